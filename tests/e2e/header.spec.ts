import type { Page } from "@playwright/test";
import { TEAL, TRANSPARENT, expect, test } from "./fixtures";

const headerBackground = (page: Page) =>
  page
    .locator("header")
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor);

for (const path of ["/", "/contact-us"]) {
  test(`header on ${path} is transparent at the top and teal once scrolled`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await expect(page.locator("header")).toBeVisible();
    expect(await headerBackground(page)).toBe(TRANSPARENT);

    await page.mouse.wheel(0, 300);
    await expect.poll(() => headerBackground(page)).toBe(TEAL);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect.poll(() => headerBackground(page)).toBe(TRANSPARENT);
  });
}

test("wide screens show the four header links and no menu button", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Home", "About", "Services", "Contact Us"]);
  await expect(page.getByRole("button", { name: /menu/i })).toBeHidden();
  await expect(page.getByRole("link", { name: "Exact Bids", exact: true })).toHaveAttribute(
    "href",
    "/",
  );
});

test("the logo leads home from the contact page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/contact-us");
  await page.getByRole("link", { name: "Exact Bids", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Exact Bids" })).toBeVisible();
});

const sections = [
  { link: "About", hash: "#aboutus", heading: "Who are we?" },
  { link: "Services", hash: "#services", heading: "These Are Our Services" },
];

for (const from of ["/", "/contact-us"]) {
  for (const { link, hash, heading } of sections) {
    test(`${link} in the header of ${from} lands on ${hash} below the fixed header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(from);
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: link })
        .click();
      await expect(page).toHaveURL(`/${hash}`);
      const target = page.getByRole("heading", { name: heading });
      await expect(target).toBeInViewport();
      await expect
        .poll(async () => {
          const headerBottom = await page
            .locator("header")
            .first()
            .evaluate((h) => h.getBoundingClientRect().bottom);
          const headingTop = await target.evaluate((h) => h.getBoundingClientRect().top);
          return headingTop >= headerBottom;
        })
        .toBe(true);
    });
  }
}

test("Contact Us and Home in the header navigate between the pages", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL("/contact-us");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Exact Bids" })).toBeVisible();
});
