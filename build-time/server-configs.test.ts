import { describe, expect, it } from "vitest";
import type { HeaderRule } from "./headers-file";
import { siteHeaderRules } from "./security-headers";
import { DOCUMENT_HEADERS } from "./security-headers";
import { apacheHtaccess, nginxServerBlock } from "./server-configs";

const rules: HeaderRule[] = siteHeaderRules(["'sha256-a'"]);
const securityHeaders = Object.entries(rules[0]!.headers);

/** The lines of one nginx `server` block: 0 the plain HTTP one, 1 the HTTPS one. */
function nginxServer(config: string, index: 0 | 1): string {
  const start = config.split(/^server \{$/m)[index + 1];
  expect(start, `server block ${index}`).toBeDefined();
  return start!.slice(0, start!.indexOf("\n}\n"));
}

describe("nginx configuration", () => {
  const config = nginxServerBlock(rules, { serverName: "www.exactbids.example" });
  const [redirect, site] = [nginxServer(config, 0), nginxServer(config, 1)];

  it("answers http:// only with a 301 to https://, same host and path", () => {
    expect(redirect).toContain("    listen 80;\n    listen [::]:80;\n");
    expect(redirect).toContain("return 301 https://$host$request_uri;");
    expect(redirect).not.toContain("root /var/www/exact-bids;\n    index");
    expect(redirect).not.toContain("add_header");
  });

  it("serves the site over TLS 1.2 and 1.3 and HTTP/2 with certbot's certificate", () => {
    expect(site).toContain("    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n");
    const live = "/etc/letsencrypt/live/www.exactbids.example";
    expect(site).toContain(`ssl_certificate ${live}/fullchain.pem;`);
    expect(site).toContain(`ssl_certificate_key ${live}/privkey.pem;`);
    expect(site).toContain("ssl_protocols TLSv1.2 TLSv1.3;");
    expect(site).toMatch(/ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:[A-Z0-9:-]+;/);
    expect(site).toContain("ssl_stapling off;");
  });

  it("sends document-only headers by the answer's type, the others on every answer", () => {
    for (const [name, value] of securityHeaders) {
      if (DOCUMENT_HEADERS.includes(name)) {
        const variable = `$exact_bids_${name.toLowerCase().replaceAll("-", "_")}`;
        expect(config).toContain(
          `map $sent_http_content_type ${variable} {\n    ~*^(text/html|image/svg\\+xml) "${value}";\n}`,
        );
        expect(site).toContain(`    add_header ${name} ${variable} always;`);
      } else {
        expect(site).toContain(`    add_header ${name} "${value}" always;`);
      }
    }
    // nginx drops the server's add_header lines in a location that has its own.
    expect(site.slice(site.indexOf("location"))).not.toContain("add_header");
  });

  it("revalidates pages and caches hashed assets for a year", () => {
    expect(config).toContain(
      'map $uri $exact_bids_cache_control {\n    default "no-cache";\n    ~^/assets/ "public, max-age=31536000, immutable";\n}',
    );
    expect(site).toContain("    add_header Cache-Control $exact_bids_cache_control always;");
  });

  it("serves /contact-us from its index.html, unknown paths as 404.html, no hidden files", () => {
    expect(site).toContain("server_name www.exactbids.example;");
    expect(site).toContain("try_files $uri $uri/index.html =404;");
    expect(site).toContain("error_page 404 /404.html;");
    expect(site).toContain("gzip_static on;");
    expect(site).toContain("gzip_proxied any;");
    expect(site).toMatch(/charset_types [^;]*text\/css[^;]*text\/javascript/);
    expect(site).toContain("location ~ /\\.(?!well-known/) {\n        return 404;");
    expect(site).toMatch(/location ~ \^\/\(_headers\|__spa-fallback\\\.html\|\\\.htaccess\)/);
  });

  it("serves this machine on loopback ports, redirecting to the TLS port", () => {
    const local = nginxServerBlock(rules, {
      serverName: "localhost",
      local: {
        httpPort: 8080,
        httpsPort: 8443,
        root: "/srv/site",
        certificate: "/c.pem",
        key: "/k.pem",
      },
    });
    expect(nginxServer(local, 0)).toContain("    listen 127.0.0.1:8080;\n    server_name");
    expect(nginxServer(local, 0)).toContain("return 301 https://$host:8443$request_uri;");
    const localSite = nginxServer(local, 1);
    expect(localSite).toContain("    listen 127.0.0.1:8443 ssl http2;\n    server_name");
    expect(localSite).toContain("ssl_certificate /c.pem;\n    ssl_certificate_key /k.pem;");
    expect(localSite).toContain("root /srv/site;");
  });
});

describe("Apache .htaccess", () => {
  const config = apacheHtaccess(rules);

  it("sends every security header on every answer, and a year of caching under /assets/", () => {
    for (const [name, value] of securityHeaders)
      expect(config).toContain(`\nHeader always set ${name} "${value}"\n`);
    expect(config).toContain('\nHeader always set Cache-Control "no-cache"\n');
    expect(config).toContain(
      '<If "%{REQUEST_URI} =~ m#^/assets/#">\n    Header always set Cache-Control "public, max-age=31536000, immutable"\n</If>',
    );
  });

  it("sends http:// to https:// unless the request came over TLS, here or at a proxy", () => {
    expect(config).toContain(
      [
        "RewriteCond %{HTTPS} !=on",
        "RewriteCond %{HTTP:X-Forwarded-Proto} !=https [NC]",
        "RewriteCond %{REQUEST_URI} !^/\\.well-known/(acme-challenge|cpanel-dcv|pki-validation)/",
        "RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]",
      ].join("\n"),
    );
    // Before the rules that answer with a page.
    expect(config.indexOf("[R=301,L]")).toBeLessThan(config.indexOf("RewriteRule ^(.+?)"));
  });

  it("serves /contact-us without a redirect, unknown paths as 404.html, plumbing as 404", () => {
    expect(config).toContain("ErrorDocument 404 /404.html");
    expect(config).toContain("DirectorySlash Off");
    expect(config).toContain("RewriteRule ^(.+?)/?$ $1/index.html [L]");
    expect(config).toContain("RewriteRule ^(_headers|__spa-fallback\\.html|\\.htaccess)");
    expect(config).toContain("AddOutputFilterByType DEFLATE text/html");
  });
});
