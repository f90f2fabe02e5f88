import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type HeaderRule,
  formatHeadersFile,
  headersForPath,
  parseHeadersFile,
} from "./headers-file";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./security-headers";
import { paths } from "../tests/support/site-facts.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, not external scripts or JSON-LD", () => {
    const html =
      '<script>window.a = 1;</script><script type="module" async="">import "/x.js";</script>' +
      '<script src="/app.js"></script><script type="application/ld+json">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/x.js";')]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows nothing by default, then scripts from the site and the hashed inline scripts", () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
  });

  it("allows hashed inline styles when given their hashes", () => {
    expect(contentSecurityPolicy([], ["'sha256-s'"])).toContain("style-src 'self' 'sha256-s';");
  });
});

describe("securityHeaders", () => {
  it("keeps HTTPS to this host only and resources to this site", () => {
    const headers = securityHeaders([]);
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000");
    expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });
});

describe("_headers file", () => {
  const rules: HeaderRule[] = [
    {
      pattern: "/*",
      headers: { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-cache" },
    },
    { pattern: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  ];

  it("reads back what it writes", () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it("applies every matching rule, later rules winning", () => {
    expect(headersForPath(rules, "/assets/app.js")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(headersForPath(rules, paths.contact.en)["Cache-Control"]).toBe("no-cache");
  });

  it("detaches a broader rule's header that a narrower one replaces (Cloudflare Pages would join them)", () => {
    expect(formatHeadersFile(rules)).toContain(
      "/assets/*\n  ! Cache-Control\n  Cache-Control: public",
    );
    expect(formatHeadersFile(rules)).not.toContain("! X-Content-Type-Options");
  });

  it("says which line it cannot read", () => {
    expect(() => parseHeadersFile("  X-Orphan: yes")).toThrow(
      '_headers: cannot read the line "X-Orphan: yes"',
    );
  });
});
