import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DOCUMENT_HEADERS } from "../../build-time/security-headers.ts";
import { serveOnLoopback } from "../../server/port.ts";
import { allPagePaths, paths, socialCard, unknownPath } from "../support/site-facts";
import { expect, test } from "../support/fixtures";
import { clientDir } from "../support/server-env";

test("pages and the error page are sent with a strict CSP and the security headers, scripts and images with those that are not for documents; the build ships the same headers as a _headers file for static hosts, not as a page", async ({
  request,
}) => {
  const home = await request.get(paths.home.en);
  const html = await home.text();
  const script = html.match(/href="(\/assets\/entry\.client-[^"]+\.js)"/)![1]!;
  const pages = [...allPagePaths, unknownPath];
  const documents = [...pages, "/favicon.svg"];
  for (const path of [...documents, script, socialCard.path.en, "/sitemap.xml"]) {
    const headers = (await request.get(path)).headers();
    for (const name of DOCUMENT_HEADERS) {
      const expected = expect(headers[name.toLowerCase()], `${name} on ${path}`);
      if (documents.includes(path)) expected.toBeDefined();
      else expected.toBeUndefined();
    }
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
    expect(headers["strict-transport-security"], path).toMatch(/^max-age=\d{8}$/);
    if (!pages.includes(path)) continue;
    const csp = headers["content-security-policy"]!;
    const directives: Record<string, string[]> = Object.fromEntries(
      csp.split(";").map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives["default-src"], path).toEqual(["'none'"]);
    expect(directives["script-src"]).toContain("'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(directives["script-src"]).toContainEqual(expect.stringMatching(/^'sha256-/));
    expect(directives["connect-src"]).toEqual(["'self'", "https://api.emailjs.com"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["form-action"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-powered-by"]).toBeUndefined();
  }

  const served = home.headers()["content-security-policy"];
  const file = await readFile(join(clientDir, "_headers"), "utf8");
  expect(file).toContain(`/*\n  Content-Security-Policy: ${served}\n`);
  expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  for (const plumbing of ["/_headers", "/__spa-fallback.html"])
    expect((await request.get(plumbing)).status(), plumbing).toBe(404);
});

test("a page of another site that frames ours shows nothing of it", async ({
  page,
  baseURL,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/frame-ancestors|Refused to (display|frame)/);
  const home = baseURL + paths.home.en;
  // Another origin on this machine: a second server whose page frames the site.
  const framer = await serveOnLoopback((_request, response) =>
    response
      .writeHead(200, { "Content-Type": "text/html" })
      .end(`<!doctype html><title>Framer</title><iframe src="${home}"></iframe>`),
  );
  try {
    const framed = page.waitForResponse(home);
    await page.goto(framer.origin);
    expect((await framed).status()).toBe(200);
    // The browser received the page but refused to show it inside another site.
    await expect(page.frameLocator("iframe").getByRole("heading", { level: 1 })).toHaveCount(0);
    expect(page.frames().map((frame) => frame.url())).not.toContain(home);
  } finally {
    framer.server.close();
  }
});
