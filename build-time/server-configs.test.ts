import { describe, expect, it } from "vitest";
import type { HeaderRule } from "./headers-file";
import { siteHeaderRules } from "./security-headers";
import { apacheHtaccess, nginxServerBlock } from "./server-configs";

const rules: HeaderRule[] = siteHeaderRules(["'sha256-a'"]);
const securityHeaders = Object.entries(rules[0]!.headers);

/** The lines of one nginx `location` block. */
function nginxLocation(config: string, location: string): string {
  const start = config.indexOf(`    ${location} {`);
  expect(start, location).toBeGreaterThan(-1);
  return config.slice(start, config.indexOf("\n    }", start));
}

describe("nginx server block", () => {
  const config = nginxServerBlock(rules, { serverName: "www.exactbids.example" });

  it("sends every security header on every answer, errors included, in every location", () => {
    for (const location of ["location /", "location /assets/"]) {
      const block = nginxLocation(config, location);
      for (const [name, value] of securityHeaders)
        expect(block).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it("revalidates pages and caches hashed assets for a year", () => {
    expect(nginxLocation(config, "location /")).toContain('add_header Cache-Control "no-cache"');
    expect(nginxLocation(config, "location /assets/")).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
  });

  it("serves /contact-us from its index.html, unknown paths as 404.html, plumbing as 404", () => {
    expect(config).toContain("server_name www.exactbids.example;");
    expect(nginxLocation(config, "location /")).toContain("try_files $uri $uri/index.html =404;");
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toContain("gzip_static on;");
    expect(config).toMatch(/location ~ \^\/\(_headers\|__spa-fallback\\\.html\|\\\.htaccess\)/);
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

  it("serves /contact-us without a redirect, unknown paths as 404.html, plumbing as 404", () => {
    expect(config).toContain("ErrorDocument 404 /404.html");
    expect(config).toContain("DirectorySlash Off");
    expect(config).toContain("RewriteRule ^(.+?)/?$ $1/index.html [L]");
    expect(config).toContain("RewriteRule ^(_headers|__spa-fallback\\.html|\\.htaccess)");
    expect(config).toContain("AddOutputFilterByType DEFLATE text/html");
  });
});
