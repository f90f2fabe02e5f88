/**
 * Every page, in both languages, in every engine: no horizontal overflow, the way to a quote in
 * view, and a header readable at the top and once scrolled in every mode (pictures in
 * reports/engines/); the home page's statistics count up once seen (real from the start where no
 * script runs yet), and its scroll reveal never leaves a section hidden.
 */
import {
  type Language,
  type PageId,
  figureTexts,
  languageList,
  paths,
  tradePaths,
  words,
} from "../support/site-facts";
import {
  type Mode,
  MODES,
  TEAL,
  TRANSPARENT,
  expect,
  poll,
  test,
} from "../support/engine-fixtures";
import type { Tab } from "../support/browsers/driver";

// French runs about a quarter longer than English: every page in both. The trades' pages are one
// page with other words, whose longest may overflow a phone: each is checked, the first pictured.
const PAGES = languageList.flatMap((language) =>
  [
    ...(Object.keys(paths) as PageId[]).map((id) => ({ id, page: paths[id], pictured: true })),
    ...tradePaths.map((page, index) => ({ id: `trade-${index + 1}`, page, pictured: index === 0 })),
  ].map(({ id, page, pictured }) => ({
    id,
    path: page[language],
    name: language === "en" ? id : `${id}-${language}`,
    language,
    pictured,
  })),
);

/** How many sections (on screen, or anywhere) are not (yet) fully shown by the scroll reveal. */
const hiddenSections = (tab: Tab, where: "on screen" | "anywhere" = "on screen") =>
  tab.evaluate(
    (where) =>
      [...document.querySelectorAll("[data-reveal]")].filter((node) => {
        const box = node.getBoundingClientRect();
        const onScreen = box.bottom > 0 && box.top < window.innerHeight;
        return (onScreen || where === "anywhere") && getComputedStyle(node).opacity !== "1";
      }).length,
    where,
  );

const headerBackground = (tab: Tab) =>
  tab.evaluate(() => getComputedStyle(document.querySelector("header")!).backgroundColor);

/**
 * Whether the header's link to the contact page is whole on screen and overlaps nothing else in
 * the header (the logo's name, the menu button), the longer French label included.
 */
const quoteLinkClearance = (tab: Tab, language: Language) =>
  tab.evaluate(
    ([contactPath, quoteLabel]) => {
      const header = document.querySelector("header")!;
      // Links, buttons and what they hold: a name that overflows its link counts where it is seen.
      const shown = [...header.querySelectorAll("a, a *, button, button *")].filter(
        (node) => node.getClientRects().length > 0 && !node.closest("dialog, [popover]"),
      );
      const quote = shown.find(
        (node) =>
          node.getAttribute("href") === contactPath && node.textContent!.trim() === quoteLabel,
      )!;
      const box = quote.getBoundingClientRect();
      const overlaps = (other: Element) => {
        const rest = other.getBoundingClientRect();
        return (
          box.left < rest.right &&
          rest.left < box.right &&
          box.top < rest.bottom &&
          rest.top < box.bottom
        );
      };
      return {
        inView: box.left >= 0 && box.right <= window.innerWidth && box.top >= 0,
        clearOfTheRest: shown
          .filter((node) => !quote.contains(node))
          .every((node) => !overlaps(node)),
      };
    },
    [paths.contact[language], words[language].frame.quote] as const,
  );

const scrollTo = (tab: Tab, top: number) =>
  tab.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), top);

const shownFigures = (tab: Tab) =>
  tab.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="count-"]')].map((node) => node.textContent),
  );

/** Scrolls to the bottom a screen at a time, as a reader would, reading what each screen shows. */
async function readToTheEnd(tab: Tab) {
  for (let top = 0; ; top += 600) {
    const done = await tab.evaluate((top) => {
      window.scrollTo({ top, behavior: "instant" });
      return top + window.innerHeight >= document.documentElement.scrollHeight;
    }, top);
    await poll(() => hiddenSections(tab), { message: `at ${top} px` }).toBe(0);
    if (done) return;
  }
}

// At a phone's width every page, one language a test; at a desktop's, the pages laid out in
// columns (the hero and its picture, the form and its aside): the others are one column of text
// within the page's width, at 1440 as at 390. Those two also before hydration and without
// JavaScript, their header over the home page's hero and the dark band every other page opens
// with (PageBand), in English: in French they are the same markup.
const LAYOUTS = [
  ...languageList.map((language) => ({
    width: 390,
    what: `every page (${language})`,
    pages: PAGES.filter((page) => page.language === language),
    mode: "hydrated" as Mode,
  })),
  ...MODES.map((mode) => ({
    width: 1440,
    what: `the pages in columns, ${mode},`,
    pages: PAGES.filter(
      ({ id, language }) =>
        (id === "home" || id === "contact") && (mode === "hydrated" || language === "en"),
    ),
    mode,
  })),
];

for (const { width, what, pages, mode } of LAYOUTS)
  test(`${what} at ${width} px fits the screen, top and scrolled, its header readable at the top and teal once scrolled; read to the end, the home page hides no section and shows the real figures`, async ({
    site,
  }) => {
    const tab = await site.open(pages[0]!.path, { width, height: width < 800 ? 800 : 900, mode });
    const overflow = () =>
      tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // Over the dark band at the top the header is transparent, where the engine can tell the page
    // has not scrolled: without scroll timelines and without scripts, it stays teal.
    const atTheTop =
      mode !== "no-javascript" ||
      (await tab.evaluate(() => CSS.supports("animation-timeline: scroll()")))
        ? TRANSPARENT
        : TEAL;
    for (const { id, path, name, language, pictured } of pages) {
      if (path !== pages[0]!.path) await site.visit(tab, path);
      expect(await overflow(), path).toBeLessThanOrEqual(0);
      expect(await headerBackground(tab), path).toBe(atTheTop);
      expect(await quoteLinkClearance(tab, language), path).toEqual({
        inView: true,
        clearOfTheRest: true,
      });
      if (pictured && mode === "hydrated") await site.screenshot(tab, `${name}-top-${width}`);

      await scrollTo(tab, 900);
      expect(await overflow(), `${path} scrolled`).toBeLessThanOrEqual(0);
      await poll(() => headerBackground(tab)).toBe(TEAL);
      // The sections now in view finish their reveal before the picture.
      await poll(() => hiddenSections(tab)).toBe(0);
      if (pictured && mode === "hydrated") await site.screenshot(tab, `${name}-scrolled-${width}`);

      await scrollTo(tab, 0);
      await poll(() => headerBackground(tab)).toBe(atTheTop);

      if (id !== "home") continue;
      // Read to the end, the home page leaves no section hidden. Its figures are real where no
      // script runs yet; hydrated, they count up to the real ones once seen.
      const figures = Object.values(figureTexts(language));
      if (mode !== "hydrated") expect(await shownFigures(tab)).toEqual(figures);
      await readToTheEnd(tab);
      await poll(() => hiddenSections(tab, "anywhere")).toBe(0);
      expect(
        await tab.evaluate(() => document.querySelectorAll("[data-reveal]").length),
      ).toBeGreaterThan(0);
      await poll(() => shownFigures(tab), { timeout: 10_000 }).toEqual(figures);
    }
  });
