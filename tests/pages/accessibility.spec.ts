import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { fillForm, openForm, sendButton } from "../support/contact-page";
import {
  detailNames,
  SEND_GLOB,
  allPagePaths,
  languageList,
  navLinks,
  paths,
  sampleDetails,
  sampleEnquiry,
  site,
  tradePaths,
  unknownPath,
  words,
} from "../support/site-facts";
import { TEAL, TRANSPARENT, expect, siteHeader, test, openHydrated } from "../support/fixtures";

const { frame, contact } = words.en;

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe on the page, or only on the part `within` selects. In one page: the pages have no frames,
 * and axe's default run opens a second page for each check to merge the frames' results (about
 * half of this file's time).
 */
async function expectNoViolations(page: Page, within?: string) {
  const axe = new AxeBuilder({ page }).withTags(WCAG).setLegacyMode();
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** Each page has one h1, and its headings never skip a level. */
async function expectHeadingOutline(page: Page, path: string) {
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
  expect(levels.filter((level) => level === 1).length, `h1 on ${path}`).toBe(1);
  const skipped = levels.flatMap((level, index) =>
    index > 0 && level - levels[index - 1]! > 1 ? [`h${levels[index - 1]} then h${level}`] : [],
  );
  expect(skipped, path).toEqual([]);
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo({ top: y, behavior: "instant" });
      // Two frames: the observers see each position before the next.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
  });
}

test.describe("axe finds no WCAG 2.2 A/AA violation", () => {
  test.beforeEach(async ({ page }) => {
    // Still frames: the reveal and the counters are checked in their final state.
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  // Both widths in one visit: the layout follows the width, and React has nothing of its own to
  // redraw for it. Scrolled, only the header changes (teal): axe checks it alone then, on the home
  // pages, the header being the same markup on every page. On the questions pages every answer is
  // open (a superset of closed: only a hidden icon turns); on the home pages the menu is checked
  // open too, at 390 px where it is: the same popover before hydration and without JavaScript
  // (decision 005), where axe itself cannot run. The privacy and trade pages are the same markup
  // and styles in French, their words only longer (no overflow: pages.engines.spec.ts): English.
  // The error page too.
  const checked = [
    ...allPagePaths.filter((path) => ![paths.privacy.fr, tradePaths[0]!.fr].includes(path)),
    unknownPath,
  ];
  for (const path of checked) {
    const faq = languageList.some((language) => paths.faq[language] === path);
    const language = languageList.find((language) => paths.home[language] === path);
    test(`${path} at 390 and 1440 px${language ? ", header transparent and then teal, the menu open" : ""}${faq ? ", every answer open" : ""}; one h1 and no heading level skipped`, async ({
      page,
      expectConsoleErrors,
    }) => {
      if (path === unknownPath) expectConsoleErrors(/status of 404/);
      await page.setViewportSize({ width: 390, height: 900 });
      await openHydrated(page, path);
      await expectHeadingOutline(page, path);
      if (faq) {
        for (const summary of await page.locator("summary").all()) await summary.click();
        await expect(page.locator("details:not([open])")).toHaveCount(0);
      }
      await scrollThrough(page);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        // Each state of the header is checked by axe (the colour itself: header.spec.ts).
        await expect(siteHeader(page)).toHaveCSS("background-color", TRANSPARENT);
        await expectNoViolations(page);
        if (!language) continue;
        if (width === 390) {
          await page.getByRole("button", { name: words[language].frame.menu.open }).click();
          const drawer = page.getByRole("navigation", { name: words[language].frame.menu.label });
          await expect(drawer).toBeVisible();
          // Open, only the header changes: its menu button, and the drawer inside it.
          await expectNoViolations(page, "header");
          await page.keyboard.press("Escape");
          await expect(drawer).toBeHidden();
        }
        await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
        await expect(siteHeader(page)).toHaveCSS("background-color", TEAL);
        await expectNoViolations(page, "header");
      }
    });
  }

  // The rest of the page is as the page's own check found it: axe looks at the form's states.
  for (const language of languageList)
    test(`the form on ${paths.contact[language]} with its details, a refused value, after a failure and after a success`, async ({
      page,
      expectConsoleErrors,
    }) => {
      expectConsoleErrors(/could not be sent|status of 500/);
      const { contact } = words[language];
      await openForm(page, language);
      const enquiry = { ...sampleEnquiry("axe"), ...sampleDetails("axe") };
      await fillForm(page, { ...enquiry, phone: "call me" }, language);
      await sendButton(page, language).click();
      await expect(page.getByLabel(contact.fieldLabels.phone, { exact: true })).toBeFocused();
      await expectNoViolations(page, "main");

      await fillForm(page, { phone: enquiry.phone }, language);
      await page.route(SEND_GLOB, (route) => route.fulfill({ status: 500, body: "Server error" }));
      await sendButton(page, language).click();
      await expect(page.getByText(contact.failed)).toBeVisible();
      await expectNoViolations(page, "main");

      await page.unrouteAll();
      await sendButton(page, language).click();
      await expect(page.getByText(contact.sent)).toBeVisible();
      await expectNoViolations(page, "main");
    });
});

test("the keyboard alone reaches the skip link, the header links and the form, with a visible focus ring", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openForm(page);
  // (Where focus is inside a field's own parts, as on a date picker's button, the engine draws it.)
  const focusRing = () =>
    page.evaluate(() => {
      if (!document.activeElement!.matches(":focus")) return true;
      const style = getComputedStyle(document.activeElement!);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    });

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: frame.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusRing()).toBe(true);

  for (const name of [site.name, ...navLinks("header", "en").map(({ label }) => label)]) {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name, exact: true })).toBeFocused();
    expect(await focusRing()).toBe(true);
  }

  await skip.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  await page.getByLabel(contact.fieldLabels.name, { exact: true }).focus();
  expect(await focusRing()).toBe(true);
  for (const text of ["Keyboard User", "keys@example.com", "Only the keyboard"]) {
    await page.keyboard.type(text);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.type("Sent without a mouse.");
  // Then the project details' fold, opened by Enter, and every detail in it, in order, each with a
  // focus ring; the first trade ticked by Space.
  const reached: string[] = [];
  const sendFocused = () => sendButton(page).evaluate((send) => send === document.activeElement);
  for (let presses = 0; presses < 40 && !(await sendFocused()); presses++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(
      () => (document.activeElement as HTMLInputElement).name ?? document.activeElement!.localName,
    );
    if (name === "summary") await page.keyboard.press("Enter");
    if (name === "trades" && !reached.includes(name)) await page.keyboard.press("Space");
    if (reached.at(-1) !== name) reached.push(name);
    expect(await focusRing(), `a focus ring on ${name}`).toBe(true);
  }
  expect(reached).toEqual(["summary", ...detailNames, ""]);
  await expect(sendButton(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: contact.sent })).toBeFocused();
});
