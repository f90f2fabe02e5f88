/**
 * The contact form in Chromium: its fields, a real send through the EmailJS SDK, every kind of
 * failure, a double click, the draft, the honeypot and the browser's own validation, project
 * details included. (Delivery without a connection: contact-delivery.spec.ts; across tabs and page
 * views: enquiry-per-browser.spec.ts; the French form: languages.spec.ts; the details' arrival and
 * fold, in every engine: contact.engines.spec.ts.)
 */
import type { Route } from "@playwright/test";
import {
  anEnquiry,
  holdSends,
  countSends,
  expectDeliveredOnce,
  expectFormHolds,
  field,
  fillForm,
  openFilledForm,
  outboxEntriesFor,
  sendButton,
  sending,
  sentParams,
  expectStatus,
  status,
} from "../support/contact-page";
import {
  EMAIL_SEND_PATH,
  SEND_GLOB,
  languageList,
  localSendBody,
  paths,
  site,
  words,
} from "../support/site-facts";
import { expect, test, reloadHydrated } from "../support/fixtures";

const { contact, frame } = words.en;

// Its heading, the four fields, required, and the e-mail type: specification.spec.ts. What lands
// in the outbox, in every engine: contact.engines.spec.ts.
test("each field has a visible label, a limit and autocomplete, the honeypot nothing autofill fills; the aside offers the e-mail and the office; a real send goes through the EmailJS SDK to the local endpoint, and the thank-you fills the form's card at desktop width, beside the taller column of details", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const enquiry = await openFilledForm(page);
  const autocomplete = { name: "name", email: "email", subject: "off", message: "off" } as const;
  for (const [name, expected] of Object.entries(autocomplete)) {
    const input = field(page, name as keyof typeof autocomplete);
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute("autocomplete", expected);
    await expect(input).toHaveAttribute("maxlength", /^\d+$/);
  }
  const aside = page.getByRole("complementary");
  await expect(aside.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(aside).toContainText(frame.office.city, { useInnerText: true });

  // Autofill leaves the honeypot alone, so a real enquiry is seldom marked as automated. What
  // Chromium's autofill keys on: the autocomplete token, then the field's name and label.
  const honeypot = page.getByLabel(contact.honeypotLabel);
  const AUTOFILL_NAMES =
    /name|mail|phone|tel|fax|url|web|site|home|company|organi|address|zip|postal|city|country/i;
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  expect(await honeypot.getAttribute("name")).not.toMatch(AUTOFILL_NAMES);

  const requestPromise = page.waitForRequest(SEND_GLOB);
  await sendButton(page).click();

  const request = await requestPromise;
  expect(request.method()).toBe("POST");
  expect(new URL(request.url()).pathname).toBe(EMAIL_SEND_PATH);
  expect(request.headers()["content-type"]).toBe("application/json");
  expect(request.postDataJSON()).toEqual({
    ...localSendBody(enquiry),
    template_params: sentParams(enquiry),
  });

  const thanks = status(page).filter({ hasText: contact.sent });
  await expect(thanks).toBeVisible();
  await expect(field(page, "name")).toBeHidden();
  await expect(page.getByText(contact.failed)).toBeHidden();
  const { own, card } = await thanks.evaluate((box) => ({
    own: box.getBoundingClientRect().toJSON() as DOMRect,
    card: box.parentElement!.getBoundingClientRect().toJSON() as DOMRect,
  }));
  // As much of the card below the thank-you as above it: its padding, no empty card.
  expect(card.bottom - own.bottom).toBeLessThanOrEqual(own.top - card.top + 1);

  // The fields start empty again for the next message.
  await page.getByRole("button", { name: contact.sendAnother }).click();
  await expect(field(page, "name")).toHaveValue("");
  await page.reload();
  await expect(sendButton(page)).toBeEnabled();
  await expect(field(page, "message")).toHaveValue("");
});

// Every answer of the service but a success takes one path (transport.ts), whatever its status: a
// server error stands for them all (a refusal's words: transport.test.ts). Only a request that
// never reached the service is kept for an automatic retry. No answer within 15 s:
// enquiry-per-browser.spec.ts.
for (const [what, fail, queued] of [
  ["an HTTP 500", (route: Route) => route.fulfill({ status: 500, body: "Rejected" }), false],
  ["a dropped connection", (route: Route) => route.abort("connectionreset"), true],
] as const) {
  test(`${what} keeps every field, shows the error, and a later success clears it`, async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/The enquiry could not be sent|Failed to load resource/);
    const enquiry = await openFilledForm(page);
    await page.route(SEND_GLOB, fail);
    const consoleError = page.waitForEvent("console", (message) =>
      message.text().includes("could not be sent"),
    );
    await sendButton(page).click();

    await expectStatus(page, contact.failed);
    await expect(status(page).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(status(page).getByText(contact.queued)).toBeVisible({ visible: queued });
    await expectFormHolds(page, enquiry);
    expect((await consoleError).type()).toBe("error");

    await page.unrouteAll();
    await sendButton(page).click();
    await expect(page.getByText(contact.sent)).toBeVisible();
    await expect(page.getByText(contact.failed)).toBeHidden();
    await expectDeliveredOnce(enquiry);
  });
}

// An empty form: contact.engines.spec.ts.
test("the browser's own validation blocks a malformed e-mail address, and nothing is sent; corrected, a double click sends once, and the button says it is sending", async ({
  page,
}) => {
  // Counted from the start; held until the test has seen the sending state.
  const sends = await holdSends(page);
  const enquiry = await openFilledForm(page);
  const email = field(page, "email");
  await email.fill("not-an-email");
  await sendButton(page).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(page.getByText(contact.sent)).toBeHidden();

  await email.fill(enquiry.email);
  await sendButton(page).dblclick();
  await expect(sending(page)).toBeDisabled();
  sends.release();
  await expect(page.getByText(contact.sent)).toBeVisible();
  // One request in all: the blocked attempt sent nothing, the double click one.
  expect(sends.count).toBe(1);
  await expectDeliveredOnce(enquiry);
});

for (const language of languageList) {
  test(`${paths.contact[language]}: a required field of spaces or invisible characters alone is refused in the field, in the page's language`, async ({
    page,
  }) => {
    const { contact } = words[language];
    const sends = countSends(page);
    const enquiry = await openFilledForm(page, language);
    // Both pass the browser's `required`: spaces in a text field, zero-width ones in the textarea.
    const blanks = { name: "   ", message: "\u200B\u200C\u200D\u2060" } as const;
    await fillForm(page, { name: blanks.name }, language);
    // One brought back by the draft after a reload, the other typed: both are checked.
    await reloadHydrated(page);
    await fillForm(page, { message: blanks.message }, language);

    // The browser stops at each in turn, says what is wrong in the page's language, and keeps it.
    for (const [name, blank] of Object.entries(blanks) as [keyof typeof blanks, string][]) {
      const input = field(page, name, language);
      await sendButton(page, language).click();
      await expect(input).toBeFocused();
      await expect(input).toHaveJSProperty("validationMessage", contact.blankField);
      await expect(input).toHaveValue(blank);
      await input.fill(enquiry[name]);
    }
    expect(sends.count).toBe(0);
    await expect(page.getByText(contact.failed)).toBeHidden();

    await sendButton(page, language).click();
    await expect(page.getByText(contact.sent)).toBeVisible();
    expect(sends.count).toBe(1);
    await expectDeliveredOnce(enquiry);
  });
}

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
