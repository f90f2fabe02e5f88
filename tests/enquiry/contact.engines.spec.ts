/**
 * The enquiry in every engine, from an empty form to a send cut off: the checks docs/testing.md
 * lists under "Proved in all three engines" (the e-mail offered without JavaScript, in place of
 * Send: visible-states.engines.spec.ts).
 */
import {
  anEnquiry,
  deliveredParams,
  expectDeliveredOnce,
  outboxEntriesFor,
  queueBusy,
  sentParams,
} from "../support/contact-page";
import {
  type Enquiry,
  DRAFT_KEY,
  FASTEST_SEND_MS,
  LOST_ANSWERS_BEFORE_ASKING,
  detailNames,
  enquiryFieldNames,
  enquiryFields,
  tradesIn,
  RECORD_PLACE,
  languageList,
  paths,
  retryDelay,
  sampleDetails,
  words,
} from "../support/site-facts";
import type { Tab } from "../support/browsers/driver";
import {
  SEND,
  expect,
  fieldValue,
  isHydrated,
  poll,
  sendButtonState,
  test,
} from "../support/engine-fixtures";

const { contact } = words.en;
/** What a send cut off before it reaches the service may log, in each engine's words. */
const CUT_OFF =
  /Failed to load resource|could not be sent|NetworkError|Load failed|network connection/i;

const fieldOf = (name: string) => `#enquiry-${name}`;
const SUMMARY = "form details > summary";
const focusedId = (tab: Tab) => tab.evaluate(() => document.activeElement?.id);
/** Runs in the page: what the browser says of the focused field. */
const validationMessage = () => (document.activeElement as HTMLInputElement).validationMessage;
const detailsOpen = (tab: Tab) =>
  tab.evaluate(() => document.querySelector<HTMLDetailsElement>("form details")!.open);
/**
 * Presses Send from the keyboard, as a visitor who tabbed to it does: a press by coordinates can
 * land elsewhere while the engine still scrolls the long form.
 */
async function pressSend(tab: Tab) {
  await tab.focus(SEND);
  await tab.press("Enter");
}

const statusText = (tab: Tab) =>
  tab.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="status"]')]
      .filter((status) => status.checkVisibility())
      .map((status) => status.innerText)
      .join(" "),
  );

/** Sets a field's value at once, as a date picker or a cut does, with the events they fire. */
const setValue = (tab: Tab, selector: string, value: string) =>
  tab.evaluate(
    ([selector, value]) => {
      const field = document.querySelector<HTMLInputElement>(selector)!;
      const { set } = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!;
      set!.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    },
    [selector, value] as const,
  );

/**
 * Types the enquiry into the form: its filled fields, and a click on each trade it names. A date
 * is set as its picker sets it (each engine's typing into a date field follows its own locale).
 * It takes a person's time at least: a form typed faster is sent marked as automated (schema.ts).
 */
async function fill(tab: Tab, enquiry: Enquiry) {
  let typedBy = 0; // FASTEST_SEND_MS after the first key, which the first `type` has pressed
  for (const name of enquiryFieldNames) {
    const value = enquiry[name];
    if (value === "") continue;
    // A project detail waits in a fold: a click on its summary opens it, as a visitor's does.
    if (!enquiryFields[name].required && !(await detailsOpen(tab))) await tab.click(SUMMARY);
    if (name === "trades")
      for (const id of tradesIn(value)) await tab.click(`input[name="trades"][value="${id}"]`);
    else if (enquiryFields[name].type === "date") await setValue(tab, fieldOf(name), value);
    else {
      await tab.type(fieldOf(name), value);
      typedBy ||= Date.now() + FASTEST_SEND_MS;
    }
  }
  await new Promise((done) => setTimeout(done, typedBy - Date.now()));
}

