/**
 * The home page's enhancements in Chromium: the statistics count up once seen while screen readers
 * get the real figures, sections reveal on scroll, and neither hides anything with reduced motion
 * or where the counter cannot load. (Its texts, cards and links: specification.spec.ts; the cards'
 * divisions: trades.spec.ts; in every engine, and without JavaScript: pages.engines.spec.ts.)
 */
import type { Page } from "@playwright/test";
import { figureTexts, paths, site, words } from "../support/site-facts";
import { expect, holdScripts, hydrated, test, poll, openHydrated } from "../support/fixtures";

const { home } = words.en;
const FIGURES = figureTexts();

const counter = (page: Page, id: string) => page.getByTestId(`count-${id}`);
const countValue = async (page: Page, id: string) =>
  Number((await counter(page, id).textContent())?.replace(/\D/g, ""));
const strip = (page: Page) => page.getByRole("region", { name: home.statistics.heading });
const revealOpacities = (page: Page) =>
  page
    .locator("[data-reveal]")
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));

async function expectFinalFigures(page: Page) {
  for (const [id, value] of Object.entries(FIGURES))
    await expect(counter(page, id)).toHaveText(value);
}

test("the statistics count up from 0 once the strip is seen, once only, while screen readers get the real figures", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, paths.home.en);
  // From here the page's timers and animation frames run only when the test says so.
  await page.clock.install();
  for (const [id, value] of Object.entries(FIGURES)) {
    await expect(counter(page, id)).toHaveText(value.replace(/\d+/, "0"));
    const label = home.statistics.labels[id as keyof typeof FIGURES];
    await expect(
      strip(page).getByRole("definition").filter({ hasText: value }).first(),
    ).toBeAttached();
    await expect(strip(page).getByRole("term").filter({ hasText: label })).toBeAttached();
  }
  await expect(counter(page, "projects")).toHaveAttribute("aria-hidden", "true");

  await strip(page).scrollIntoViewIfNeeded();
  await page.clock.runFor(1200);
  await poll(() => countValue(page, "projects")).toBeGreaterThan(0);
  expect(await countValue(page, "projects")).toBeLessThan(Number(FIGURES.projects));

  await page.clock.runFor(2000);
  await expectFinalFigures(page);

  // Seen again later: it does not count a second time.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.clock.runFor(300);
  await strip(page).scrollIntoViewIfNeeded();
  await page.clock.runFor(500);
  await expectFinalFigures(page);
});

// Where the counter's module cannot load, the rest of the page works on, its reveal included.
test("sections below the fold reveal as they scroll into view; where the counter cannot load, the strip shows the real figures and the page stays", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/Failed to load resource|Failed to fetch dynamically imported module/);
  await page.route("**/assets/counting-number-*.js", (route) => route.abort());
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, paths.home.en);
  const card = page.locator("#services [data-reveal]").last();
  await expect(card).toHaveAttribute("data-reveal", "hidden");
  await expect(card).toHaveCSS("opacity", "0");
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute("data-reveal", "shown");
  await expect(card).toHaveCSS("opacity", "1");
  await strip(page).scrollIntoViewIfNeeded();
  await expectFinalFigures(page);
  // The hero, on screen from the start, never hides.
  await expect(page.getByRole("heading", { level: 1, name: site.name })).toBeVisible();
});

test("a reader already at the end when the page hydrates finds nothing faded on the way back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const scripts = await holdScripts(page);
  await page.goto(paths.home.en);
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
  );
  await scripts.release();
  await hydrated(page);
  await poll(() => page.locator('[data-reveal="hidden"]').count()).toBe(0);
  await poll(() => revealOpacities(page)).not.toContain("0");
});

test("with reduced motion the figures are final at once and nothing is hidden", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHydrated(page, paths.home.en);
  await page.clock.install();
  expect(new Set(await revealOpacities(page))).toEqual(new Set(["1"]));
  await strip(page).scrollIntoViewIfNeeded();
  await expectFinalFigures(page);
  await page.clock.runFor(3500);
  await expectFinalFigures(page);
  expect(new Set(await revealOpacities(page))).toEqual(new Set(["1"]));
});

test("nothing overflows horizontally at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of Object.values(paths).map((page) => page.en)) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
  }
});
