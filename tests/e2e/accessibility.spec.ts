import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { contact as english } from "../../app/content/en/contact.ts";
import { contact as french } from "../../app/content/fr/contact.ts";
import { TEAL, TRANSPARENT, expect, hydrated, test } from "./fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
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

  for (const width of [390, 1440]) {
    for (const path of ["/", "/contact-us", "/fr/", "/fr/nous-joindre"]) {
      test(`${path} at ${width} px, header transparent and then teal`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("header")).toHaveCSS("background-color", TRANSPARENT);
        await expectNoViolations(page);
        await scrollThrough(page);
        await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
        await expect(page.locator("header")).toHaveCSS("background-color", TEAL);
        await expectNoViolations(page);
      });
    }
  }

  test("the error page", async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 404/);
    await page.goto("/no-such-page");
    await hydrated(page);
    await expectNoViolations(page);
  });

  for (const path of ["/", "/fr/"])
    test(`the drawer on ${path}, open`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(path);
      await hydrated(page);
      await page.getByRole("button", { name: /menu/i }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page);
    });

  // The same markup and styles as without JavaScript, where axe itself cannot run.
  test("the drawer before hydration, open as a popover", async ({ page }) => {
    await page.route("**/assets/entry.client-*.js", () => {});
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await expectNoViolations(page);
  });

  for (const [path, words] of [
    ["/contact-us", english],
    ["/fr/nous-joindre", french],
  ] as const)
    test(`the form on ${path} after a failure and after a success`, async ({
      page,
      expectConsoleErrors,
    }) => {
      expectConsoleErrors(/could not be sent|status of 500/);
      await page.goto(path);
      await hydrated(page);
      const { fieldLabels } = words;
      await page.getByLabel(fieldLabels.name).fill("Axe Check");
      await page.getByLabel(fieldLabels.email).fill("axe@example.com");
      await page.getByLabel(fieldLabels.subject).fill("Accessibility");
      await page.getByLabel(fieldLabels.message).fill("Every state of the form.");
      await page.route("**/api/v1.0/email/send", (route) =>
        route.fulfill({ status: 500, body: "Server error" }),
      );
      await page.getByRole("button", { name: words.submit }).click();
      await expect(page.getByText(words.failed)).toBeVisible();
      await expectNoViolations(page);

      await page.unrouteAll();
      await page.getByRole("button", { name: words.submit }).click();
      await expect(page.getByText(words.sent)).toBeVisible();
      await expectNoViolations(page);
    });
});

test("headings never skip a level and each page has one h1", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/status of 404/);
  for (const path of ["/", "/contact-us", "/fr/", "/fr/nous-joindre", "/no-such-page"]) {
    await page.goto(path);
    const levels = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
    expect(
      levels.filter((level) => level === 1),
      path,
    ).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0)
        expect(
          level - levels[index - 1]!,
          `${path}: h${levels[index - 1]} then h${level}`,
        ).toBeLessThanOrEqual(1);
    });
  }
});

test("the keyboard alone reaches the skip link, the header links and the form, with a visible focus ring", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/contact-us");
  await hydrated(page);
  const focusRing = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    });

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusRing()).toBe(true);

  for (const name of ["Exact Bids", "Home", "About", "Services", "Contact Us"]) {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name, exact: true })).toBeFocused();
    expect(await focusRing()).toBe(true);
  }

  await skip.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  await page.getByLabel("Name").focus();
  expect(await focusRing()).toBe(true);
  await page.keyboard.type("Keyboard User");
  await page.keyboard.press("Tab");
  await page.keyboard.type("keys@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Only the keyboard");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Sent without a mouse.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
  expect(await focusRing()).toBe(true);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you! Your message has been sent." }),
  ).toBeFocused();
});
