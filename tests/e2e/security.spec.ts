import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, hydrated, test, watchViolations } from "./fixtures";

for (const path of ["/", "/contact-us", "/fr/", "/fr/nous-joindre", "/no-such-page"]) {
  test(`${path} is sent with a strict CSP and the security headers`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"]!;
    const directives: Record<string, string[]> = Object.fromEntries(
      csp.split(";").map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives["default-src"]).toEqual(["'none'"]);
    expect(directives["script-src"]).toContain("'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(
      directives["script-src"]!.filter((value) => value.startsWith("'sha256-")).length,
    ).toBeGreaterThan(0);
    expect(directives["connect-src"]).toEqual(["'self'", "https://api.emailjs.com"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["form-action"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
}

test("the build ships the same headers as a _headers file for static hosts, not as a page", async ({
  request,
}) => {
  const served = (await request.get("/")).headers()["content-security-policy"];
  const file = await readFile("build/client/_headers", "utf8");
  expect(file).toContain(`/*\n  Content-Security-Policy: ${served}\n`);
  expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  for (const plumbing of ["/_headers", "/__spa-fallback.html"])
    expect((await request.get(plumbing)).status(), plumbing).toBe(404);
});

test("every page and flow runs without a CSP violation or a console error", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/status of 404/);
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 390, height: 800 });

  await page.goto("/");
  await page.getByRole("region", { name: "Our work in numbers" }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("count-projects")).toHaveText("47", { timeout: 6000 });
  await page.getByRole("button", { name: /menu/i }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: "Contact Us" })
    .click();

  await expect(page).toHaveURL("/contact-us");
  await hydrated(page);
  await page.getByLabel("Name").fill("CSP Check");
  await page.getByLabel("Email").fill("csp@example.com");
  await page.getByLabel("Subject").fill("Headers");
  await page.getByLabel("Message").fill("Checking the policy.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();

  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await page.reload();
  await hydrated(page);
  expect(violations).toEqual([]);
});

test("a page of another site that frames ours shows nothing of it", async ({
  page,
  baseURL,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/frame-ancestors|Refused to (display|frame)/);
  // Another origin on this machine: a second server whose page frames the site.
  const framer = createServer((_request, response) =>
    response
      .writeHead(200, { "Content-Type": "text/html" })
      .end(`<!doctype html><title>Framer</title><iframe src="${baseURL}/"></iframe>`),
  );
  await new Promise<void>((resolve) => framer.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = framer.address() as AddressInfo;
    const framed = page.waitForResponse(`${baseURL}/`);
    await page.goto(`http://127.0.0.1:${port}/`);
    expect((await framed).status()).toBe(200);
    // The browser received the page but refused to show it inside another site.
    await expect(page.frameLocator("iframe").getByRole("heading", { level: 1 })).toHaveCount(0);
    expect(page.frames().map((frame) => frame.url())).not.toContain(`${baseURL}/`);
  } finally {
    framer.close();
  }
});
