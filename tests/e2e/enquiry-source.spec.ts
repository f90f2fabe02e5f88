/**
 * What the firm learns of an enquiry besides its words: where the visit came from (its first page,
 * the referring site's host, the campaign), or "direct", in the visitor's language; and a mark on a
 * send that looks automated (typed faster than a person types, or the hidden trap filled), which
 * is delivered all the same, before React as after.
 */
import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { FASTEST_SEND_MS, FORM_MARKS } from "../../app/enquiry/schema.ts";
import {
  anEnquiry,
  field,
  fillForm,
  openForm,
  outboxEntriesFor,
  sendButton,
  sentParams,
} from "../helpers/contact-page";
import { languageList, paths, words } from "../support/site-facts";
import { REACT_START, expect, holdScripts, poll, test } from "./fixtures";

/** The parameters of the one enquiry the firm received from `email`. */
async function delivered(email: string) {
  await poll(() => outboxEntriesFor(email)).toHaveLength(1);
  return (await outboxEntriesFor(email))[0].params as Record<string, string>;
}

for (const language of languageList)
  test(`${paths.contact[language]}: a visit from a campaign's link reaches the firm with its first page, the referring site and the campaign, and nothing else of them`, async ({
    page,
  }) => {
    const campaign = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring-bids" };
    const first = paths.home[language];
    await page.goto(`${first}?${new URLSearchParams(campaign)}&ref=private`, {
      referer: "https://www.example.org/search?q=private+words",
    });
    await page.locator(`main a[href="${paths.contact[language]}"]`).first().click();
    await page.waitForURL(`**${paths.contact[language]}`);
    const enquiry = anEnquiry();
    await fillForm(page, enquiry, language);
    await sendButton(page, language).click();

    const params = await delivered(enquiry.email);
    const source = { page: first, referrer: "www.example.org", ...campaign };
    expect(params).toEqual(sentParams(enquiry, language, source));
    expect(params.message).toContain(`${words[language].contact.visit.source}`);
    expect(JSON.stringify(params)).not.toMatch(/private|search/);
    // Cleared with the draft once sent.
    await expect(page.getByText(words[language].contact.sent)).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(
      "newsletter",
    );
  });

test("a visit with no link or campaign is direct, from the page it began on", async ({ page }) => {
  const enquiry = anEnquiry();
  await openForm(page);
  await fillForm(page, enquiry);
  await sendButton(page).click();
  const params = await delivered(enquiry.email);
  expect(params).toMatchObject({
    source: words.en.contact.visit.direct,
    firstPage: paths.contact.en,
  });
  expect(params.automated).toBeUndefined();
});

/**
 * The e-mail filled as autofill does (no key pressed), then the name, subject and message typed:
 * by a script in the page, each key and value at once, or from the keyboard at a person's pace
 * (nine characters, longer than the threshold).
 */
async function typeAndSend(page: Page, byScript: boolean) {
  const email = `${randomUUID().slice(0, 8)}@example.com`;
  await field(page, "email").fill(email);
  const typed = ["name", "subject", "message"] as const;
  if (!byScript) {
    for (const name of typed)
      await field(page, name).pressSequentially("Bid", { delay: FASTEST_SEND_MS / 6 });
    await sendButton(page).click();
  } else
    await page.locator(`form[${FORM_MARKS.form}]`).evaluate((form: HTMLFormElement, names) => {
      for (const name of names) {
        const input = form.elements.namedItem(name) as HTMLInputElement;
        input.dispatchEvent(new KeyboardEvent("keydown", { key: "B", bubbles: true }));
        input.value = "Bid";
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
      form.requestSubmit();
    }, typed);
  return email;
}

test("a send typed faster than a person types is delivered, marked; one typed at a person's pace is not", async ({
  page,
}) => {
  await openForm(page);
  const fast = await delivered(await typeAndSend(page, true));
  expect(fast.automated).toBe(words.en.contact.visit.automated);
  expect(fast.message?.endsWith(`\n${words.en.contact.visit.automated}`)).toBe(true);

  await openForm(page);
  expect((await delivered(await typeAndSend(page, false))).automated).toBeUndefined();
});

for (const beforeReact of [true, false])
  test(`the hidden trap filled ${beforeReact ? "before" : "after"} React: the enquiry is delivered, marked, and thanked`, async ({
    page,
  }) => {
    if (beforeReact) {
      await holdScripts(page, REACT_START);
      await page.goto(paths.contact.en, { waitUntil: "commit" });
    } else await openForm(page);
    const enquiry = anEnquiry();
    await fillForm(page, enquiry);
    await page
      .getByLabel(words.en.contact.honeypotLabel)
      .fill("https://spam.example", { force: true });
    await page.locator("form button[type=submit]").click();
    await expect(page.getByRole("status")).toContainText(words.en.contact.sent, {
      useInnerText: true,
    });
    expect(await delivered(enquiry.email)).toEqual(sentParams(enquiry, "en", undefined, true));
    await expect(page.locator("html[data-hydrated]")).toHaveCount(beforeReact ? 0 : 1);
  });
