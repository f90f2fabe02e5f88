/**
 * The contact form before hydration (scripts held back) and without JavaScript: it never submits
 * natively (a GET would put the enquiry in the address bar), and nothing typed is lost.
 */
import type { Page } from "@playwright/test";
import { contact } from "../../app/content/en/contact.ts";
import {
  SENT,
  anEnquiry,
  expectFormHolds,
  field,
  fillForm,
  outboxEntriesFor,
  sendButton,
  splitEnquiry,
} from "../helpers/contact-page";
import { expect, hydrated, test } from "./fixtures";

/** Holds back every script of the site until `release()`: the page stays as prerendered. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("typed before hydration is kept and sent once the page is ready; Send waits until then", async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page);
  await page.goto("/contact-us", { waitUntil: "commit" });
  const enquiry = anEnquiry();
  await fillForm(page, enquiry);

  const button = page.locator("form button[type=submit]");
  await expect(button).toHaveText(contact.gettingReady);
  await expect(button).toBeDisabled();
  await field(page, "name").press("Enter"); // Implicit submission must go nowhere either.
  expect(new URL(page.url()).search).toBe("");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  releaseScripts();
  await hydrated(page);
  await expectFormHolds(page, enquiry);
  await sendButton(page).click();
  await expect(page.getByText(SENT)).toBeVisible();
  const entries = await outboxEntriesFor(enquiry.email);
  expect(entries.map((entry) => entry.params)).toEqual([enquiry]);
  expect(new URL(page.url()).search).toBe("");
});

test("a field typed before hydration joins the draft saved earlier", async ({ page }) => {
  const enquiry = anEnquiry();
  const [savedEarlier, typedBeforeHydration] = splitEnquiry(enquiry, ["email", "message"]);
  await page.goto("/contact-us");
  await hydrated(page);
  await fillForm(page, savedEarlier);

  const releaseScripts = await holdScripts(page);
  await page.reload({ waitUntil: "commit" });
  await fillForm(page, typedBeforeHydration);
  releaseScripts();
  await hydrated(page);
  await expectFormHolds(page, enquiry);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the form never submits and the page says how to reach the firm instead", async ({
    page,
  }) => {
    const enquiry = anEnquiry();
    await page.goto("/contact-us");
    await fillForm(page, enquiry);
    await field(page, "subject").press("Enter");
    await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expectFormHolds(page, enquiry);
    expect(new URL(page.url()).search).toBe("");

    // Playwright's text and role queries skip <noscript>: read it as the browser shows it.
    const form = page.locator("form");
    const notice = form.locator("noscript p");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(contact.noScript);
    await expect(notice.locator("a")).toHaveAttribute("href", "mailto:info@exactbids.com");
    await expect(form.locator("button[type=submit]")).toBeHidden();
    expect(await outboxEntriesFor(enquiry.email)).toHaveLength(0);
  });
});