// The fold opened by the keyboard, on the way from the message to Send: accessibility.spec.ts.
test("Send stops at the field to fix: an empty enquiry at its first, by the browser's validation; a bid date the send would refuse, typed or saved where the field cannot show it, in the page's words; the project details folded on a fresh visit, unfolded where the draft holds one", async ({
  site,
}) => {
  const enquiry = anEnquiry();
  const tab = await site.open(paths.contact.en);
  expect(await detailsOpen(tab)).toBe(false);
  await tab.click(SEND);
  await poll(() => focusedId(tab)).toBe(`enquiry-${enquiryFieldNames[0]}`);
  expect(await tab.evaluate(() => document.querySelector("form")!.checkValidity())).toBe(false);

  const stopsAtDate = async () => {
    if (await detailsOpen(tab)) await tab.click(SUMMARY);
    await pressSend(tab);
    await poll(() => focusedId(tab)).toBe("enquiry-bidDate");
    expect(await detailsOpen(tab)).toBe(true);
    expect(await tab.evaluate(validationMessage)).toBe(contact.details.invalid.impossibleDate);
  };
  await fill(tab, { ...enquiry, bidDate: "20266-12-31" }); // a digit slipped into the year
  await stopsAtDate();
  const draft = JSON.stringify({ ...enquiry, bidDate: "2031-02-30" }); // a day that does not exist
  await tab.evaluate(({ key, draft }) => localStorage.setItem(key, draft), {
    key: DRAFT_KEY,
    draft,
  });
  await site.visit(tab, paths.contact.en);
  await poll(() => detailsOpen(tab)).toBe(true);
  await stopsAtDate();
  expect(site.network.sendAttempts()).toBe(0);
});

// With every project detail: they reach the firm as parameters and as a block after the message.
for (const language of languageList)
  test(`one Send on ${paths.contact[language]} stores one enquiry, its details labelled in the page's language, and thanks the visitor in it, naming the reply address`, async ({
    site,
  }) => {
    const { contact } = words[language];
    const enquiry = { ...anEnquiry(), ...sampleDetails("engines") };
    const tab = await site.open(paths.contact[language]);
    await fill(tab, enquiry);
    await pressSend(tab);
    await poll(() => statusText(tab)).toContain(contact.sent);
    // Where the reply goes (a mistyped address shows here), and how to send large plans.
    expect(await statusText(tab)).toContain(`${contact.replyTo} ${enquiry.email}.`);
    expect(await statusText(tab)).toContain(contact.largePlans);
    const params = await deliveredParams(enquiry.email);
    expect(params).toEqual(sentParams(enquiry, language));
    // The labels and the trades' names are the page's own, as the visitor saw them.
    const block = params.message!.slice(enquiry.message.length);
    expect(block.startsWith(`\n\n${contact.details.legend}\n`)).toBe(true);
    for (const name of detailNames) expect(block).toContain(contact.fieldLabels[name]);
    expect(params.trades).toContain(contact.details.otherTrade);
    expect(site.network.sendAttempts()).toBe(1);
  });

// Before hydration: the same controller runs the form after it. Pressed while the service is out
// of reach, then back: the open page tries again by itself (no page opened, no connection event).
test("before hydration, Send is live: it opens the closed fold of project details at a refused one, says why and keeps it; corrected and pressed while the service is out of reach, queued, then sent once it is back, one enquiry stored, thanked before React and after it", async ({
  site,
}) => {
  site.allowErrors(CUT_OFF);
  const enquiry = anEnquiry();
  const tab = await site.open(paths.contact.en, { mode: "before-hydration" });
  // Live: the page's own script listens to the form from then on.
  await poll(() => sendButtonState(tab)).toEqual({ text: contact.submit, disabled: false });
  await fill(tab, { ...enquiry, phone: "call me" });
  await tab.click(SUMMARY);
  expect(await detailsOpen(tab)).toBe(false);
  await pressSend(tab);
  await poll(() => focusedId(tab)).toBe(fieldOf("phone").slice(1));
  expect(await detailsOpen(tab)).toBe(true);
  expect(await tab.evaluate(validationMessage)).toBe(contact.details.invalid.phone);
  expect(await fieldValue(tab, fieldOf("phone"))).toBe("call me");
  expect(site.network.sendAttempts()).toBe(0);

  await setValue(tab, fieldOf("phone"), enquiry.phone); // taken out
  site.network.dropSends(true);
  await pressSend(tab);
  await poll(() => statusText(tab)).toContain(contact.queued);
  site.network.dropSends(false);
  // Before React, the thank-you takes the form's place, as it does after.
  await poll(() => statusText(tab), { timeout: 10_000 }).toContain(contact.sent);
  await expectDeliveredOnce(enquiry);
  await poll(() => tab.evaluate(queueBusy, RECORD_PLACE)).toBe(0);
  expect(await isHydrated(tab)).toBe(false);

  site.network.releaseHydration();
  await poll(() => statusText(tab)).toContain(contact.sent);
  expect(await deliveredParams(enquiry.email)).toEqual(sentParams(enquiry));
});

