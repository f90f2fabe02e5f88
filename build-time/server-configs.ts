/**
 * The configurations of the two servers a firm is most likely to host on, written from the same
 * header rules as `_headers`: an nginx `server` block and an Apache `.htaccess`. Both send every
 * header on every answer (pages, assets, the 404 page), revalidate pages, cache hashed assets for
 * a year, compress, serve `/contact-us` without a redirect, answer unknown paths with 404.html
 * and status 404, and never serve the build's own plumbing. Laid out and commented after H5BP's
 * server-configs-nginx and server-configs-apache, so the owner can read what they do.
 */
import { type HeaderRule, headersForPath } from "./headers-file.ts";

/** Files the build writes for hosts and servers, not for visitors. */
export const BUILD_PLUMBING = ["_headers", "__spa-fallback.html", ".htaccess"] as const;

/** Pages, the 404 page, icons: checked with the server on every visit, so a deploy shows at once. */
const REVALIDATE = "no-cache";

/** Text worth compressing; the build also writes a .gz (and .br) copy of each such file. */
const COMPRESSIBLE_TYPES = [
  "text/html",
  "text/css",
  "text/javascript",
  "application/javascript",
  "application/json",
  "application/xml",
  "image/svg+xml",
  "text/plain",
];

const plumbingPattern = `^/(${BUILD_PLUMBING.map((file) => file.replaceAll(".", "\\.")).join("|")})(\\.br|\\.gz)?$`;

/** The headers of one rule's paths: its own, over those of every broader rule. */
function headersOfRule(rules: readonly HeaderRule[], { pattern }: HeaderRule) {
  return { "Cache-Control": REVALIDATE, ...headersForPath(rules, pattern.replace(/\*$/, "")) };
}

const quoted = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

function nginxLocation(rule: HeaderRule): string {
  if (rule.pattern === "/*") return "location /";
  return rule.pattern.endsWith("*")
    ? `location ${rule.pattern.slice(0, -1)}`
    : `location = ${rule.pattern}`;
}

export interface NginxOptions {
  /** The host name of the site, from VITE_SITE_URL. */
  serverName: string;
}

/**
 * An nginx `server` block. nginx drops a level's `add_header` lines as soon as a nested
 * `location` has its own, so each location lists all of its headers.
 */
export function nginxServerBlock(rules: readonly HeaderRule[], { serverName }: NginxOptions) {
  const locations = rules.map((rule) => {
    const headers = Object.entries(headersOfRule(rules, rule)).map(
      ([name, value]) => `        add_header ${name} ${quoted(value)} always;`,
    );
    const tryFiles = rule.pattern === "/*" ? "$uri $uri/index.html =404" : "$uri =404";
    return [
      `    # The _headers rule ${rule.pattern}`,
      `    ${nginxLocation(rule)} {`,
      ...headers,
      `        try_files ${tryFiles};`,
      "    }",
    ].join("\n");
  });

  return `# nginx server block of the Exact Bids site, written by the build (build-time/server-configs.ts).
# Take it from every new build: the Content-Security-Policy lists the hashes of this build's
# inline scripts.
#
# Install: copy build/client/ to the server, set \`root\` below to that directory, save this
# file as /etc/nginx/sites-enabled/exact-bids.conf (it goes inside nginx's \`http\` block), then
# \`sudo nginx -t && sudo systemctl reload nginx\`. Serve the site over HTTPS: \`sudo certbot --nginx\`
# adds the \`listen 443 ssl\` lines and the redirect from http://; browsers honour the
# Strict-Transport-Security header only over HTTPS.

server {
    listen 80;
    listen [::]:80;
    server_name ${serverName};

    # The uploaded build/client directory.
    root /var/www/exact-bids;
    index index.html;
    charset utf-8;
    server_tokens off;

    # Unknown paths: the site's error page, with status 404.
    error_page 404 /404.html;

    # Compression: the build ships a .gz copy of every text file, sent as it is (gzip_static);
    # anything else is compressed on the fly. With the ngx_brotli module (Debian:
    # libnginx-mod-http-brotli-static), add \`brotli_static on;\` to send the .br copies too.
    gzip_static on;
    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_types ${COMPRESSIBLE_TYPES.filter((type) => type !== "text/html").join(" ")};

    # The build's own files for hosts (_headers, the SPA fallback, .htaccess) are not pages.
    location ~ ${plumbingPattern} {
        return 404;
    }

    # Every answer carries the security headers, errors included (\`always\`). Pages are
    # revalidated on each visit; hashed assets are cached for a year. Each location repeats every
    # header: nginx drops the outer level's add_header lines in a location that has its own.
${locations.join("\n\n")}
}
`;
}

