/**
 * The headers of the site, written once as path rules: the build turns them into `_headers`
 * (Netlify, Cloudflare Pages, the local server) and into hosting/'s configurations. The pages'
 * inline scripts and stylesheet change with every build, so the Content-Security-Policy allows
 * exactly those by their SHA-256 hashes (docs/decisions/003-csp-hashes.md).
 */
import { createHash } from "node:crypto";
import { EMAILJS_API_ORIGIN } from "../app/emailjs-api.ts";
import type { HeaderRule } from "./headers-file.ts";

/** Inline scripts the browser runs: no `src`, and not a data block such as JSON-LD. */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

const hashesOf = (html: string, element: RegExp) =>
  [...html.matchAll(element)]
    .map((match) => match[1] ?? "")
    .filter((text) => text.length > 0)
    .map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);

export const inlineScriptHashes = (html: string) => hashesOf(html, INLINE_SCRIPT);
export const inlineStyleHashes = (html: string) => hashesOf(html, INLINE_STYLE);

/**
 * Headers that concern documents only (pages, the 404 page, an SVG opened on its own). nginx and
 * the local server send them by the answer's type, as H5BP's server-configs-nginx does, so a
 * script or an image does not carry the policy's every hash; Apache and the `_headers` hosts send
 * them on every answer, which is harmless.
 */
export const DOCUMENT_HEADERS: readonly string[] = [
  "Content-Security-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Permissions-Policy",
];
export const isDocumentType = (contentType = "") =>
  /^(text\/html|image\/svg\+xml)/i.test(contentType);

const sources = (...values: readonly string[]) => [...new Set(values)].sort().join(" ");

/**
 * Nothing is allowed unless listed (`default-src 'none'`): each policy names between these what
 * its pages really load.
 */
const policy = (...allowed: string[]) =>
  [
    "default-src 'none'",
    ...allowed,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

export function securityHeaders(scriptHashes: readonly string[], styleHashes: readonly string[]) {
  return {
    // The site's policy. No web manifest is loaded, so none is allowed.
    "Content-Security-Policy": policy(
      `script-src 'self' ${sources(...scriptHashes)}`.trim(),
      `style-src 'self' ${sources(...styleHashes)}`.trim(),
      // The logo is inlined as a data: URL by the build.
      "img-src 'self' data:",
      // The typeface, from the site's own files.
      "font-src 'self'",
      // The enquiry goes to EmailJS; the local build sends to its own server.
      `connect-src 'self' ${EMAILJS_API_ORIGIN}`,
    ),
    // Two years, this host only: `includeSubDomains` would force HTTPS on every subdomain of the
    // firm's domain (docs/deploying.md says how to add it and `preload`).
    "Strict-Transport-Security": "max-age=63072000",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/**
 * Every host's headers: the security headers (`everyAnswer`), and a year of caching for the
 * hashed assets. Pages are revalidated by each host's own default (the nginx and Apache
 * configurations of hosting/ say `no-cache`): a `Cache-Control` on `/*` would be joined to the
 * assets' one by the hosts that read `_headers`.
 */
export const siteHeaderRules = (everyAnswer: Record<string, string>): HeaderRule[] => [
  { pattern: "/*", headers: everyAnswer },
  // Hashed file names change with their content, so a copy never goes stale.
  { pattern: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  { pattern: `${ADMIN_PATH}*`, headers: adminHeaders() },
];

/** The content editor's address (build-time/admin.ts): not a page, and with headers of its own. */
export const ADMIN_PATH = "/admin/";

/**
 * The editor's own policy, over the site's for /admin/ only: Decap CMS compiles code at run time
 * and styles its widgets inline (decap-cms issue #2138), talks to GitHub's API and signs in
 * through a pop-up (a pop-up that must reach back to its opener). Never a search result.
 */
export function adminHeaders() {
  return {
    "Content-Security-Policy": policy(
      "script-src 'self' 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://avatars.githubusercontent.com",
      // GitHub's API, or on this machine the local editor's own server (`npm run edit`).
      "connect-src 'self' https://api.github.com",
      "font-src 'self' data:",
      "worker-src 'self' blob:",
    ),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  };
}
