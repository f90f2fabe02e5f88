/**
 * The security headers of the site. The prerendered pages carry inline scripts (React Router's
 * context and module imports, React's stream runtime, the hydration loader) and their stylesheet
 * inline, all of which change with every build, so the Content-Security-Policy allows exactly
 * those scripts and styles by their SHA-256 hashes and no others.
 */
import { createHash } from "node:crypto";
import { EMAILJS_API_ORIGIN } from "../app/site-variables.ts";

/** Inline scripts the browser runs: no `src`, and not a data block such as JSON-LD. */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

const hashesOf = (html: string, element: RegExp) =>
  [...html.matchAll(element)]
    .map((match) => match[1] ?? "")
    .filter((text) => text.length > 0)
    .map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);

export const inlineScriptHashes = (html: string) => hashesOf(html, INLINE_SCRIPT);
export const inlineStyleHashes = (html: string) => hashesOf(html, INLINE_STYLE);

const sources = (hashes: readonly string[]) => [...new Set(hashes)].sort().join(" ");

export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${sources(scriptHashes)}`,
    `style-src 'self' ${sources(styleHashes)}`.trim(),
    // The logo is inlined as a data: URL by the build.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${EMAILJS_API_ORIGIN}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, styleHashes),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
