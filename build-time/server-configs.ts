/**
 * The configurations of the two servers a firm is most likely to host on, written from the same
 * header rules as `_headers`: an nginx configuration and an Apache `.htaccess`. Both send
 * http:// visitors to https://, send the headers on every answer (pages, assets, the 404 page;
 * nginx the document-only ones on documents only), revalidate pages, cache hashed assets for a
 * year, compress, serve `/contact-us` without a redirect, answer unknown paths with 404.html and
 * status 404, and never serve the build's own plumbing. Laid out and commented after H5BP's
 * server-configs-nginx and server-configs-apache, so the owner can read what they do.
 */
import { type HeaderRule, headersForPath } from "./headers-file.ts";
import { DOCUMENT_HEADERS, DOCUMENT_MEDIA_TYPES } from "./security-headers.ts";

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
function headersOfRule(
  rules: readonly HeaderRule[],
  { pattern }: HeaderRule,
): Record<string, string> {
  return { "Cache-Control": REVALIDATE, ...headersForPath(rules, pattern.replace(/\*$/, "")) };
}

const quoted = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/** Mozilla's SSL Configuration Generator, "intermediate" profile (guidelines 6.0). */
export const MOZILLA_INTERMEDIATE = {
  protocols: "TLSv1.2 TLSv1.3",
  curves: "X25519:prime256v1:secp384r1",
  ciphers: [
    "ECDHE-ECDSA-AES128-GCM-SHA256",
    "ECDHE-RSA-AES128-GCM-SHA256",
    "ECDHE-ECDSA-AES256-GCM-SHA384",
    "ECDHE-RSA-AES256-GCM-SHA384",
    "ECDHE-ECDSA-CHACHA20-POLY1305",
    "ECDHE-RSA-CHACHA20-POLY1305",
  ].join(":"),
};

export interface NginxOptions {
  /** The host name of the site, from VITE_SITE_URL. */
  serverName: string;
  /**
   * Serving on this machine (`npm run serve:nginx`): loopback ports, the site's directory and a
   * local certificate, in place of ports 80 and 443, /var/www/exact-bids and certbot's files.
   */
  local?: { httpPort: number; httpsPort: number; root: string; certificate: string; key: string };
}

const nginxVariable = (header: string) =>
  `$exact_bids_${header.toLowerCase().replaceAll("-", "_")}`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const DOCUMENT_TYPES = `~*^(${DOCUMENT_MEDIA_TYPES.map(escapeRegex).join("|")})`;

/**
 * Every header as one `add_header` at server level: nginx drops a level's `add_header` lines in a
 * `location` that has its own, so none has. A header that differs by path or by type of answer
 * takes its value from a `map`.
 */
function nginxHeaders(rules: readonly HeaderRule[]) {
  const everywhere = headersOfRule(rules, { pattern: "/*", headers: {} });
  const byPath = rules.filter((rule) => rule.pattern !== "/*");
  const names = new Set([
    ...Object.keys(everywhere),
    ...byPath.flatMap((r) => Object.keys(r.headers)),
  ]);
  const maps: string[] = [];
  const addHeaders: string[] = [];
  for (const name of names) {
    const variable = nginxVariable(name);
    const pathRules = byPath.filter((rule) => name in rule.headers);
    if (DOCUMENT_HEADERS.includes(name)) {
      if (pathRules.length > 0) throw new Error(`nginx: ${name} is sent on documents only`);
      maps.push(
        `# ${name}: on documents only.`,
        `map $sent_http_content_type ${variable} {`,
        `    ${DOCUMENT_TYPES} ${quoted(everywhere[name]!)};`,
        "}",
      );
    } else if (pathRules.length > 0) {
      // The later of two matching rules wins, as in _headers; in a map, the first regex does.
      const entries = pathRules.reverse().map(({ pattern, headers }) => {
        const key = pattern.endsWith("*") ? `~^${escapeRegex(pattern.slice(0, -1))}` : pattern;
        return `    ${key} ${quoted(headers[name]!)};`;
      });
      maps.push(
        `# ${name}: by path.`,
        `map $uri ${variable} {`,
        `    default ${quoted(everywhere[name] ?? "")};`,
        ...entries,
        "}",
      );
    } else {
      addHeaders.push(`    add_header ${name} ${quoted(everywhere[name]!)} always;`);
      continue;
    }
    addHeaders.push(`    add_header ${name} ${variable} always;`);
  }
  return { maps: maps.join("\n"), addHeaders: addHeaders.join("\n") };
}

/**
 * The nginx configuration of the whole site for production: a port-80 server that only redirects
 * to https://, and the HTTPS server, with the headers of `rules`.
 */
