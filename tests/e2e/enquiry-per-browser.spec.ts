/**
 * One enquiry per browser: every contact form, in every tab, page view and language, shows the
 * one enquiry's state, and each version the visitor sends lands once. Each test is a defect a
 * visitor met on the contact page.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { contact } from "../../app/content/en/contact.ts";
import { contact as french } from "../../app/content/fr/contact.ts";
import { languages, pages } from "../../app/content/pages.ts";
import {
  FAILED,
  expectQueueSettled,
  holdSends,
  queueWhileOffline,
  sendWithNoAnswer,
  QUEUED,
  SEND_PATH,
  SENT,
  anEnquiry,
  expectFormHolds,
  field,
  fillForm,
  openForm,
  outboxEntriesFor,
  sendButton,
} from "../helpers/contact-page";
import { expect, hydrated, test } from "./fixtures";

// What a send that fails or finds no connection may log, however the code words it.
test.beforeEach(({ expectConsoleErrors }) =>
  expectConsoleErrors(/could not be sent|not reach|Failed to load resource|ERR_/),
);

const headerLink = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("link", { name, exact: true });
const sending = (page: Page) => page.getByRole("button", { name: contact.sending });
const status = (page: Page) => page.getByRole("status");

/** A second tab of the same browser; both show the form, and so the one shared draft. */
async function secondTab(page: Page, context: BrowserContext) {
  const other = await context.newPage();
  for (const tab of [page, other]) await openForm(tab);
  return other;
}

test("queued offline, sent again after a visit to Home: delivered once", async ({
  page,
  context,
}) => {
  const homeAndBack = async () => {
    await headerLink(page, pages.home.en.label).click();
    await expect(page).toHaveURL(pages.home.en.path);
    await headerLink(page, pages.contact.en.label).click();
  };
  await openForm(page);
  await homeAndBack(); // online: both pages' code is loaded, as after any visit to both
  const enquiry = await queueWhileOffline(page, context);
  await homeAndBack();
  await expectFormHolds(page, enquiry);
  await sendButton(page).click();
  await expect(status(page)).toContainText(QUEUED);

  await context.setOffline(false);
  await expect.poll(() => outboxEntriesFor(enquiry.email)).not.toHaveLength(0);
  await expectQueueSettled(page);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
  await expect(page.getByText(SENT)).toBeVisible();
});

test("two tabs offline, Send pressed in each: delivered once, both thank", async ({
  page,
  context,
}) => {
  const other = await secondTab(page, context);
  const enquiry = await queueWhileOffline(page, context);
  await expectFormHolds(other, enquiry);
  await sendButton(other).click();
  await expect(status(other)).toContainText(QUEUED);

  await context.setOffline(false);
  await expect.poll(() => outboxEntriesFor(enquiry.email)).not.toHaveLength(0);
  for (const tab of [page, other]) await expectQueueSettled(tab);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
  for (const tab of [page, other]) await expect(tab.getByText(SENT)).toBeVisible();
});

test("queued, then corrected after a reload: only the correction lands", async ({ page }) => {
  const enquiry = anEnquiry();
  await openForm(page);
  await fillForm(page, enquiry);
  // The first version never reaches the service (a dropped connection); the correction does.
  await page.route(SEND_PATH, (route) =>
    route.request().postDataJSON().template_params.message === enquiry.message
      ? route.abort()
      : route.fallback(),
  );
  await sendButton(page).click();
  await expect(status(page)).toContainText(QUEUED);
  await page.reload();
  await hydrated(page);
  const corrected = `${enquiry.message}\nCorrection: the drawings are revision C.`;
  await field(page, "message").fill(corrected);
  await sendButton(page).click();
  await expect(page.getByText(SENT)).toBeVisible();

  await page.unrouteAll();
  await page.reload();
  await hydrated(page);
  await expectQueueSettled(page);
  const messages = (await outboxEntriesFor(enquiry.email)).map(({ params }) => params.message);
  expect(messages).toEqual([corrected]);
});

test("switched to French while Sending…: the French thank-you", async ({ page }) => {
  const enquiry = anEnquiry();
  await openForm(page);
  await fillForm(page, enquiry);
  const sends = await holdSends(page);
  await sendButton(page).click();
  await expect(sending(page)).toBeDisabled();
  await headerLink(page, languages.fr.name).click();
  await expect(page).toHaveURL(pages.contact.fr.path);
  await expect(page.getByRole("heading", { name: french.formHeading })).toBeVisible();

  sends.release();
  await expect.poll(() => outboxEntriesFor(enquiry.email)).toHaveLength(1);
  await expect(page.getByText(french.sent)).toBeVisible();
  expect(sends.count).toBe(1);
});

test("Send from two tabs on the same words: one copy, both thank", async ({ page, context }) => {
  await page.clock.install(); // the whole context's clock: both tabs
  const other = await secondTab(page, context);
  const enquiry = anEnquiry();
  await fillForm(page, enquiry);
  await expectFormHolds(other, enquiry);
  // No answer within 15 s: the error shows, and the visitor tries again from the other tab.
  const sends = await sendWithNoAnswer(page, context);
  await sendButton(other).click();
  await expect(sending(other)).toBeDisabled();

  sends.release();
  await expect.poll(() => outboxEntriesFor(enquiry.email)).not.toHaveLength(0);
  expect(sends.count, "send requests").toBe(1);
  for (const tab of [page, other]) await expect(tab.getByText(SENT)).toBeVisible();
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
});

test("edited after the 15 s error, a late landing clears it and keeps the edits", async ({
  page,
}) => {
  await page.clock.install();
  const enquiry = anEnquiry();
  await openForm(page);
  await fillForm(page, enquiry);
  const sends = await sendWithNoAnswer(page);
  const edited = `${enquiry.message} And the parking deck.`;
  await field(page, "message").fill(edited);

  sends.release();
  await expect.poll(() => outboxEntriesFor(enquiry.email)).toHaveLength(1);
  await expect(status(page)).not.toContainText(FAILED);
  await expect(field(page, "message")).toHaveValue(edited);
  await expect(page.getByText(SENT)).toBeHidden();
  expect(sends.count).toBe(1);
  await page.reload();
  await hydrated(page);
  await expect(field(page, "message")).toHaveValue(edited);
});

test("Send while the queue is slow to leave: the error at 15 s, then one copy", async ({
  page,
  context,
}) => {
  await page.clock.install(); // the whole context's clock: both tabs
  const other = await secondTab(page, context);
  const enquiry = await queueWhileOffline(page, context);
  await expectFormHolds(other, enquiry);
  await sendButton(other).click();
  await expect(status(other)).toContainText(QUEUED);
  // The connection returns, but the service is slow: the queued enquiry is on its way.
  const sends = await holdSends(context);
  await context.setOffline(false);
  await expect.poll(() => sends.count).toBe(1);

  await page.clock.fastForward(15_000); // the offline Send is 15 s old
  await sendButton(other).click();
  await expect(sending(other)).toBeDisabled();
  await page.clock.fastForward(15_000);
  await expect(status(other)).toContainText(FAILED);
  await expect(sending(other)).toHaveCount(0);

  sends.release();
  await expect(other.getByText(SENT)).toBeVisible();
  await expectQueueSettled(other);
  expect(sends.count).toBe(1);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
});
