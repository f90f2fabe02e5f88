/**
 * The home page's enhancements in every engine: the statistics count up once seen (real from the
 * start where no script runs yet), and the scroll reveal never leaves a section hidden.
 */
import { paths, figureTexts } from "../support/site-facts";
import type { Tab } from "../support/browsers/driver";
import { MODES, expect, hiddenSections, poll, test } from "../support/engine-fixtures";

const FIGURES = Object.values(figureTexts());

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

// Hydrated, the figures count up once seen, to the real ones; before hydration and without
// JavaScript they are real from the start.
for (const mode of MODES) {
  test(`${mode}: after reading to the end, no section is left hidden${mode === "hydrated" ? ", and the statistics have counted up to the real figures" : ", and the figures are real"}`, async ({
    site,
  }) => {
    const tab = await site.open(paths.home.en, { width: 390, mode });
    if (mode !== "hydrated") expect(await shownFigures(tab)).toEqual(FIGURES);
    await readToTheEnd(tab);
    await poll(() => hiddenSections(tab, "anywhere")).toBe(0);
    expect(
      await tab.evaluate(() => document.querySelectorAll("[data-reveal]").length),
    ).toBeGreaterThan(0);
    await poll(() => shownFigures(tab), { timeout: 10_000 }).toEqual(FIGURES);
  });
}
