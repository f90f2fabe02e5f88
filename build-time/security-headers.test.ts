import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type HeaderRule,
  formatHeadersFile,
  headersForPath,
  parseHeadersFile,
} from "./headers-file";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

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
  it("allows scripts from the site and the hashed inline scripts, never unsafe-inline", () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
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
    expect(headersForPath(rules, "/contact-us")["Cache-Control"]).toBe("no-cache");
  });

  it("says which line it cannot read", () => {
    expect(() => parseHeadersFile("  X-Orphan: yes")).toThrow(
      '_headers: cannot read the line "X-Orphan: yes"',
    );
  });
});
