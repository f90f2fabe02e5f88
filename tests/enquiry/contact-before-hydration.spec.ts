/**
 * The contact form before hydration (scripts held back) and without JavaScript: it never submits
 * natively (a GET would put the enquiry in the address bar), and nothing typed is lost; without
 * JavaScript, every project detail is there, in the page's language. Send is
 * live from the first paint, before React (app/enquiry/form-controller.ts): one controller runs
 * the form before React and after it, tested once (contact.spec.ts; in every engine,
 * contact.engines.spec.ts's "before hydration, Send is live").
 */
import {
  anEnquiry,
  deliveredParams,
  expectFormHolds,
  field,
  fillForm,
  openDetails,
  openForm,
  outboxEntriesFor,
  pageWords,
  sendButton,
  splitEnquiry,
  sentParams,
  tradeBox,
} from "../support/contact-page";
import { type TradeId, detailNames, paths, site, words } from "../support/site-facts";
import { expect, holdScripts, hydrated, test } from "../support/fixtures";

const { contact } = words.en;

test("typed before any script has come joins the draft saved earlier, is kept and sent once the page is ready; Send waits until then", async ({
  page,
}) => {
  const enquiry = anEnquiry();
  const [savedEarlier, typedBeforeScripts] = splitEnquiry(enquiry, ["email", "message"]);
  await openForm(page);
  await fillForm(page, savedEarlier);
  const scripts = await holdScripts(page);
  await page.reload({ waitUntil: "commit" });
  await fillForm(page, typedBeforeScripts);

  const button = page.locator("form button[type=submit]");
  await expect(button).toHaveAccessibleName(contact.gettingReady);
  await expect(button).toBeDisabled();
  await field(page, "name").press("Enter"); // Implicit submission must go nowhere either.
  expect(new URL(page.url()).search).toBe("");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  await scripts.release();
  await hydrated(page);
  await expectFormHolds(page, enquiry);
  await sendButton(page).click();
  await expect(page.getByText(contact.sent)).toBeVisible();
  expect(await deliveredParams(enquiry.email)).toEqual(sentParams(enquiry));
  expect(new URL(page.url()).search).toBe("");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the form offers every project detail, labelled, the trades from the services; it never submits and the page says how to reach the firm instead", async ({
    page,
  }) => {
    const { contact } = words.fr;
    const enquiry = anEnquiry();
    await page.goto(paths.contact.fr);
    await openDetails(page, "fr");
    await expect(page.getByRole("group", { name: contact.details.legend })).toBeVisible();
    for (const name of detailNames) {
      if (name === "trades") continue;
      await expect(field(page, name, "fr")).toBeVisible();
      await expect(field(page, name, "fr")).not.toHaveAttribute("required");
    }
    for (const [id, name] of Object.entries(pageWords("fr").trades)) {
      await expect(tradeBox(page, id as TradeId, "fr")).toBeVisible();
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }

    await fillForm(page, enquiry, "fr");
    await field(page, "subject", "fr").press("Enter");
    await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expectFormHolds(page, enquiry, "fr");
    expect(new URL(page.url()).search).toBe("");

    // Playwright's text and role queries skip <noscript>: read it as the browser shows it.
    // (No Send button: visible-states.engines.spec.ts.)
    const notice = page.locator("form noscript p");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(contact.noScript, { useInnerText: true });
    await expect(notice.locator("a")).toHaveAttribute("href", `mailto:${site.email}`);
    expect(await outboxEntriesFor(enquiry.email)).toHaveLength(0);
  });
});
