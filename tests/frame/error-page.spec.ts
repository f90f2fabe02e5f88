/**
 * The error page: 404 inside the site's frame, in both languages, and without JavaScript; the
 * build's 404.html, which the local server answers with as every static host does (on each host:
 * tests/hosts/http.deploy.spec.ts). (The header and footer around it: specification.spec.ts; a
 * section's address landing below the header, header.spec.ts and drawer.engines.spec.ts.)
 */
import type { Page } from "@playwright/test";
import { languages, paths, site, tradePaths, unknownPath, words } from "../support/site-facts";
import { expect, hydrated, test } from "../support/fixtures";

const { frame } = words.en;
const errorHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: frame.error.title });

test("an unknown route, a trade's included, answers 404 with the error page, in both languages", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/status of 404/);
  expect((await page.goto(unknownPath))?.status()).toBe(404);
  await expect(errorHeading(page)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(frame.error.title));
  await page.getByRole("link", { name: frame.error.contact, exact: true }).click();
  await expect(page).toHaveURL(paths.contact.en);
  await page.goBack();
  await page.getByRole("link", { name: frame.error.home }).click();
  await expect(page).toHaveURL(paths.home.en);
  await expect(page.getByRole("heading", { level: 1, name: site.name })).toBeVisible();

  // A trade's address that is no trade's is unknown too.
  const noTrade = tradePaths[0]!.en.replace(/[^/]+$/, "no-such-trade");
  expect((await page.goto(noTrade))?.status()).toBe(404);
  await expect(errorHeading(page)).toBeVisible();

  expect((await page.goto(`${paths.home.fr}page-inconnue`))?.status()).toBe(404);
  await hydrated(page);
  await expect(errorHeading(page)).toBeVisible();
  const { error } = words.fr.frame;
  const french = page.locator(`main [lang="${languages.fr.tag}"]`);
  await expect(french.first()).toHaveText(error.title);
  await expect(french.last()).toContainText(error.notFound);
  await french.last().getByRole("link", { name: error.home }).click();
  await expect(page).toHaveURL(paths.home.fr);
  await expect(page.locator("html")).toHaveAttribute("lang", languages.fr.tag);
});

test("the error page reads the same without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto("/deeply/nested/unknown"))?.status()).toBe(404);
  await expect(errorHeading(page)).toBeVisible();
  await context.close();
});
