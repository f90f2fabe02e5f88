/**
 * One enquiry per browser: every contact form, in every tab, page view and language, shows the
 * one enquiry's state, and each version the visitor sends lands once, however slow the answer
 * and wherever site data is blocked. Each test is a defect a visitor met on the contact page.
 * (Without a connection, the queue: contact-delivery.spec.ts.)
 */
import type { BrowserContext, Page, Request } from "@playwright/test";
import {
  anEnquiry,
  expectDeliveredOnce,
  expectQueueSettled,
  expectFormHolds,
  field,
  fillForm,
  holdSends,
  openFilledForm,
  openFormInTwoTabs,
  outboxEntriesFor,
  sendButton,
  sending,
  sentParams,
  splitEnquiry,
  expectStatus,
  status,
} from "../support/contact-page";
import { emptyEnquiry } from "../../app/enquiry/schema.ts";
import { LONGEST_RETRY_MS, SEND_GLOB, languages, paths, words } from "../support/site-facts";
import { expect, hydrated, test, poll, reloadHydrated } from "../support/fixtures";

const { contact } = words.en;

/** What a send that fails or finds no connection may log, however the code words it. */
const SEND_ERRORS = /could not be sent|not reach|Failed to load resource|ERR_/;

/**
 * Presses Send with every answer held (for `page`, or the whole context `held`): "Sending…", then,
 * 15 s later on the page's installed clock, the error. Returns the held sends.
 */
async function sendWithNoAnswer(page: Page, held: Page | BrowserContext = page) {
  const sends = await holdSends(held);
  await sendButton(page).click();
  await expect(sending(page)).toBeDisabled();
  await page.clock.fastForward(15_000);
  await expectStatus(page, contact.failed);
  return sends;
}

test.describe("a send with no answer within 15 s", () => {
  test.beforeEach(async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(SEND_ERRORS);
    await page.clock.install(); // the whole context's clock: every tab
  });

  test("shows the error at 15 s, even with the clock set back while sending, keeping every field and nothing queued, then the thank-you when it lands: one request", async ({
    page,
  }) => {
    const enquiry = await openFilledForm(page);
    const sends = await holdSends(page);
    await sendButton(page).click();
    await expect(sending(page)).toBeDisabled();
    const now = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(now - 60 * 60 * 1000); // the computer's clock, an hour back

    await page.clock.fastForward(15_000);
    await expectStatus(page, contact.failed);
    await expect(sendButton(page)).toBeEnabled();
    await expectFormHolds(page, enquiry);
    await expect(status(page)).not.toContainText(contact.queued, { useInnerText: true });

    sends.release();
    await expect(page.getByText(contact.sent)).toBeVisible();
    expect(sends.count).toBe(1);
    await expectDeliveredOnce(enquiry);
    await reloadHydrated(page);
    await expect(field(page, "name")).toHaveValue("");
  });

  test("corrected after the error and sent again, the correction goes too, after the first", async ({
    page,
  }) => {
    const enquiry = await openFilledForm(page);
    const sends = await sendWithNoAnswer(page);

    const corrected = `${enquiry.message}\nCorrection: the drawings are revision C.`;
    await field(page, "message").fill(corrected);
    await sendButton(page).click();
    sends.release();
    await expect(page.getByText(contact.sent)).toBeVisible();
    // Both versions, once each, in whichever order they land.
    const versions = [enquiry, { ...enquiry, message: corrected }].map((sent) => sentParams(sent));
    await poll(async () =>
      (await outboxEntriesFor(enquiry.email)).map((entry) => entry.params.message).sort(),
    ).toEqual(versions.map(({ message }) => message).sort());
    expect(sends.count).toBe(2);
  });

  test("edited after the error, a late landing clears it and keeps the edits", async ({ page }) => {
    const enquiry = await openFilledForm(page);
    const sends = await sendWithNoAnswer(page);
    const edited = `${enquiry.message} And the parking deck.`;
    await field(page, "message").fill(edited);

    sends.release();
    await poll(() => outboxEntriesFor(enquiry.email)).toHaveLength(1);
    await expect(status(page)).not.toContainText(contact.failed, { useInnerText: true });
    await expect(field(page, "message")).toHaveValue(edited);
    await expect(page.getByText(contact.sent)).toBeHidden();
    expect(sends.count).toBe(1);
    await reloadHydrated(page);
    await expect(field(page, "message")).toHaveValue(edited);
  });

  test("Send from two tabs on the same words: one copy, both thank", async ({ page, context }) => {
    const other = await openFormInTwoTabs(page);
    const enquiry = anEnquiry();
    await fillForm(page, enquiry);
    await expectFormHolds(other, enquiry);
    // No answer within 15 s: the error shows, and the visitor tries again from the other tab.
    const sends = await sendWithNoAnswer(page, context);
    await sendButton(other).click();
    await expect(sending(other)).toBeDisabled();

    sends.release();
    await poll(() => outboxEntriesFor(enquiry.email)).not.toHaveLength(0);
    expect(sends.count, "send requests").toBe(1);
    for (const tab of [page, other]) await expect(tab.getByText(contact.sent)).toBeVisible();
    await expectDeliveredOnce(enquiry);
  });
});

