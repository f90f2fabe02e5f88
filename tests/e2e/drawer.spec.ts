/**
 * The drawer, once hydrated, is a real modal dialog: focus moves into it and is trapped, Escape
 * and the close button hand it back to the menu button, the page behind does not scroll.
 * (Opening, closing and every link, in every engine and mode: tests/engines/drawer.spec.ts;
 * its links and their words: specification.spec.ts and languages.spec.ts.)
 */
import type { Page } from "@playwright/test";
import { paths, words } from "../support/site-facts";
import { expect, hydrated, test, poll } from "./fixtures";

const { menu } = words.en.frame;
const focusIsInDrawer = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));

for (const width of [390, 1024]) {
  test(`at ${width} px the drawer is a modal: focus moves in and stays, the page behind stays still, and focus returns to the menu button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(paths.home.en);
    // The modal drawer; before hydration it is a popover (paint-first.spec.ts, tests/engines/).
    await hydrated(page);
    const menuButton = page.getByRole("button", { name: menu.open });
    const drawer = page.getByRole("dialog", { name: menu.label });

    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    expect(await focusIsInDrawer(page)).toBe(true);
    // The drawer slides in to the right-hand edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(width);

    // Focus is trapped: tabbing forwards and backwards never leaves the drawer.
    for (const key of ["Tab", "Shift+Tab"])
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(key);
        expect(await focusIsInDrawer(page)).toBe(true);
      }

    // The page behind does not scroll while the drawer is open.
    await page.mouse.move(10, 400);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("PageDown");
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // The close button, pressed from the keyboard, hands focus back too.
    await menuButton.click();
    await drawer.getByRole("button", { name: menu.close }).focus();
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Closed, the page scrolls again: the drawer had held it.
    await page.mouse.wheel(0, 600);
    await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // A link followed from the keyboard closes it (every link, clicked: tests/engines/).
    await menuButton.click();
    await drawer.getByRole("link", { name: words.en.frame.navigation.header.contact }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(paths.contact.en);
    await expect(drawer).toBeHidden();
  });
}
