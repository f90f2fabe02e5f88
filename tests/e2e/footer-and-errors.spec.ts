import { expect, hydrated, test } from "./fixtures";

const NOT_FOUND_DOCUMENT = /status of 404/;

const UNKNOWN_PATH = "/no-such-page";

for (const path of ["/", "/contact-us", UNKNOWN_PATH]) {
  test(`footer on ${path} has quick links, the office, the e-mail and the blurb`, async ({
    page,
    expectConsoleErrors,
  }) => {
    if (path === UNKNOWN_PATH) expectConsoleErrors(NOT_FOUND_DOCUMENT);
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quickLinks.getByRole("link")).toHaveText([
      "Home",
      "Services",
      "About Us",
      "Contact Us",
    ]);
    const hrefs = await quickLinks
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/#services", "/#aboutus", "/contact-us"]);
    await expect(footer).toContainText("Islamabad");
    await expect(footer.getByRole("link", { name: "info@exactbids.com" })).toHaveAttribute(
      "href",
      "mailto:info@exactbids.com",
    );
    await expect(footer).toContainText("cost estimates, quantity takeoffs and bid packages");
  });
}

test("footer quick links reach the sections of the home page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/contact-us");
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/#aboutus");
  await expect(page.getByRole("heading", { name: "Who are we?" })).toBeInViewport();
});

test("an unknown route answers 404 with the error page inside the frame", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(NOT_FOUND_DOCUMENT);
  const response = await page.goto(UNKNOWN_PATH);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle(/Unexpected Application Error!/);

  await page.getByRole("link", { name: "Contact us", exact: true }).click();
  await expect(page).toHaveURL("/contact-us");
  await page.goBack();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Exact Bids" })).toBeVisible();
});

test("an unknown French path answers 404 with the error page in both languages", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(NOT_FOUND_DOCUMENT);
  const response = await page.goto("/fr/page-inconnue");
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeVisible();
  const french = page.locator('main [lang="fr-CA"]');
  await expect(french.first()).toHaveText("Erreur inattendue de l’application");
  await expect(french.last()).toContainText("La page que vous cherchez n’existe pas");
  await french.last().getByRole("link", { name: "Retour à l’accueil" }).click();
  await expect(page).toHaveURL("/fr/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
});

test("the error page reads the same without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/deeply/nested/unknown");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeVisible();
  await context.close();
});

test("the built site ships a 404.html for static hosts", async ({ request }) => {
  const response = await request.get("/404.html");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Unexpected Application Error!");
});

test("both pages are prerendered HTML and hydrate inside #root", async ({ request, page }) => {
  for (const path of ["/", "/contact-us"]) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<div id="root"[^>]*>.*<h1[^>]*>/s);
  }
  for (const path of ["/", "/contact-us"]) {
    await page.goto(path);
    await hydrated(page);
    // React keeps its fiber on every element it owns: the prerendered header is now React's.
    const ownedByReact = await page
      .locator("#root > header")
      .evaluate((header) => Object.keys(header).some((key) => key.startsWith("__reactFiber")));
    expect(ownedByReact).toBe(true);
  }
});
