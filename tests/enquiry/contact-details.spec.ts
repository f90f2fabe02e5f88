/**
 * The optional project details in Chromium: refused values in the page's words, and the fold.
 * (How they reach the firm, and a refused detail opening the fold, in every engine:
 * contact.engines.spec.ts; every detail kept across a reload, and a detail corrected while queued:
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
} from "../support/contact-page";
import { paths, sampleDetails, words } from "../support/site-facts";
import { expect, test, reloadHydrated } from "../support/fixtures";

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
