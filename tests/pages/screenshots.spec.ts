/**
 * What a visitor sees, page by page and state by state, at a phone's width and a desktop's
 * (baselines in __screenshots__/; docs/testing.md says how to take them again).
 */
import type { Page, Route } from "@playwright/test";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { emptyEnquiry } from "../../app/enquiry/schema.ts";
import { CONTENT_DIR } from "../../build-time/content-check.ts";
import {
  expectStatus,
  fillForm,
  openFilledForm,
  openForm,
  sendButton,
} from "../support/contact-page";
import { SEND_GLOB, paths, unknownPath, words } from "../support/site-facts";
import { TEAL, TRANSPARENT, expect, siteHeader, test, openHydrated } from "../support/fixtures";

const WIDTHS = [390, 1440] as const;

/**
 * The baselines show the words and figures of app/content/ as they were when they were taken, and
 * the digest of those files is kept beside them. After an owner's edit they no longer apply: the
 * check says so and steps aside rather than failing `npm test`, until the baselines are taken
 * again, which records the new digest.
 */
const CONTENT_DIGEST = join(import.meta.dirname, "__screenshots__", "content.sha256");
const contentDigest = () => {
  const hash = createHash("sha256");
  for (const file of readdirSync(CONTENT_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort())
    hash.update(`${file}\n`).update(readFileSync(join(CONTENT_DIR, file)));
  return `${hash.digest("hex")}\n`;
};

test.beforeEach(() => {
  const digest = contentDigest();
  if (["all", "changed"].includes(test.info().config.updateSnapshots))
    return writeFileSync(CONTENT_DIGEST, digest);
  test.skip(
    !existsSync(CONTENT_DIGEST) || readFileSync(CONTENT_DIGEST, "utf8") !== digest,
    "The screenshot baselines were taken with other words in app/content/ (an owner's edit): " +
      "`npm run test:screenshots:update` takes them again; look at each before committing.",
  );
});
const { contact } = words.en;

/** The same words in every picture, so that only a change of the page changes it. */
const enquiry = {
  ...emptyEnquiry(),
  name: "Jane Builder",
  email: "jane@example.com",
  subject: "Bid for the Elm Street clinic",
  message: "Please price the MEP and fire alarm scopes.\nDrawings to follow.",
};

/** A whole-page shot of a page the test has scrolled: back to the top, header transparent again. */
async function expectWholePage(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(siteHeader(page)).toHaveCSS("background-color", TRANSPARENT);
  await expect(page).toHaveScreenshot(name, { fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("home, top of the page", async ({ page }) => {
      await openHydrated(page, paths.home.en);
      await expect(page).toHaveScreenshot(`home-top-${width}.png`);
    });

    test.describe("with reduced motion", () => {
      test.use({ contextOptions: { reducedMotion: "reduce" } });

      // French runs about a quarter longer than English: its longest page and its longest state.
      // At a phone's width, the home page's menu open too.
      for (const [title, path, name, language] of [
        ["home, the whole page", paths.home.en, "home-full", "en"],
        ["home in French, the whole page", paths.home.fr, "home-full-fr", "fr"],
        ["error page", unknownPath, "error", undefined],
      ] as const)
        test(`${title}${language && width === 390 ? ", then its menu open" : ""}`, async ({
          page,
          expectConsoleErrors,
        }) => {
          if (path === unknownPath) expectConsoleErrors(/status of 404/);
          await openHydrated(page, path);
          await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true });
          if (!language || width !== 390) return;
          const { menu } = words[language].frame;
          await page.getByRole("button", { name: menu.open }).click();
          await expect(page.getByRole("navigation", { name: menu.label })).toBeVisible();
          await expect(page).toHaveScreenshot(
            `drawer-open${language === "fr" ? "-fr" : ""}-390.png`,
          );
        });

      test("home, header once scrolled", async ({ page }) => {
        await openHydrated(page, paths.home.en);
        await page.mouse.wheel(0, 700);
        await expect(siteHeader(page)).toHaveCSS("background-color", TEAL);
        // The header's colour is a scroll-driven animation, which "animations: disabled" would
        // cancel; with reduced motion nothing else on the page moves.
        await expect(page).toHaveScreenshot(`home-scrolled-${width}.png`, { animations: "allow" });
      });

      // One visit through the states a send goes through: empty, held, refused, then sent again.
      test("contact, empty form, then sending, failed and sent", async ({
        page,
        expectConsoleErrors,
      }) => {
        expectConsoleErrors(/The enquiry could not be sent|Failed to load resource/);
        await openForm(page);
        await expect(sendButton(page)).toBeEnabled();
        await expect(page).toHaveScreenshot(`contact-empty-${width}.png`, { fullPage: true });
        await fillForm(page, enquiry);
        let hold = (_route: Route) => {};
        const held = new Promise<Route>((resolve) => (hold = resolve));
        await page.route(SEND_GLOB, (route) => hold(route));
        await sendButton(page).click();
        await expect(page.getByRole("button", { name: contact.sending })).toBeDisabled();
        await expectWholePage(page, `contact-sending-${width}.png`);

        await (await held).fulfill({ status: 500, body: "Rejected" });
        await expectStatus(page, contact.failed);
        await sendButton(page).blur();
        await expectWholePage(page, `contact-failed-${width}.png`);

        await page.unrouteAll();
        await sendButton(page).click();
        await expect(page.getByText(contact.sent)).toBeVisible();
        await expectWholePage(page, `contact-sent-${width}.png`);
      });

      test("contact in French, failed", async ({ page, expectConsoleErrors }) => {
        expectConsoleErrors(/The enquiry could not be sent|Failed to load resource/);
        await openFilledForm(page, "fr", enquiry);
        await page.route(SEND_GLOB, (route) => route.fulfill({ status: 500, body: "Rejected" }));
        await sendButton(page, "fr").click();
        await expectStatus(page, words.fr.contact.failed);
        await sendButton(page, "fr").blur();
        await expectWholePage(page, `contact-failed-fr-${width}.png`);
      });
    });
  });
}
