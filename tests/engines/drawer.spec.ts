/**
 * The menu below the desktop breakpoint, in every engine and every mode: it opens by click and by
 * keyboard, closes by Escape and by its close button, and every link leaves it closed with the
 * visitor at the link's target, same-page sections included; then it opens again.
 */
import { languageList, paths, sectionPath } from "../support/site-facts";
import type { Tab } from "./browsers/driver";
import { MODES, expect, poll, test } from "./fixtures";

const MENU_BUTTON = 'header button[aria-controls="nav-drawer"]';
const DRAWER = "#nav-drawer";
const CLOSE_BUTTON = `${DRAWER} button`;
const link = (href: string) => `${DRAWER} a[href="${href}"]`;

const drawerIsOpen = (tab: Tab) =>
  tab.evaluate((selector) => {
    const drawer = document.querySelector(selector);
    if (!drawer) return null; // the next page is still loading: ask again
    const box = drawer.getBoundingClientRect();
    // Open and on screen: slid in to the right-hand edge.
    return drawer.checkVisibility() && box.width > 0 && box.right <= window.innerWidth + 1;
  }, DRAWER);

async function openByClick(tab: Tab) {
  await tab.click(MENU_BUTTON);
  await poll(() => drawerIsOpen(tab)).toBe(true);
}

/** Where the visitor is: the path and hash, and whether the section is at the top of the view. */
/**
 * From each home page, the links in the order a visitor may follow them: the sections, back to
 * the top, the contact page, and from there the contact page in the other language.
 */
const linksFrom = languageList.map((language) => {
  const other = languageList.find((each) => each !== language)!;
  return {
    start: paths.home[language],
    links: [
      sectionPath("services", language),
      sectionPath("about", language),
      paths.home[language],
      paths.contact[language],
      paths.contact[other],
    ],
  };
});

const position = (tab: Tab, section?: string) =>
  tab
    .evaluate((section) => {
      const top = section ? document.querySelector(section)!.getBoundingClientRect().top : 0;
      return {
        at: location.pathname + location.hash,
        // Below the fixed header (scroll-padding-top), not hidden under it or far below.
        sectionAtTop: section ? top >= 0 && top < 200 : window.scrollY === 0,
      };
    }, section)
    // A link to another page: asked mid-navigation, ask again.
    .catch(() => ({ at: "(navigating)", sectionAtTop: false }));

for (const mode of MODES) {
  test.describe(mode, () => {
    test("the menu opens by click and the close button closes it; by keyboard, and Escape closes it", async ({
      site,
    }) => {
      const tab = await site.open(paths.home.en, { mode });
      expect(await drawerIsOpen(tab)).toBe(false);
      await openByClick(tab);
      await site.screenshot(tab, `drawer-open-390-${mode}`);
      await tab.click(CLOSE_BUTTON);
      await poll(() => drawerIsOpen(tab)).toBe(false);

      await tab.focus(MENU_BUTTON);
      await tab.press("Enter");
      await poll(() => drawerIsOpen(tab)).toBe(true);
      await tab.press("Escape");
      await poll(() => drawerIsOpen(tab)).toBe(false);
    });

    for (const { start, links } of linksFrom)
      test(`every link on ${start} leaves the menu closed at its target, same-page sections too`, async ({
        site,
      }) => {
        const tab = await site.open(start, { mode });
        for (const href of links) {
          const section = new URL(href, "http://site").hash || undefined;
          await openByClick(tab);
          await tab.click(link(href));
          await expect
            .poll(() => position(tab, section), { message: `after following ${href}` })
            .toEqual({ at: href, sectionAtTop: true });
          await poll(() => drawerIsOpen(tab)).toBe(false);
        }
      });
  });
}