test("switched to French while Sending…: the French thank-you", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(SEND_ERRORS);
  const enquiry = await openFilledForm(page);
  const sends = await holdSends(page);
  await sendButton(page).click();
  await expect(sending(page)).toBeDisabled();
  await page.getByRole("banner").getByRole("link", { name: languages.fr.name }).click();
  await expect(page).toHaveURL(paths.contact.fr);
  await expect(page.getByRole("heading", { name: words.fr.contact.formHeading })).toBeVisible();

  sends.release();
  await poll(() => outboxEntriesFor(enquiry.email)).toHaveLength(1);
  await expect(page.getByText(words.fr.contact.sent)).toBeVisible();
  expect(sends.count).toBe(1);
});

// With IndexedDB unusable and localStorage working (some private windows), the tabs share the one
// record all the same.
for (const indexedDBUnusable of [false, true])
  test(`${indexedDBUnusable ? "with IndexedDB unusable: " : ""}two tabs share one draft; a send from one shows under way in the other, which sends nothing, and thanks both`, async ({
    page,
    context,
  }) => {
    if (indexedDBUnusable)
      // Its database does not open, while indexedDB.databases() still answers.
      await context.addInitScript(() => {
        IDBFactory.prototype.open = () => {
          throw new DOMException("A mutation operation was attempted.", "InvalidStateError");
        };
      });
    const enquiry = anEnquiry();
    const other = await openFormInTwoTabs(page);

    await field(page, "name").fill(enquiry.name);
    await expect(field(other, "name")).toHaveValue(enquiry.name);
    await field(other, "email").fill(enquiry.email);
    await expect(field(page, "email")).toHaveValue(enquiry.email);
    await reloadHydrated(page);
    const [typed, rest] = splitEnquiry(enquiry, ["name", "email"]);
    await expectFormHolds(page, typed);

    await fillForm(page, rest);
    await expectFormHolds(other, enquiry);
    const sends = await holdSends(context);
    await sendButton(page).click();
    await expect(sending(other)).toBeDisabled();

    sends.release();
    for (const tab of [page, other]) await expect(tab.getByText(contact.sent)).toBeVisible();
    await reloadHydrated(other);
    await expectFormHolds(other, emptyEnquiry());
    expect(sends.count, "send requests").toBe(1);
    await expectDeliveredOnce(enquiry);
  });

