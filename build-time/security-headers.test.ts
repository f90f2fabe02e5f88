import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type HeaderRule,
  formatHeadersFile,
  headersForPath,
  parseHeadersFile,
} from "./headers-file";
import { inlineScriptHashes, securityHeaders } from "./security-headers";
import { paths } from "../tests/support/site-facts.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

it("hashes inline scripts only, not external scripts or JSON-LD", () => {
  const html =
    '<script>window.a = 1;</script><script type="module" async="">import "/x.js";</script>' +
    '<script src="/app.js"></script><script type="application/ld+json">{"a":1}</script>';
  expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/x.js";')]);
});

// The policy's other directives and the other headers, as every page is sent them:
// tests/hosts/security.spec.ts.
it("allows in the Content-Security-Policy the site's own scripts and styles and each hashed inline one, once", () => {
  const headers = securityHeaders(["'sha256-b'", "'sha256-a'", "'sha256-a'"], ["'sha256-s'"]);
  expect(headers["Content-Security-Policy"]).toContain(
    "; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'sha256-s';",
  );
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
