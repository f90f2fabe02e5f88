/**
 * The optional project details in Chromium: how they reach the firm, refused values in the page's
 * words and the fold. (A refused detail opening the fold, in every engine: contact.engines.spec.ts;
 * every detail kept across a reload, and a detail corrected while queued:
 * contact-delivery.spec.ts; without JavaScript: contact-before-hydration.spec.ts.)
 */
import {
  anEnquiry,
  detailsOpen,
  detailsSummary,
  expectFormHolds,
  field,
  fillForm,
  openFilledForm,
  openForm,
  outboxEntriesFor,
  sendButton,
  deliveredParams,
  sentParams as expectedParams,
  expectStatus,
} from "../support/contact-page";
import { detailNames, paths, sampleDetails, words } from "../support/site-facts";
import { expect, test, reloadHydrated } from "../support/fixtures";

// In French, and in Firefox and WebKit: tests/enquiry/contact.engines.spec.ts.
test("the details reach the firm as parameters and as a block after the message, labelled in the page's language; the thank-you names the reply address", async ({
  page,
}) => {
  const { contact } = words.en;
  const enquiry = await openFilledForm(page, "en", { ...anEnquiry(), ...sampleDetails("e2e") });
  await sendButton(page).click();
  await expectStatus(page, contact.sent);

  const params = await deliveredParams(enquiry.email);
  expect(params).toEqual(expectedParams(enquiry));
  // The labels and the trades' names are the page's own, as the visitor saw them.
  const block = params.message!.slice(enquiry.message.length);
  expect(block.startsWith(`\n\n${contact.details.legend}\n`)).toBe(true);
  for (const name of detailNames) expect(block).toContain(contact.fieldLabels[name]);
  expect(params.trades).toContain(contact.details.otherTrade);
  // Where the reply goes (a mistyped address shows here), when, and how to send large plans.
  await expectStatus(page, `${contact.replyTo} ${enquiry.email}.`);
  await expectStatus(page, contact.largePlans);
});

test(`${paths.contact.fr}: each refused detail stops Send in turn, says why in French, and keeps every word`, async ({
  page,
}) => {
  const { invalid } = words.fr.contact.details;
  // In the order of the form, where the browser stops first.
  const refused = { phone: "appelez-moi", bidDate: "2020-01-31", plansLink: "dropbox.com/plans" };
  const enquiry = { ...anEnquiry(), ...refused };
  await openFilledForm(page, "fr", enquiry);
  const holds = { ...enquiry };
  for (const name of Object.keys(refused) as (keyof typeof refused)[]) {
    await sendButton(page, "fr").click();
    const refusedField = field(page, name, "fr");
    await expect(refusedField).toBeFocused();
    await expect(refusedField).toHaveJSProperty("validationMessage", invalid[name]);
    await expectFormHolds(page, holds, "fr");
    await refusedField.fill("");
    holds[name] = "";
  }
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(0);
});

// Opened by the keyboard, on the way from the message to Send: accessibility.spec.ts.
test("the details wait in a fold, closed on a fresh visit, and a saved detail opens it after a reload", async ({
  page,
}) => {
  const { company } = sampleDetails("fold");
  await openForm(page);
  expect(await detailsOpen(page)).toBe(false);
  await expect(field(page, "company")).toBeHidden();
  await fillForm(page, { company });

  // Closed by the visitor, then the page reloaded: the saved detail opens the fold again.
  await detailsSummary(page).click();
  await expect(field(page, "company")).toBeHidden();
  await reloadHydrated(page);
  await expect(field(page, "company")).toBeVisible();
  await expect(field(page, "company")).toHaveValue(company);
});
