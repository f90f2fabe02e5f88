/**
 * Every page, in both languages, in every engine: laid out without horizontal overflow at a phone's and a desktop's
 * width (the screenshots land in reports/engines/ to be looked at), and a header that stays
 * readable at the top and once scrolled, hydrated, before hydration and without JavaScript.
 */
import { type PageId, languageList, paths } from "../support/site-facts";
import { MODES, TEAL, TRANSPARENT, expect, hiddenOnScreen, poll, test } from "./fixtures";
import type { Tab } from "./browsers/driver";

// French runs about a quarter longer than English: every page in both.
const PAGES = languageList.flatMap((language) =>
  (Object.keys(paths) as PageId[]).map((id) => ({
    id,
    path: paths[id][language],
    name: language === "en" ? id : `${id}-${language}`,
    language,
  })),
);

const headerBackground = (tab: Tab) =>
  tab.evaluate(() => getComputedStyle(document.querySelector("header")!).backgroundColor);

const scrollTo = (tab: Tab, top: number) =>
  tab.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), top);

for (const { id, path, name, language } of PAGES) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px fits the screen, top and scrolled`, async ({ site }) => {
      const tab = await site.open(path, { width, height: width < 800 ? 800 : 900 });
      const overflow = () =>
        tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await site.screenshot(tab, `${name}-top-${width}`);

      await scrollTo(tab, 900);
      expect(await overflow()).toBeLessThanOrEqual(0);
      // The sections now in view finish their reveal before the picture.
      await poll(() => hiddenOnScreen(tab)).toBe(0);
      await site.screenshot(tab, `${name}-scrolled-${width}`);
    });
  }

  // The header is the same in both languages: its colour is checked on the English pages, on the
  // home page's hero and on the dark band every other page opens with (PageBand).
  if (language !== "en" || !["home", "contact"].includes(id)) continue;
  for (const mode of MODES) {
    test(`the header on ${path} is readable at the top and teal once scrolled, ${mode}`, async ({
      site,
    }) => {
      const tab = await site.open(path, { width: 1440, height: 900, mode });
      // Over the dark band at the top the header is transparent, where the engine can tell the
      // page has not scrolled: without scroll timelines and without scripts, it stays teal.
      const canFollowScroll =
        mode !== "no-javascript" ||
        (await tab.evaluate(() => CSS.supports("animation-timeline: scroll()")));
      expect(await headerBackground(tab)).toBe(canFollowScroll ? TRANSPARENT : TEAL);

      await scrollTo(tab, 700);
      await poll(() => headerBackground(tab)).toBe(TEAL);

      await scrollTo(tab, 0);
      await poll(() => headerBackground(tab)).toBe(canFollowScroll ? TRANSPARENT : TEAL);
    });
  }
}