test("an enquiry whose answer is lost, its page left or open, goes twice at most, then the visitor is told it may have reached us", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(SEND_ERRORS);
  await page.clock.install();
  // Every send reaches the service, which stores it; its first answer never comes back before
  // the visitor reloads, the next is cut off by a dropped connection while the page stays open.
  let sends = 0;
  await page.context().route(SEND_GLOB, async (route) => {
    if (route.request().method() !== "POST") return route.fallback(); // the service answers
    await route.fetch();
    if (++sends > 1) await route.abort("connectionreset");
  });
  const enquiry = await openFilledForm(page);
  await sendButton(page).click();
  await poll(() => outboxEntriesFor(enquiry.email)).toHaveLength(1);

  await page.reload();
  await expectStatus(page, contact.unconfirmed);
  await page.clock.runFor(10 * LONGEST_RETRY_MS); // ten minutes more, the page open
  for (let reload = 0; reload < 3; reload++) {
    await reloadHydrated(page);
    await expectStatus(page, contact.unconfirmed);
  }
  await expectQueueSettled(page);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(2);
  await expect(sendButton(page)).toBeEnabled();
  await expectFormHolds(page, enquiry);
});

test.describe("an answer the page does not live to see", () => {
  // The answer-watching service worker notes it on a thread of its own (answer-watch.ts); its
  // requests are routed by the context.
  test.use({ serviceWorkers: "allow" });

  test("delivered as the visitor leaves the page, on a busy CPU: the next page knows, and sends nothing", async ({
    page,
  }) => {
    test.slow(); // six visits, on a slowed CPU
    const context = page.context();
    const cpu = await context.newCDPSession(page);
    const home = await page.request.get(paths.home.en);
    // Six times: without the worker, 3 runs in 8 met a second copy.
    for (let visit = 0; visit < 6; visit++) {
      const enquiry = await openFilledForm(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller);
      let [answer, leave] = [() => {}, () => {}];
      const answered = new Promise<void>((go) => (answer = go));
      const left = new Promise<void>((go) => (leave = go));
      await context.route(SEND_GLOB, async (route) => {
        const response = await route.fetch(); // stored; the answer is held
        await answered.then(() => route.fulfill({ response }));
      });
      const next = (url: URL) => url.pathname === paths.home.en;
      await page.route(next, (route) => left.then(() => route.fulfill({ response: home })));
      await sendButton(page).click();
      await poll(() => outboxEntriesFor(enquiry.email)).toHaveLength(1);
      // A link followed, its page on the way; the answer reaches the browser, then the page is left.
      await cpu.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const post = (request: Request) => request.method() === "POST";
      const landed = context.waitForEvent("requestfinished", post);
      const leaving = page.goto(paths.home.en);
      answer();
      await landed.then(leave);
      await leaving;
      await cpu.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await hydrated(page);
      await expectQueueSettled(page);
      expect(await outboxEntriesFor(enquiry.email), `visit ${visit}`).toHaveLength(1);
      await context.unrouteAll();
      await page.unrouteAll();
    }
  });
});

// Where nothing can keep the enquiry for later, the page view keeps it until it lands.
for (const { where, unusable } of [
  {
    where: "without Web Locks (below the stylesheet's floor, a page served over plain HTTP)",
    unusable: () => void Reflect.deleteProperty(Navigator.prototype, "locks"),
  },
  {
    where: "with site data blocked (localStorage and IndexedDB throw)",
    unusable: () => {
      for (const storage of ["localStorage", "indexedDB"]) {
        Object.defineProperty(window, storage, {
          configurable: true,
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    },
  },
])
  test(`${where}: the page hydrates; offline at Send, the visitor is told it cannot be kept for later; online, the enquiry lands once, with nothing in the URL`, async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(SEND_ERRORS);
    await page.addInitScript(unusable);
    const enquiry = await openFilledForm(page);
    await page.context().setOffline(true);
    await sendButton(page).click();
    await expectStatus(page, contact.notQueued);
    await expectStatus(page, contact.failed);
    await expect(status(page)).not.toContainText(contact.queued, { useInnerText: true });
    await expectFormHolds(page, enquiry);

    await page.context().setOffline(false);
    await sendButton(page).click();
    await expect(page.getByText(contact.sent)).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    await expectDeliveredOnce(enquiry);
  });