test("an enquiry sent while the connection is down stays queued across pages and arrives once", async ({
  site,
}) => {
  site.allowErrors(CUT_OFF);
  const enquiry = anEnquiry();
  const tab = await site.open(paths.contact.en);
  await fill(tab, enquiry);
  site.network.dropSends(true);
  await pressSend(tab);
  await poll(() => statusText(tab)).toContain(contact.queued);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(0);
  // The page opened again reads the one record of this browser, tries to send it (the connection
  // is still cut), and says it is still queued, with the same words.
  // (The browser itself may try a cut request again on each of its idle connections.)
  const attempts = site.network.sendAttempts();
  await site.visit(tab, paths.contact.en);
  await poll(() => site.network.sendAttempts()).toBeGreaterThan(attempts);
  await poll(() => statusText(tab)).toContain(contact.queued);
  expect(await fieldValue(tab, fieldOf("message"))).toBe(enquiry.message);

  site.network.dropSends(false);
  await site.visit(tab, paths.home.en);
  await poll(() => outboxEntriesFor(enquiry.email), { timeout: 10_000 }).toHaveLength(1);
  // Nothing more leaves: once delivered, the queue is empty, here and on the next page.
  await poll(() => tab.evaluate(queueBusy, RECORD_PLACE)).toBe(0);
  await site.visit(tab, paths.contact.en);
  await poll(() => tab.evaluate(queueBusy, RECORD_PLACE)).toBe(0);
  await expectDeliveredOnce(enquiry);
});

test("an enquiry whose answer is lost while the page stays open goes twice at most, then the visitor is told it may have reached us", async ({
  site,
}) => {
  site.allowErrors(CUT_OFF);
  const tab = await site.open(paths.contact.en);
  const enquiry = anEnquiry();
  await fill(tab, enquiry);
  site.network.loseAnswers(true);
  await pressSend(tab);
  await poll(() => statusText(tab), { timeout: 20_000 }).toContain(contact.unconfirmed);
  // Past the time its next try would have come: nothing more goes.
  await new Promise((done) => setTimeout(done, retryDelay(LOST_ANSWERS_BEFORE_ASKING) + 1000));
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(LOST_ANSWERS_BEFORE_ASKING);
  expect(site.network.sendAttempts()).toBe(LOST_ANSWERS_BEFORE_ASKING);
});

test("an answer that reached the page before it could record it is known on the next page: the enquiry goes once", async ({
  site,
}) => {
  const tab = await site.open(paths.contact.en);
  const enquiry = anEnquiry();
  await fill(tab, enquiry);
  site.network.holdAnswers();
  await pressSend(tab);
  await poll(() => outboxEntriesFor(enquiry.email)).toHaveLength(1);
  // The record is held (as by a slow disk or a busy processor) as the answer arrives: the page
  // has its answer and waits to write it down when the visitor leaves.
  await tab.evaluate(
    (lock) =>
      new Promise<void>((granted) => {
        void navigator.locks.request(lock, () => (granted(), new Promise(() => {})));
      }),
    RECORD_PLACE.lock,
  );
  site.network.releaseAnswers();
  await poll(() =>
    tab.evaluate(
      async (lock) => (await navigator.locks.query()).pending?.some(({ name }) => name === lock),
      RECORD_PLACE.lock,
    ),
  ).toBe(true);
  await site.visit(tab, paths.home.en);
  await poll(() => tab.evaluate(queueBusy, RECORD_PLACE)).toBe(0);
  await site.visit(tab, paths.contact.en);
  await poll(() => tab.evaluate(queueBusy, RECORD_PLACE)).toBe(0);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
});

test("an answer that comes only once the visitor has left is awaited by the answer-watching worker: the enquiry goes once", async ({
  site,
}) => {
  const tab = await site.open(paths.contact.en);
  await poll(() => tab.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The page's own request ends as it goes (Firefox and WebKit log it); the worker's goes on.
  site.allowErrors(CUT_OFF);
  const enquiry = anEnquiry();
  await fill(tab, enquiry);
  site.network.holdAnswers();
  await pressSend(tab);
  await poll(() => outboxEntriesFor(enquiry.email)).toHaveLength(1);
  // Left before the answer: the next page sees the send still under way, and sends nothing.
  await site.visit(tab, paths.home.en);
  await poll(() => tab.evaluate(queueBusy, RECORD_PLACE)).toBeGreaterThan(0);
  expect(site.network.sendAttempts()).toBe(1);
  site.network.releaseAnswers();
  await poll(() => tab.evaluate(queueBusy, RECORD_PLACE)).toBe(0);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
});