export function nginxServerBlock(
  rules: readonly HeaderRule[],
  { serverName, local }: NginxOptions,
) {
  const { maps, addHeaders } = nginxHeaders(rules);
  const root = local?.root ?? "/var/www/exact-bids";
  const [listenHttp, listenHttps] = local
    ? [[`127.0.0.1:${local.httpPort}`], [`127.0.0.1:${local.httpsPort} ssl http2`]]
    : [
        ["80", "[::]:80"],
        ["443 ssl http2", "[::]:443 ssl http2"],
      ];
  const listen = (addresses: string[]) =>
    addresses.map((address) => `    listen ${address};`).join("\n");
  const letsEncrypt = `/etc/letsencrypt/live/${serverName}`;

  return `# nginx configuration of the Exact Bids site, written by the build (build-time/server-configs.ts).
# Take it from every new build: the Content-Security-Policy lists the hashes of this build's
# inline scripts.
#
# Install on the server (Debian: sudo apt-get install nginx certbot python3-certbot-nginx):
# 1. Copy build/client/ to ${root} (or change \`root\` below).
# 2. Once, before this file is installed (it names the certificate's files), get the
#    certificate: sudo certbot certonly --nginx -d ${serverName}
#    certbot renews it and reloads nginx by itself.
# 3. Save this file as /etc/nginx/sites-enabled/exact-bids.conf (it goes inside nginx's \`http\`
#    block), then: sudo nginx -t && sudo systemctl reload nginx

# The headers that differ by path or by type of answer (names unique to this site: maps are
# shared by every site of the server).
${maps}

# http:// only sends visitors to https://, same host and path (301: for good).
server {
${listen(listenHttp)}
    server_name ${serverName};
    server_tokens off;

    # certbot's renewals are answered here.
    location /.well-known/acme-challenge/ {
        root ${root};
    }

    location / {
        return 301 https://$host${local ? `:${local.httpsPort}` : ""}$request_uri;
    }
}

server {
${listen(listenHttps)}
    server_name ${serverName};
    server_tokens off;

    # TLS 1.2 and 1.3 only, as Mozilla's SSL Configuration Generator gives them ("intermediate",
    # ssl-config.mozilla.org). nginx 1.25.1 and later prefer \`listen 443 ssl;\` with \`http2 on;\`;
    # with OpenSSL 3.5 and later, X25519MLKEM768 can lead the curves.
    ssl_certificate ${local?.certificate ?? `${letsEncrypt}/fullchain.pem`};
    ssl_certificate_key ${local?.key ?? `${letsEncrypt}/privkey.pem`};
    ssl_protocols ${MOZILLA_INTERMEDIATE.protocols};
    ssl_ecdh_curve ${MOZILLA_INTERMEDIATE.curves};
    ssl_ciphers ${MOZILLA_INTERMEDIATE.ciphers};
    ssl_prefer_server_ciphers off;
    ssl_session_timeout 1d;
    ssl_session_cache shared:MozSSL:10m;
    ssl_session_tickets off;
    # Let's Encrypt certificates name no OCSP responder (since 2025), so nothing to staple. With a
    # certificate that names one: ssl_stapling on; ssl_stapling_verify on; and a \`resolver\`.
    ssl_stapling off;

    # The uploaded build/client directory.
    root ${root};
    index index.html;
    charset utf-8;
    charset_types ${COMPRESSIBLE_TYPES.filter((type) => type !== "text/html").join(" ")};

    # Unknown paths: the site's error page, with status 404.
    error_page 404 /404.html;

    # Compression: the build ships a .gz copy of every text file, sent as it is (gzip_static);
    # anything else is compressed on the fly, also for requests through a proxy or CDN
    # (gzip_proxied). With the ngx_brotli module (Debian: libnginx-mod-http-brotli-static), add
    # \`brotli_static on;\` to send the .br copies too.
    gzip_static on;
    gzip on;
    gzip_vary on;
    gzip_proxied any;
    gzip_comp_level 6;
    gzip_types ${COMPRESSIBLE_TYPES.filter((type) => type !== "text/html").join(" ")};

    # Every answer carries these headers, errors included (\`always\`); those that concern
    # documents only, on documents only (the maps above). Pages are revalidated on each visit;
    # hashed assets are cached for a year.
${addHeaders}

    # Not pages: hidden files (a .git, an editor's state; /.well-known/ is for visitors, RFC
    # 8615) and the build's own files for hosts (_headers, the SPA fallback).
    location ~ /\\.(?!well-known/) {
        return 404;
    }
    location ~ ${plumbingPattern} {
        return 404;
    }

    location / {
        try_files $uri $uri/index.html =404;
    }
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
# (with mod_filter) when the server has them. The site needs a certificate for HTTPS (most hosts
# offer a free one): browsers honour Strict-Transport-Security only over HTTPS.

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

# http:// sends visitors to https://, same host and path (301: for good), unless the request came
# over TLS, to this server or to the host's TLS proxy in front of it (X-Forwarded-Proto). The
# host's own certificate checks still reach /.well-known/ over http://. Where the host already
# forces HTTPS (a "Force HTTPS" switch in its panel), put a # before these four lines.
RewriteCond %{HTTPS} !=on
RewriteCond %{HTTP:X-Forwarded-Proto} !=https [NC]
RewriteCond %{REQUEST_URI} !^/\\.well-known/(acme-challenge|cpanel-dcv|pki-validation)/
RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]

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
