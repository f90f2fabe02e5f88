import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const focusIsInDrawer = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));

for (const width of [390, 1024]) {
  test.describe(`drawer at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      // The modal drawer; before hydration it is a popover (paint-first.spec.ts, tests/engines/).
      await hydrated(page);
    });

    test("the menu button opens a modal drawer with the four links, keyboard only", async ({
      page,
    }) => {
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      const menu = page.getByRole("button", { name: /menu/i });
      await menu.focus();
      await page.keyboard.press("Enter");

      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("navigation").getByRole("link")).toHaveText([
        "Home",
        "About",
        "Services",
        "Contact Us",
      ]);
      await expect(drawer.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/");
      await expect(drawer.getByRole("button", { name: /close/i })).toBeVisible();
      expect(await focusIsInDrawer(page)).toBe(true);

      // The drawer slides in to the right-hand edge.
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return box && Math.round(box.x + box.width);
        })
        .toBe(width);

      // Focus is trapped: tabbing forwards and backwards never leaves the drawer.
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        expect(await focusIsInDrawer(page)).toBe(true);
      }
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusIsInDrawer(page)).toBe(true);
      }

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
    });

    test("the close button closes the drawer and focus returns to the menu button", async ({
      page,
    }) => {
      const menu = page.getByRole("button", { name: /menu/i });
      await menu.click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await drawer.getByRole("button", { name: /close/i }).focus();
      await page.keyboard.press("Enter");
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
    });

    test("the page behind does not scroll while the drawer is open", async ({ page }) => {
      await page.getByRole("button", { name: /menu/i }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await page.mouse.move(10, 400);
      await page.mouse.wheel(0, 600);
      await page.keyboard.press("PageDown");
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      // The page can scroll: closing the drawer and scrolling again moves it.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press("Escape");
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    test("following a link closes the drawer", async ({ page }) => {
      await page.getByRole("button", { name: /menu/i }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await drawer.getByRole("link", { name: "Contact Us" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/contact-us");
      await expect(drawer).toBeHidden();

      await page.getByRole("button", { name: /menu/i }).click();
      await drawer.getByRole("link", { name: "Services" }).click();
      await expect(page).toHaveURL("/#services");
      await expect(drawer).toBeHidden();
      await expect(page.getByRole("heading", { name: "These Are Our Services" })).toBeInViewport();
    });
  });
}
