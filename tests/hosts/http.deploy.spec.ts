import { type APIResponse, expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { builtPagePaths } from "../../build-time/finish-build";
import { headersForPath, parseHeadersFile } from "../../build-time/headers-file";
import { DOCUMENT_HEADERS } from "../../build-time/security-headers";
import { BUILD_PLUMBING } from "../../build-time/server-configs";
import { everyPagePath, paths, unknownPath, words } from "../support/site-facts";
import { buildDir } from "./deploy-env";

/** The header rules the build wrote for every host (`_headers`). */
const headerRules = parseHeadersFile(readFileSync(join(buildDir, "client", "_headers"), "utf8"));
/** The security headers of every answer (its `/*` rule). */
const securityHeaders = headerRules.find((rule) => rule.pattern === "/*")!.headers;

const pagePaths = await builtPagePaths(join(buildDir, "client"));

/**
 * Checked with the server on every visit, or never kept: nginx and Apache say `no-cache`,
 * Cloudflare Pages keeps its own default for pages (`public, max-age=0, must-revalidate`) and
 * `no-store` for its 404 answers.
 */
const REVALIDATED = /^(no-cache|no-store|public, max-age=0, must-revalidate)$/;

/**
 * Every security header on a document (a page, the 404 page); on other files, every header but
 * those that concern documents only, which nginx sends on documents alone.
 */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const isDocument = headers["content-type"]?.startsWith("text/html");
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!isDocument && DOCUMENT_HEADERS.includes(name)) continue;
    expect(headers[name.toLowerCase()], `${name} on ${response.url()}`).toBe(value);
  }
  if (isDocument) {
    const csp = headers["content-security-policy"]!;
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
  }
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8}$/);
}

/** The paths of the site's addresses that a page or the sitemap names. */
const namedPaths = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => new URL(match[1]!).pathname);

test("every page answers 200 at its own address without a redirect, revalidated on every visit, with the site's security headers; the sitemap and the pages' canonical and language links name exactly these addresses", async ({
  request,
}) => {
  expect(pagePaths, "the build's pages are the site's pages").toEqual([...everyPagePath].sort());
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(namedPaths(sitemap, /<loc>([^<]+)<\/loc>/g).sort(), "the sitemap").toEqual(pagePaths);
  for (const path of pagePaths) {
    const response = await request.get(path, { maxRedirects: 0 });
    const redirect = response.headers()["location"];
    expect(response.status(), `${path}${redirect ? ` redirects to ${redirect}` : ""}`).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    expect(response.headers()["cache-control"], path).toMatch(REVALIDATED);
    expectSecurityHeaders(response);
    // Not the content editor's "noindex" (editor.deploy.spec.ts).
    expect(response.headers()["x-robots-tag"], path).toBeUndefined();
    const html = await response.text();
    expect(namedPaths(html, /<link rel="canonical" href="([^"]+)"/g), path).toEqual([path]);
    const alternates = namedPaths(html, /<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g);
    expect(pagePaths, `the language links of ${path}`).toEqual(expect.arrayContaining(alternates));
  }
});

test("a page's address with a slash added is sent to the page's address for good, query kept", async ({
  request,
}) => {
  for (const path of everyPagePath.filter((path) => !path.endsWith("/"))) {
    const response = await request.get(`${path}/?ref=card`, { maxRedirects: 0 });
    // 301 on nginx and Apache, 308 on Cloudflare Pages.
    expect([301, 308], `${path}/ answered ${response.status()}`).toContain(response.status());
    const target = new URL(response.headers()["location"]!, response.url());
    expect(target.pathname + target.search).toBe(`${path}?ref=card`);
  }
});

test("an unknown path, in either language, answers 404 with the error page in both, compressed, with every header", async ({
  request,
}) => {
  const unknownFrench = `${paths.home.fr}page-inconnue`;
  for (const path of [unknownPath, unknownFrench, "/assets/no-such-script.js"]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-encoding"], path).toBe("gzip");
    const html = await response.text();
    // The error page speaks both languages.
    expect(html).toContain(words.en.frame.error.title);
    expect(html).toContain(words.fr.frame.error.notFound);
    expect(response.headers()["cache-control"], path).toMatch(REVALIDATED);
    expectSecurityHeaders(response);
  }
});

test("hashed assets carry the security headers and are cached for a year; scripts are compressed, the typeface is served as a font, whole", async ({
  request,
}) => {
  const html = await (await request.get(paths.home.en)).text();
  const [, script] = html.match(/href="(\/assets\/entry\.client-[^"]+\.js)"/) ?? [];
  expect(script, "the home page preloads its entry script").toBeDefined();
  for (const [accepted, sent] of [
    ["br, gzip", /^(br|gzip)$/],
    ["gzip", /^gzip$/],
  ] as const) {
    const response = await request.get(script!, { headers: { "Accept-Encoding": accepted } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/javascript/);
    expect(response.headers()["content-encoding"], `compressed for ${accepted}`).toMatch(sent);
    expect(response.headers()["cache-control"]).toBe(
      headersForPath(headerRules, script!)["Cache-Control"],
    );
    expect(response.headers()["cache-control"]).toMatch(/max-age=31536000\b/);
    expectSecurityHeaders(response);
  }
  const page = await request.get(paths.home.en, { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");

  const font = html.match(/url\((\/assets\/[\w-]+\.woff2)\)/)?.[1];
  expect(font, "the home page's stylesheet names its typeface").toBeDefined();
  const response = await request.get(font!, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("font/woff2");
  // Already compressed: woff2 is Brotli inside.
  expect(response.headers()["content-encoding"]).toBeUndefined();
  expect(response.headers()["cache-control"]).toMatch(/max-age=31536000\b/);
  expectSecurityHeaders(response);
});

test("the build's own files and the error page's own address are not served", async ({
  request,
}) => {
  const errorPage = ["/404", "/404.html"];
  // React Router's SPA fallback, once written; the nginx files are written outside the upload.
  const gone = ["/__spa-fallback.html", "/__spa-fallback", "/nginx/exact-bids-headers.conf"];
  const served: string[] = [];
  for (const path of [...BUILD_PLUMBING.map((file) => `/${file}`), ...errorPage, ...gone]) {
    const response = await request.get(path);
    const body = await response.text();
    // A 403 is Apache's own refusal of .htaccess; every other answer is the 404 page.
    if (
      ![403, 404].includes(response.status()) ||
      /RewriteRule|add_header|\n {2}Content-Security-Policy: /.test(body)
    )
      served.push(`${path}: ${response.status()}`);
  }
  expect(served).toEqual([]);
});
