/**
 * The queue: an enquiry sent without a connection is kept on the device and delivered exactly once,
 * through the real EmailJS SDK to the local endpoint; a correction replaces it. (In every engine:
 * contact.engines.spec.ts; a visit that queues nothing stores nothing: seo.spec.ts, on its walk
 * through the pages.)
 */
import type { Page } from "@playwright/test";
import {
  anEnquiry,
  countSends,
  deliveredParams,
  expectDeliveredOnce,
  expectFormHolds,
  expectQueueSettled,
  field,
  fillForm,
  holdSends,
  openFilledForm,
  openForm,
  openFormInTwoTabs,
  outboxEntriesFor,
  sendButton,
  sending,
  sentParams,
  expectStatus,
  status,
} from "../support/contact-page";
import { type Enquiry, SEND_GLOB, paths, sampleDetails, words } from "../support/site-facts";
import { expect, test, poll, openHydrated, reloadHydrated } from "../support/fixtures";

const { contact } = words.en;
/** What a send that finds no connection, or a refusal, may log. */
const OFFLINE_ERRORS = /could not be sent|refused|Failed to load resource|ERR_/;

/** Fills the open form, loses the connection and presses Send: the enquiry is queued. */
async function queueWhileOffline(page: Page) {
  const enquiry = anEnquiry();
  await fillForm(page, enquiry);
  await page.context().setOffline(true);
  await sendButton(page).click();
  await expectStatus(page, contact.failed);
  await expectStatus(page, contact.queued);
  await expectFormHolds(page, enquiry);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(0);
  return enquiry;
}

/** The form in this tab and another: queued offline in this one, then Send pressed in the other. */
async function queueThenSendFromAnotherTab(page: Page) {
  const other = await openFormInTwoTabs(page);
  const enquiry = await queueWhileOffline(page);
  await expectFormHolds(other, enquiry);
  await sendButton(other).click();
  await expectStatus(other, contact.queued);
  return { other, enquiry };
}

/** A test that starts with an enquiry queued offline (`queued`), in English. */
const withQueued = test.extend<{ queued: Enquiry }>({
  queued: async ({ page }, provide) => {
    await openForm(page);
    await provide(await queueWhileOffline(page));
  },
});

test.describe("offline at Send", () => {
  test.beforeEach(({ expectConsoleErrors }) => expectConsoleErrors(OFFLINE_ERRORS));

  withQueued(
    "edited while queued, the queued copy goes once and the edits stay",
    async ({ page, context, queued: enquiry }) => {
      const edited = `${enquiry.message} Also the site lighting.`;
      await field(page, "message").fill(edited);

      await context.setOffline(false);
      await expectQueueSettled(page);
      expect((await outboxEntriesFor(enquiry.email)).map((entry) => entry.params.message)).toEqual([
        sentParams(enquiry).message,
      ]);
      await expect(field(page, "message")).toHaveValue(edited);
      await reloadHydrated(page);
      await expect(field(page, "message")).toHaveValue(edited);
    },
  );

  withQueued(
    "refused by the service once the connection returns, it can be sent again, once",
    async ({ page, context, queued: enquiry }) => {
      await page.route(SEND_GLOB, (route) => route.fulfill({ status: 400, body: "Refused" }));
      await context.setOffline(false);
      await expectStatus(page, contact.failed);
      await expect(status(page)).not.toContainText(contact.queued, { useInnerText: true });
      await expectQueueSettled(page);
      await expectFormHolds(page, enquiry);

      await page.unrouteAll();
      const sends = countSends(page);
      await sendButton(page).click(); // once enabled again
      await expect(page.getByText(contact.sent)).toBeVisible();
      expect(sends.count).toBe(1);
      await expectDeliveredOnce(enquiry);
    },
  );

  test("queued, sent again after a visit to Home: delivered once", async ({ page, context }) => {
    const headerLink = (name: string) =>
      page.getByRole("banner").getByRole("link", { name, exact: true });
    const homeAndBack = async () => {
      await headerLink(words.en.frame.navigation.header.home).click();
      await expect(page).toHaveURL(paths.home.en);
      await headerLink(words.en.frame.navigation.header.contact).click();
    };
    await openForm(page);
    await homeAndBack(); // online: both pages' code is loaded, as after any visit to both
    const enquiry = await queueWhileOffline(page);
    await homeAndBack();
    await expectFormHolds(page, enquiry);
    await sendButton(page).click();
    await expectStatus(page, contact.queued);

    await context.setOffline(false);
    await poll(() => outboxEntriesFor(enquiry.email)).not.toHaveLength(0);
    await expectQueueSettled(page);
    await expectDeliveredOnce(enquiry);
    await expect(page.getByText(contact.sent)).toBeVisible();
  });

  // A correction of a project detail alone is a new version too.
  test("queued, then corrected after a reload: every project detail kept, only the correction lands", async ({
    page,
  }) => {
    const enquiry = { ...anEnquiry(), ...sampleDetails("queued") };
    await openFilledForm(page, "en", enquiry);
    // The first version never reaches the service (a dropped connection); the correction does.
    await page.route(SEND_GLOB, (route) =>
      route.request().postDataJSON()?.template_params.company === enquiry.company
        ? route.abort()
        : route.fallback(),
    );
    await sendButton(page).click();
    await expectStatus(page, contact.queued);
    await reloadHydrated(page);
    await expectFormHolds(page, enquiry);
    const corrected = { ...enquiry, company: `${enquiry.company} Ltd.` };
    await fillForm(page, { company: corrected.company });
    await sendButton(page).click();
    await expect(page.getByText(contact.sent)).toBeVisible();

    await page.unrouteAll();
    await reloadHydrated(page);
    await expectQueueSettled(page);
    expect(await deliveredParams(enquiry.email)).toEqual(sentParams(corrected));
  });

  // Also the plain case: queued, then thanked and delivered once when the connection returns.
  test("three tabs open, Send pressed in two: one tab sends it, once, and both forms thank", async ({
    page,
    context,
  }) => {
    const home = await context.newPage();
    await openHydrated(home, paths.home.en);
    const { other, enquiry } = await queueThenSendFromAnotherTab(page);

    await context.setOffline(false);
    await poll(() => outboxEntriesFor(enquiry.email)).not.toHaveLength(0);
    for (const tab of [page, other, home]) await expectQueueSettled(tab);
    await expectDeliveredOnce(enquiry);
    for (const tab of [page, other]) await expect(tab.getByText(contact.sent)).toBeVisible();
  });

  test("Send while the queue is slow to leave: the error at 15 s, then one copy", async ({
    page,
    context,
  }) => {
    await page.clock.install(); // the whole context's clock: both tabs
    const { other, enquiry } = await queueThenSendFromAnotherTab(page);
    // The connection returns, but the service is slow: the queued enquiry is on its way.
    const sends = await holdSends(context);
    await context.setOffline(false);
    await poll(() => sends.count).toBe(1);

    await page.clock.fastForward(15_000); // the offline Send is 15 s old
    await sendButton(other).click();
    await expect(sending(other)).toBeDisabled();
    await page.clock.fastForward(15_000);
    await expectStatus(other, contact.failed);
    await expect(sending(other)).toHaveCount(0);

    sends.release();
    await expect(other.getByText(contact.sent)).toBeVisible();
    await expectQueueSettled(other);
    expect(sends.count).toBe(1);
    await expectDeliveredOnce(enquiry);
  });
});
