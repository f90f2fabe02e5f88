import { type APIResponse, expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { builtPagePaths } from "../../build-time/finish-build";
import { parseHeadersFile } from "../../build-time/headers-file";
import { DOCUMENT_HEADERS } from "../../build-time/security-headers";
import { buildDir } from "./deploy-env";

/** The security headers the build wrote for every host (the `/*` rule of `_headers`). */
const securityHeaders = parseHeadersFile(
  readFileSync(join(buildDir, "client", "_headers"), "utf8"),
).find((rule) => rule.pattern === "/*")!.headers;

const pagePaths = await builtPagePaths(join(buildDir, "client"));

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

async function scriptAsset(request: import("@playwright/test").APIRequestContext) {
  const html = await (await request.get("/")).text();
  const script = html.match(/href="(\/assets\/entry\.client-[^"]+\.js)"/)?.[1];
  expect(script, "the home page preloads its entry script").toBeDefined();
  return script!;
}

test("every page answers 200 with the page itself, revalidated on every visit", async ({
  request,
}) => {
  expect(pagePaths).toEqual(expect.arrayContaining(["/", "/contact-us"]));
  for (const path of pagePaths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(response);
  }
  expect(await (await request.get("/contact-us")).text()).toContain("Get in Touch");
  const withSlash = await request.get("/contact-us/");
  expect(withSlash.status()).toBe(200);
  expect(await withSlash.text()).toContain("Get in Touch");
});

test("an unknown path, in either language, answers 404 with the error page in both, compressed, with every header", async ({
  request,
}) => {
  for (const path of ["/no-such-page", "/fr/page-inconnue", "/assets/no-such-script.js"]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-encoding"], path).toBe("gzip");
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("La page que vous cherchez n’existe pas");
    expect(response.headers()["cache-control"], path).toBe("no-cache");
    expectSecurityHeaders(response);
  }
});

test("hashed assets carry the security headers, are compressed and cached for a year", async ({
  request,
}) => {
  const script = await scriptAsset(request);
  for (const [accepted, sent] of [
    ["br, gzip", /^(br|gzip)$/],
    ["gzip", /^gzip$/],
  ] as const) {
    const response = await request.get(script, { headers: { "Accept-Encoding": accepted } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/javascript/);
    expect(response.headers()["content-encoding"], `compressed for ${accepted}`).toMatch(sent);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(response);
  }
  const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
});

test("the build's own files are not served", async ({ request }) => {
  for (const path of ["/_headers", "/__spa-fallback.html", "/.htaccess", "/nginx.conf"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    const body = await response.text();
    expect(body, path).not.toContain("Content-Security-Policy");
  }
});
