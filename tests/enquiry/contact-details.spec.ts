/**
 * The optional project details in Chromium: refused values in the page's words. (How they reach
 * the firm, and their fold, in every engine: contact.engines.spec.ts; every detail kept across a
 * reload, and a detail corrected while queued: contact-delivery.spec.ts; without JavaScript:
 * contact-before-hydration.spec.ts.)
 */
import {
  anEnquiry,
  expectFormHolds,
  field,
  openFilledForm,
  outboxEntriesFor,
  sendButton,
} from "../support/contact-page";
import { paths, words } from "../support/site-facts";
import { expect, test } from "../support/fixtures";

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
