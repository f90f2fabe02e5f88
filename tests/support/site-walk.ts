/**
 * A visitor's walk through the site on a phone, with the CSP watched: the home page down to its
 * figures, the drawer to the contact page, `atContact` there, then the error page, on each host
 * (tests/hosts/browser.deploy.spec.ts). On the local server, every flow's CSP violations are
 * caught in each engine (tests/support/network.ts) and, in Chromium, as console errors.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, watchViolations } from "./fixtures";
import { figureTexts, paths, unknownPath, words } from "./site-facts";

const { frame, home } = words.en;

/**
 * No violation on the way; the error page's 404 answer is the one console error expected, and its
 * own scripts' violations show once they have loaded and hydrated it.
 */
export async function walkWithoutViolations(
  page: Page,
  expectConsoleErrors: (pattern: RegExp) => void,
  atContact: () => Promise<void>,
) {
  expectConsoleErrors(/status of 404/);
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(paths.home.en);
  await hydrated(page);
  await page.getByRole("region", { name: home.statistics.heading }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("count-projects")).toHaveText(figureTexts().projects, {
    timeout: 6000,
  });
  await page.getByRole("button", { name: frame.menu.open }).click();
  await page
    .getByRole("navigation", { name: frame.menu.label })
    .getByRole("link", { name: words.en.frame.navigation.header.contact })
    .click();
  await expect(page).toHaveURL(paths.contact.en);
  await hydrated(page);
  await atContact();
  const response = await page.goto(unknownPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: frame.error.title })).toBeVisible();
  await hydrated(page);
  expect(violations).toEqual([]);
}
