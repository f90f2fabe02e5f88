/**
 * The drawer's focus and scroll lock in Chromium, before hydration and after. (Opening, closing,
 * focus given back and every link, in every engine and mode: drawer.engines.spec.ts; its links and
 * their words: specification.spec.ts and languages.spec.ts.)
 */
import type { Page } from "@playwright/test";
import { paths, words } from "../support/site-facts";
import { expect, holdScripts, hydrated, test, poll } from "../support/fixtures";

const { menu } = words.en.frame;

/** The page behind the open drawer does not scroll, by the wheel or by the keyboard. */
async function expectPageHeld(page: Page) {
  await page.mouse.move(10, 400);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press("PageDown");
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

// Focus taken by its close button, opened by the keyboard: drawer.engines.spec.ts, and
// visible-states.engines.spec.ts at 1024 px.
for (const width of [390, 1024]) {
  test(`at ${width} px the drawer holds the page still and takes focus, giving it back as it closes, before hydration and after; hydrated, it walks its links by Tab from its close button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const menuButton = page.getByRole("button", { name: menu.open });
    const drawer = page.getByRole("navigation", { name: menu.label });
    const close = page.getByRole("button", { name: menu.close });
    const links = drawer.getByRole("link");
    const scripts = await holdScripts(page);
    await page.goto(paths.home.en, { waitUntil: "domcontentloaded" });
    await poll(scripts.count).toBeGreaterThan(0);

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expectPageHeld(page);
    await expect(close).toBeFocused();
    // Its close button is shown within the drawer.
    const [closeBox, drawerBox] = [await close.boundingBox(), await drawer.boundingBox()];
    expect(closeBox!.x).toBeGreaterThanOrEqual(drawerBox!.x);
    expect(closeBox!.y + closeBox!.height).toBeLessThanOrEqual(drawerBox!.y + drawerBox!.height);
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

    // Hydrated, the same drawer, now a modal.
    await scripts.release();
    await hydrated(page);
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    // The drawer slides in to the right-hand edge.
    await poll(async () => {
      const box = await drawer.boundingBox();
      return box && Math.round(box.x + box.width);
    }).toBe(width);

    // From the close button, Tab walks the drawer's links in order.
    for (let i = 0; i < (await links.count()); i++) {
      await page.keyboard.press("Tab");
      await expect(links.nth(i)).toBeFocused();
    }

    await expectPageHeld(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Closed, the page scrolls again: the drawer had held it.
    await page.mouse.wheel(0, 600);
    await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // A link followed from the keyboard closes it (every link, clicked: drawer.engines.spec.ts).
    await menuButton.click();
    await expect(close).toBeFocused();
    await drawer.getByRole("link", { name: words.en.frame.navigation.header.contact }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(paths.contact.en);
    await expect(drawer).toBeHidden();
  });
}
