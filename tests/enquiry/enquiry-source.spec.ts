/**
 * What the firm learns besides the visitor's words: where the visit came from, in the visitor's
 * language (a direct visit: every test that checks a send's parameters, such as contact.spec.ts),
 * and a mark on a send that looks automated, delivered all the same, before React as after.
 */
import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { FASTEST_SEND_MS, FORM_MARKS } from "../../app/enquiry/schema.ts";
import {
  anEnquiry,
  deliveredParams,
  expectStatus,
  field,
  fillForm,
  openForm,
  sendButton,
  sentParams,
} from "../support/contact-page";
import { languageList, paths, words } from "../support/site-facts";
import { REACT_START, expect, holdScripts, test } from "../support/fixtures";

for (const language of languageList)
  test(`${paths.contact[language]}: a visit from a campaign's link reaches the firm with its first page, the referring site and the campaign, and no more of them`, async ({
    page,
  }) => {
    const campaign = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" };
    await page.goto(`${paths.home[language]}?${new URLSearchParams(campaign)}&ref=private`, {
      referer: "https://www.example.org/search?q=private",
    });
    await page.locator(`main a[href="${paths.contact[language]}"]`).first().click();
    const enquiry = anEnquiry();
    await fillForm(page, enquiry, language);
    await sendButton(page, language).click();

    const source = { page: paths.home[language], referrer: "www.example.org", ...campaign };
    expect(await deliveredParams(enquiry.email)).toEqual(sentParams(enquiry, language, source));
    expect(JSON.stringify(await deliveredParams(enquiry.email))).not.toMatch(/private|search/);
    // Forgotten with the draft once sent.
    await expect(page.getByText(words[language].contact.sent)).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain("spring");
  });

/** The e-mail filled as autofill does (no key), then the three other fields typed, and Send. */
async function typeAndSend(page: Page, byScript: boolean) {
  const email = `${randomUUID().slice(0, 8)}@example.com`;
  await field(page, "email").fill(email);
  if (byScript)
    // A script in the page: each key and value at once.
    await page.locator(`form[${FORM_MARKS.form}]`).evaluate((form: HTMLFormElement) => {
      for (const input of form.querySelectorAll<HTMLInputElement>(
        "[name=name], [name=subject], [name=message]",
      )) {
        input.dispatchEvent(new KeyboardEvent("keydown", { key: "B", bubbles: true }));
        input.value = "Bid";
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
      form.requestSubmit();
    });
  else {
    // At a person's pace: nine characters take longer than the threshold.
    for (const name of ["name", "subject", "message"] as const)
      await field(page, name).pressSequentially("Bid", { delay: FASTEST_SEND_MS / 6 });
    await sendButton(page).click();
  }
  return email;
}

test("a send typed faster than a person types is delivered, marked; one typed at a person's pace is not", async ({
  page,
}) => {
  await openForm(page);
  const fast = await deliveredParams(await typeAndSend(page, true));
  expect(fast.automated).toBe(words.en.contact.visit.automated);
  expect(fast.message?.endsWith(`\n${fast.automated}`)).toBe(true);
  await openForm(page);
  expect((await deliveredParams(await typeAndSend(page, false))).automated).toBeUndefined();
});

// After React, the same controller: app/components/contact/contact-form.test.tsx.
test("the hidden trap filled before React: the enquiry is delivered, marked, and thanked", async ({
  page,
}) => {
  await holdScripts(page, REACT_START);
  await page.goto(paths.contact.en, { waitUntil: "commit" });
  const enquiry = anEnquiry();
  await fillForm(page, enquiry);
  await page.getByLabel(words.en.contact.honeypotLabel).fill("x", { force: true });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.locator("form button[type=submit]").click();
  await expectStatus(page, words.en.contact.sent);
  expect(await deliveredParams(enquiry.email)).toEqual(sentParams(enquiry, "en", undefined, true));
});
