/**
 * What a visitor sees, page by page and state by state, at a phone's width and a desktop's.
 * The baselines live in tests/e2e/__screenshots__/; after an intended visual change, update them
 * with `npm run test:screenshots:update` and look at every changed image before committing.
 */
import type { Page } from "@playwright/test";
import { frames } from "../../app/content/frames.ts";
import { SEND_PATH } from "../helpers/contact-page";
import { TEAL, expect, hydrated, test } from "./fixtures";

const WIDTHS = [390, 1440] as const;

const enquiry = {
  name: "Jane Builder",
  email: "jane@example.com",
  subject: "Bid for the Elm Street clinic",
  message: "Please price the MEP and fire alarm scopes.\nDrawings to follow.",
};

async function openForm(page: Page) {
  await page.goto("/contact-us");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await hydrated(page);
  await page.getByLabel("Name").fill(enquiry.name);
  await page.getByLabel("Email").fill(enquiry.email);
  await page.getByLabel("Subject").fill(enquiry.subject);
  await page.getByLabel("Message").fill(enquiry.message);
}

/** A whole-page shot of a page the test has scrolled: back to the top, header transparent again. */
async function expectWholePage(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("header").first()).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await expect(page).toHaveScreenshot(name, { fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("home, top of the page", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await expect(page).toHaveScreenshot(`home-top-${width}.png`);
    });

    test.describe("with reduced motion", () => {
      test.use({ contextOptions: { reducedMotion: "reduce" } });

      test("home, the whole page", async ({ page }) => {
        await page.goto("/");
        await hydrated(page);
        await expect(page).toHaveScreenshot(`home-full-${width}.png`, { fullPage: true });
      });

      test("home, header once scrolled", async ({ page }) => {
        await page.goto("/");
        await hydrated(page);
        await page.mouse.wheel(0, 700);
        await expect(page.locator("header").first()).toHaveCSS("background-color", TEAL);
        // The header's colour is a scroll-driven animation, which "animations: disabled" would
        // cancel; with reduced motion nothing else on the page moves.
        await expect(page).toHaveScreenshot(`home-scrolled-${width}.png`, { animations: "allow" });
      });

      test("contact, empty form", async ({ page }) => {
        await page.goto("/contact-us");
        await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
        await hydrated(page);
        await expect(page).toHaveScreenshot(`contact-empty-${width}.png`, { fullPage: true });
      });

      test("contact, sending", async ({ page }) => {
        await openForm(page);
        await page.route(SEND_PATH, () => {
          // Held without an answer: the page stays in its sending state.
        });
        await page.getByRole("button", { name: "Send Message" }).click();
        await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
        await expectWholePage(page, `contact-sending-${width}.png`);
      });

      test("contact, failed", async ({ page, expectConsoleErrors }) => {
        expectConsoleErrors(/The enquiry could not be sent|Failed to load resource/);
        await openForm(page);
        await page.route(SEND_PATH, (route) => route.fulfill({ status: 500, body: "Rejected" }));
        await page.getByRole("button", { name: "Send Message" }).click();
        await expect(page.getByRole("status")).toContainText("There was an error");
        await page.getByRole("button", { name: "Send Message" }).blur();
        await expectWholePage(page, `contact-failed-${width}.png`);
      });

      test("contact, sent", async ({ page }) => {
        await openForm(page);
        await page.getByRole("button", { name: "Send Message" }).click();
        await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
        await expectWholePage(page, `contact-sent-${width}.png`);
      });

      // French runs about a quarter longer than English: its longest page and its longest state.
      test("home in French, the whole page", async ({ page }) => {
        await page.goto("/fr/");
        await hydrated(page);
        await expect(page).toHaveScreenshot(`home-full-fr-${width}.png`, { fullPage: true });
      });

      test("contact in French, failed", async ({ page, expectConsoleErrors }) => {
        expectConsoleErrors(/The enquiry could not be sent|Failed to load resource/);
        await page.goto("/fr/nous-joindre");
        await hydrated(page);
        await page.getByLabel("Nom").fill(enquiry.name);
        await page.getByLabel("Courriel").fill(enquiry.email);
        await page.getByLabel("Objet").fill(enquiry.subject);
        await page.getByLabel("Votre message").fill(enquiry.message);
        await page.route(SEND_PATH, (route) => route.fulfill({ status: 500, body: "Rejected" }));
        await page.getByRole("button", { name: "Envoyer le message" }).click();
        await expect(page.getByRole("status")).toContainText("Une erreur s’est produite");
        await page.getByRole("button", { name: "Envoyer le message" }).blur();
        await expectWholePage(page, `contact-failed-fr-${width}.png`);
      });

      test("error page", async ({ page, expectConsoleErrors }) => {
        expectConsoleErrors(/status of 404/);
        await page.goto("/no-such-page");
        await hydrated(page);
        await expect(page).toHaveScreenshot(`error-${width}.png`, { fullPage: true });
      });
    });
  });
}

test.describe("at 390 px with reduced motion", () => {
  test.use({ viewport: { width: 390, height: 900 }, contextOptions: { reducedMotion: "reduce" } });

  for (const [path, language, name] of [
    ["/", "en", "drawer-open-390.png"],
    ["/fr/", "fr", "drawer-open-fr-390.png"],
  ] as const)
    test(`drawer open on ${path}`, async ({ page }) => {
      const { menu } = frames[language];
      await page.goto(path);
      await hydrated(page);
      await page.getByRole("button", { name: menu.open }).click();
      await expect(page.getByRole("dialog", { name: menu.label })).toBeVisible();
      await expect(page).toHaveScreenshot(name);
    });
});
