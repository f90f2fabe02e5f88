/**
 * Offline, the site's own links keep the visitor on the site: once a page has hydrated and the
 * browser has been idle, the header, the home page's call to the contact page and the language
 * switch render their page in place, keeping what was typed in the form; a page whose code could
 * not be had leaves the visitor where they are. Never the browser's "No internet" page.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { anEnquiry, expectFormHolds, fillForm } from "../helpers/contact-page";
import { languages, paths, scriptsNamedIn, site, words } from "../support/site-facts";
import { expect, hydrated, test, poll } from "./fixtures";

/**
 * What offline leaves unfetched: the EmailJS SDK, which the contact page fetches to send, and the
 * scripts a test refuses.
 */
const OFFLINE_LOADS = /Failed to load resource/;

test.use({ viewport: { width: 1440, height: 900 } });

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
const banner = (page: Page) => page.getByRole("banner");
const headerLink = (page: Page, name: string) =>
  banner(page).getByRole("link", { name, exact: true });

/** Counts the page's requests under way, from now on. */
function requestsUnderWay(page: Page) {
  const underWay = new Set<unknown>();
  page.on("request", (request) => underWay.add(request));
  page.on("requestfinished", (request) => underWay.delete(request));
  page.on("requestfailed", (request) => underWay.delete(request));
  return () => underWay.size;
}

/** A visitor reading the page a moment: hydrated, then the browser idle with nothing loading. */
async function readAMoment(page: Page, underWay: () => number) {
  await hydrated(page);
  const idle = () =>
    page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
  await poll(async () => (await idle(), underWay())).toBe(0);
}

/** Marks this page view, to check that no navigation reloaded the document. */
const markVisit = (page: Page) => page.evaluate(() => Object.assign(window, { sameVisit: true }));
const sameVisit = (page: Page) => page.evaluate(() => "sameVisit" in window);

test("offline, the home page's call, the language switch and the header render their pages, keeping what was typed", async ({
  page,
  context,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(OFFLINE_LOADS);
  const underWay = requestsUnderWay(page);
  await page.goto(paths.home.en);
  await readAMoment(page, underWay);
  await markVisit(page);
  await context.setOffline(true);

  await page.getByRole("link", { name: words.en.home.hero.cta }).click();
  await expect(page).toHaveURL(paths.contact.en);
  await expect(heading(page, words.en.contact.title)).toBeVisible();
  const enquiry = anEnquiry();
  await fillForm(page, enquiry);

  await headerLink(page, languages.fr.name).click();
  await expect(page).toHaveURL(paths.contact.fr);
  await expect(heading(page, words.fr.contact.title)).toBeVisible();
  await expectFormHolds(page, enquiry, "fr");

  const nav = words.fr.frame.navigation.header;
  await headerLink(page, nav.home).click();
  await expect(page).toHaveURL(paths.home.fr);
  await expect(heading(page, site.name)).toBeVisible();
  await headerLink(page, nav.contact).click();
  await expect(page).toHaveURL(paths.contact.fr);
  await expectFormHolds(page, enquiry, "fr");

  expect(await sameVisit(page), "no link reloaded the page").toBe(true);
});

/** The scripts `target` loads that the page at `from` does not: that page's own code. */
async function codeOnlyOf(request: APIRequestContext, target: string, from: string) {
  const scripts = async (path: string) => scriptsNamedIn(await (await request.get(path)).text());
  const loadedBefore = await scripts(from);
  return [...(await scripts(target))].filter((script) => !loadedBefore.has(script));
}

test("offline, a link whose page's code could not be had leaves the visitor on the page", async ({
  page,
  context,
  request,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(OFFLINE_LOADS);
  const refused = await codeOnlyOf(request, paths.home.fr, paths.home.en);
  expect(refused.length).toBeGreaterThan(0);
  await page.route(
    (url) => refused.includes(url.pathname),
    (route) => route.abort("internetdisconnected"),
  );
  const underWay = requestsUnderWay(page);
  await page.goto(paths.home.en);
  await readAMoment(page, underWay);
  await markVisit(page);
  await context.setOffline(true);

  await headerLink(page, languages.fr.name).click();
  // Give a reload, if one were coming, the time to replace the page.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
  expect(await sameVisit(page), "the link reloaded the page").toBe(true);
  await expect(page).toHaveURL(paths.home.en);
  await expect(heading(page, site.name)).toBeVisible();

  // Back online, the same link leads to the page.
  await page.unrouteAll();
  await context.setOffline(false);
  await headerLink(page, languages.fr.name).click();
  await expect(page).toHaveURL(paths.home.fr);
  await expect(heading(page, site.name)).toBeVisible();
});
