/**
 * A visitor's walk through the site on a phone: the home page down to its figures, then the drawer
 * to the contact page. The checks that every flow runs without a CSP violation or a console error
 * take it, on the local server (tests/e2e/security.spec.ts) and on each host (tests/deploy/).
 */
import type { Page } from "@playwright/test";
import { expect, hydrated } from "../e2e/fixtures";
import { figureTexts, paths, words } from "../support/site-facts";

const { frame, home } = words.en;

export async function walkHomeToContact(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(paths.home.en);
  await hydrated(page);
  await page.getByRole("region", { name: home.statistics.heading }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("count-projects")).toHaveText(figureTexts().projects, {
    timeout: 6000,
  });
  await page.getByRole("button", { name: frame.menu.open }).click();
  await page
    .getByRole("dialog", { name: frame.menu.label })
    .getByRole("link", { name: words.en.frame.navigation.header.contact })
    .click();
  await expect(page).toHaveURL(paths.contact.en);
  await hydrated(page);
}