/** An Apache `<If>` condition for a rule's paths; `/*` needs none. */
function apacheCondition(pattern: string): string | null {
  if (pattern === "/*") return null;
  return pattern.endsWith("*")
    ? `%{REQUEST_URI} =~ m#^${pattern.slice(0, -1)}#`
    : `%{REQUEST_URI} == '${pattern}'`;
}

/**
 * An Apache `.htaccess` for the site's root directory. Every block sits in `<IfModule>` except
 * those the site cannot work without, so a missing module fails loudly rather than silently.
 */
export function apacheHtaccess(rules: readonly HeaderRule[]) {
  const headerBlocks = rules.map((rule) => {
    const condition = apacheCondition(rule.pattern);
    // Inside `<If>`, only what the rule changes: Apache merges it over the lines above.
    const lines = Object.entries(condition ? rule.headers : headersOfRule(rules, rule)).map(
      ([name, value]) => `Header always set ${name} ${quoted(value)}`,
    );
    return condition
      ? [
          `# The _headers rule ${rule.pattern}`,
          `<If "${condition}">`,
          ...lines.map((line) => `    ${line}`),
          "</If>",
        ]
      : [`# The _headers rule ${rule.pattern}`, ...lines];
  });

  return `# Apache configuration of the Exact Bids site, written by the build (build-time/server-configs.ts).
# Take it from every new build: the Content-Security-Policy lists the hashes of this build's
# inline scripts.
#
# Needs Apache 2.4 with mod_rewrite, mod_headers, mod_mime and mod_dir, and \`AllowOverride All\`
# for the site's directory (shared hosts allow it). Compression uses mod_brotli or mod_deflate
# (with mod_filter) when the server has them. Serve the site over HTTPS (most hosts offer a free
# certificate and a "force HTTPS" switch): browsers honour Strict-Transport-Security only there.

# ----------------------------------------------------------------------
# | Errors, directory listings                                         |
# ----------------------------------------------------------------------

# Unknown paths: the site's error page, with status 404.
ErrorDocument 404 /404.html

# No listing of /assets/, no content negotiation guessing at file names.
Options -Indexes -MultiViews

# ----------------------------------------------------------------------
# | Pages and private files                                            |
# ----------------------------------------------------------------------

RewriteEngine On

# The build's own files for hosts (_headers, the SPA fallback) are not pages; Apache itself
# refuses .htaccess.
RewriteRule ${plumbingPattern.replace("^/", "^")} - [R=404,L]

# /contact-us and /contact-us/ are served from contact-us/index.html, without a redirect.
# mod_dir would redirect /contact-us to /contact-us/ before this rule's answer is sent.
DirectorySlash Off
RewriteCond %{REQUEST_FILENAME} -d
RewriteCond %{REQUEST_FILENAME}/index.html -f
RewriteRule ^(.+?)/?$ $1/index.html [L]

# ----------------------------------------------------------------------
# | Media types and character set                                      |
# ----------------------------------------------------------------------

AddType text/javascript js mjs
AddType image/svg+xml svg
AddDefaultCharset utf-8
AddCharset utf-8 .css .js .json .svg .txt .xml

# ----------------------------------------------------------------------
# | Headers                                                            |
# ----------------------------------------------------------------------

# Every answer carries the security headers, errors included (\`always\`). Pages are revalidated
# on each visit; hashed assets are cached for a year.
<IfModule !mod_headers.c>
    Error "The Exact Bids site needs mod_headers: sudo a2enmod headers"
</IfModule>
${headerBlocks.map((block) => block.join("\n")).join("\n\n")}

# ----------------------------------------------------------------------
# | Compression                                                        |
# ----------------------------------------------------------------------

# Brotli where the browser accepts it, gzip otherwise; the 404 page too (mod_filter leaves
# answers other than 200 alone unless told).
<IfModule mod_env.c>
    SetEnv filter-errordocs 1
</IfModule>
<IfModule mod_filter.c>
    <IfModule mod_brotli.c>
        AddOutputFilterByType BROTLI_COMPRESS ${COMPRESSIBLE_TYPES.join(" ")}
    </IfModule>
    <IfModule mod_deflate.c>
        AddOutputFilterByType DEFLATE ${COMPRESSIBLE_TYPES.join(" ")}
    </IfModule>
</IfModule>
`;
}
