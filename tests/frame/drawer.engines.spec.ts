/**
 * The menu below the desktop breakpoint, in every engine and every mode: opened and closed by
 * pointer and keyboard, and a link of each kind leaving it closed at the link's target.
 */
import { paths, sectionPath, words } from "../support/site-facts";
import type { Tab } from "../support/browsers/driver";
import { MODES, expect, poll, test } from "../support/engine-fixtures";

const MENU_BUTTON = 'header button[aria-controls="nav-drawer"]';
const DRAWER = "#nav-drawer";
const link = (href: string) => `${DRAWER} a[href="${href}"]`;

const drawerIsOpen = (tab: Tab) =>
  tab.evaluate((selector) => {
    const drawer = document.querySelector(selector);
    if (!drawer) return null; // the next page is still loading: ask again
    const box = drawer.getBoundingClientRect();
    // Open and on screen: slid in to the right-hand edge.
    return drawer.checkVisibility() && box.width > 0 && box.right <= window.innerWidth + 1;
  }, DRAWER);

/** The focused element's name, and whether it is shown inside the open drawer. */
const focused = (tab: Tab) =>
  tab.evaluate((selector) => {
    const active = document.activeElement as HTMLElement | null;
    const drawer = document.querySelector(selector)!.getBoundingClientRect();
    const box = active?.getBoundingClientRect();
    const inDrawer =
      !!box &&
      active!.checkVisibility({ visibilityProperty: true }) &&
      box.left >= drawer.left &&
      box.right <= drawer.right &&
      box.top >= drawer.top &&
      box.bottom <= drawer.bottom;
    return { name: active?.textContent?.trim() ?? "", inDrawer };
  }, DRAWER);

async function openByClick(tab: Tab) {
  await tab.click(MENU_BUTTON);
  await poll(() => drawerIsOpen(tab)).toBe(true);
}

/**
 * A link of each kind, in the order a visitor may follow them from the home page: a section of
 * the page, back to its top, another page, and from there the same page in the other language.
 * Every link closes the menu the same way (a click outside its switch: nav-drawer.tsx), in both
 * languages.
 */
const LINKS = [sectionPath("services", "en"), paths.home.en, paths.contact.en, paths.contact.fr];

/** Where the visitor is: the path and hash, and whether the section is at the top of the view. */
const position = (tab: Tab, section?: string) =>
  tab
    .evaluate((section) => {
      const top = section ? document.querySelector(section)!.getBoundingClientRect().top : 0;
      return {
        // A page still being read may not have its menu yet.
        at: document.readyState === "loading" ? "(loading)" : location.pathname + location.hash,
        // Below the fixed header (scroll-padding-top), not hidden under it or far below.
        sectionAtTop: section ? top >= 0 && top < 200 : window.scrollY === 0,
      };
    }, section)
    // A link to another page: asked mid-navigation, ask again.
    .catch(() => ({ at: "(navigating)", sectionAtTop: false }));

// One visit a mode: the menu opened and closed every way, then each link followed from it.
for (const mode of MODES)
  test(`${mode}: the menu opens by click and by keyboard, taking focus on its close button; the close button and Escape close it, giving focus back to the menu button; a section, the top, another page and the other language, followed from it on ${paths.home.en}, leave it closed at their target`, async ({
    site,
  }) => {
    const tab = await site.open(paths.home.en, { mode });
    expect(await drawerIsOpen(tab)).toBe(false);
    await openByClick(tab);
    await site.screenshot(tab, `drawer-open-390-${mode}`);
    await tab.click("#nav-drawer-switch button");
    await poll(() => drawerIsOpen(tab)).toBe(false);

    for (const close of ["Escape", "close button"] as const) {
      await tab.focus(MENU_BUTTON);
      await tab.press("Enter");
      await poll(() => drawerIsOpen(tab)).toBe(true);
      await poll(() => focused(tab), { message: "focus moves into the open menu" }).toEqual({
        name: words.en.frame.menu.close,
        inDrawer: true,
      });
      if (close === "Escape") await tab.press("Escape");
      else await tab.press("Enter"); // the focused close button
      await poll(() => drawerIsOpen(tab)).toBe(false);
      await poll(() => focused(tab), { message: `after ${close}` }).toEqual({
        name: words.en.frame.menu.open,
        inDrawer: false,
      });
    }

    for (const href of LINKS) {
      const section = new URL(href, "http://site").hash || undefined;
      await openByClick(tab);
      // The address can change before the page it leads to is drawn, with its own language link.
      await poll(() => tab.evaluate((link) => !!document.querySelector(link), link(href))).toBe(
        true,
      );
      await tab.click(link(href));
      await expect
        .poll(() => position(tab, section), { message: `after following ${href}` })
        .toEqual({ at: href, sectionAtTop: true });
      await poll(() => drawerIsOpen(tab)).toBe(false);
    }
  });
