/**
 * The firm's own look in Chromium: its typeface, fetched from the site once a first page is live
 * and named by every page after from its first paint, nothing moving either way; and the picture
 * of a takeoff on a phone's first screen, in the page's language. (Focus, refused fields and the
 * drawer, in every engine: tests/enquiry/visible-states.engines.spec.ts.)
 */
import type { Page } from "@playwright/test";
import { languageList, paths, typeface, words } from "../support/site-facts";
import { expect, test, poll, openHydrated, requestTimes } from "../support/fixtures";

const FONT_FILE = /\/assets\/[\w-]+\.woff2$/;

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** The layout shifts of the page so far, as CLS adds them up (none from the visitor's input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as LayoutShift[];
          resolve(shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all means no shift: the observer never reports.
        setTimeout(() => resolve(0), 500);
      }),
  );

/** The first family the body's text is set in. */
const firstFamily = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(",")[0]!.replace(/"/g, ""));

/** The body's text is named in the firm's typeface, and the typeface has loaded. */
async function expectSetInTypeface(page: Page) {
  expect(await firstFamily(page)).toBe(typeface);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate((family) => document.fonts.check(`1em "${family}"`), typeface)).toBe(
    true,
  );
}

for (const width of [390, 1440]) {
  test(`at ${width} px a first page paints without ${typeface} and the next is set in it, nothing moving`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const served: string[] = [];
    page.on("response", (response) => {
      if (FONT_FILE.test(response.url())) served.push(response.headers()["content-type"] ?? "");
    });

    await openHydrated(page, paths.home.en);
    expect(await firstFamily(page)).not.toBe(typeface);
    // Asked for once the page is live, after its first paint, never before.
    await poll(async () => (await requestTimes(page, FONT_FILE)).starts.length).toBe(1);
    const { firstPaint, starts } = await requestTimes(page, FONT_FILE);
    expect(starts[0]).toBeGreaterThan(firstPaint);
    await poll(() => served).toEqual(["font/woff2"]);
    expect(await layoutShift(page)).toBe(0);

    await page.goto(paths.contact.en);
    await expectSetInTypeface(page);
    expect(await layoutShift(page)).toBe(0);
  });
}

// Without JavaScript: the typeface named by the stylesheet alone, and the picture in the HTML.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const language of languageList)
    test(`the ${language} home page is set in ${typeface}, and a phone's first screen shows a takeoff of the page's own trades`, async ({
      page,
    }) => {
      await page.goto(paths.home[language]);
      await expectSetInTypeface(page);
      const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
      // The picture is the hero's drawing with words in it (the icons have none).
      const picture = hero.locator("svg:has(text)");
      await expect(picture).toBeInViewport({ ratio: 0.5 });
      await expect(picture).toHaveAttribute("aria-hidden", "true");
      const first = words[language].trades.trades[0]!.divisions[0]!;
      await expect(picture).toContainText(`${first.number} ${first.title}`);
    });
});
