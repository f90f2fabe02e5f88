/** What the contact-page tests share: a fresh enquiry, the form, the outbox and the requests. */
import type { BrowserContext, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { contact } from "../../app/content/en/contact.ts";
import { RECORD_PLACE } from "../../app/enquiry/record.ts";
import type { Enquiry, EnquiryFieldName } from "../../app/enquiry/schema.ts";
import { EMAIL_SEND_PATH } from "../../server/email-endpoint.ts";
import { expect, hydrated } from "../e2e/fixtures";
import { outboxDir } from "../e2e/server-env";
import { sampleEnquiry } from "./sample-enquiry";

/** Every send request, to whichever origin (a glob for page.route). */
export const SEND_PATH = `**${EMAIL_SEND_PATH}`;
export const SENT = contact.sent;
export const FAILED = contact.failed;
export const QUEUED = contact.queued;

/** An enquiry with a value for every field of the schema, unique to this test. */
export function anEnquiry(): Enquiry {
  return sampleEnquiry(randomUUID().slice(0, 8));
}

/** The enquiry's fields in two parts: `first` of them, and the rest. */
export function splitEnquiry(enquiry: Enquiry, first: EnquiryFieldName[]) {
  const inFirst = ([name]: [string, string]) => first.includes(name as EnquiryFieldName);
  const entries = Object.entries(enquiry);
  return [
    Object.fromEntries(entries.filter(inFirst)),
    Object.fromEntries(entries.filter((entry) => !inFirst(entry))),
  ] as [Partial<Enquiry>, Partial<Enquiry>];
}

/** The same enquiry with every field empty. */
export function emptied(enquiry: Enquiry): Partial<Enquiry> {
  return Object.fromEntries(Object.keys(enquiry).map((name) => [name, ""]));
}

/** The form's labels in the page's language: English unless a test says otherwise. */
type FieldLabels = Record<EnquiryFieldName, string>;

export const field = (
  page: Page,
  name: EnquiryFieldName,
  labels: FieldLabels = contact.fieldLabels,
) => page.getByLabel(labels[name], { exact: true });

export async function fillForm(page: Page, enquiry: Partial<Enquiry>, labels?: FieldLabels) {
  for (const [name, value] of Object.entries(enquiry)) {
    await field(page, name as EnquiryFieldName, labels).fill(value);
  }
}

export async function expectFormHolds(page: Page, enquiry: Partial<Enquiry>) {
  for (const [name, value] of Object.entries(enquiry)) {
    await expect(field(page, name as EnquiryFieldName)).toHaveValue(value);
  }
}

/** Opens the contact page and waits until React owns the form. */
export async function openForm(page: Page) {
  await page.goto("/contact-us");
  await hydrated(page);
}

export const sendButton = (page: Page) => page.getByRole("button", { name: contact.submit });

/** The enquiries the local endpoint stored for this e-mail address. */
export async function outboxEntriesFor(email: string) {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const entries = await Promise.all(
    files
      .filter((file) => file.endsWith(".json"))
      .map(async (file) => JSON.parse(await readFile(join(outboxDir, file), "utf8"))),
  );
  return entries.filter((entry) => entry.params.email === email);
}

/** Counts the send requests the page makes from now on. */
export function countSends(page: Page) {
  const sends = { count: 0 };
  page.on("request", (request) => {
    if (request.url().includes(EMAIL_SEND_PATH)) sends.count += 1;
  });
  return sends;
}

/** Fills the open form, loses the connection and presses Send: the enquiry is queued. */
export async function queueWhileOffline(page: Page, context: BrowserContext) {
  const enquiry = anEnquiry();
  await fillForm(page, enquiry);
  await context.setOffline(true);
  await sendButton(page).click();
  const status = page.getByRole("status");
  await expect(status).toContainText(FAILED);
  await expect(status).toContainText(QUEUED);
  await expectFormHolds(page, enquiry);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(0);
  return enquiry;
}

/**
 * Presses Send with every answer held (for `page`, or the whole context `held`): "Sending…", then,
 * 15 s later on the page's installed clock, the error. Returns the held sends.
 */
export async function sendWithNoAnswer(page: Page, held: Page | BrowserContext = page) {
  const sends = await holdSends(held);
  await sendButton(page).click();
  await expect(page.getByRole("button", { name: contact.sending })).toBeDisabled();
  await page.clock.fastForward(15_000);
  await expect(page.getByRole("status")).toContainText(FAILED);
  return sends;
}

/** Holds every send request of a page or a whole context until `release()`; counts them. */
export async function holdSends(target: Page | BrowserContext) {
  const held = { count: 0, release: () => {} };
  const released = new Promise<void>((resolve) => (held.release = resolve));
  await target.route(SEND_PATH, async (route) => {
    held.count += 1;
    await released;
    await route.continue();
  });
  return held;
}

/** Waits until no tab holds or waits for the record's lock and nothing is on the wire or waiting. */
export async function expectQueueSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async ({ database, store, key, lock }) => {
        const { held = [], pending = [] } = await navigator.locks.query();
        const busy = [...held, ...pending].filter(({ name }) => name === lock).length;
        const record = await storedRecord();
        return busy + (record?.wire ? 1 : 0) + (record?.waiting ? 1 : 0);

        // Read-only: opening a database that does not exist yet would create it empty.
        async function storedRecord(): Promise<{ wire: unknown; waiting: unknown } | undefined> {
          const databases = await indexedDB.databases();
          if (!databases.some(({ name }) => name === database)) return undefined;
          return new Promise((resolve, reject) => {
            const open = indexedDB.open(database);
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const read = open.result.transaction(store).objectStore(store).get(key);
              read.onerror = () => reject(read.error);
              read.onsuccess = () => {
                open.result.close();
                resolve(read.result);
              };
            };
          });
        }
      }, RECORD_PLACE),
    )
    .toBe(0);
}
