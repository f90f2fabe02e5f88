/** What the contact-page tests share: a fresh enquiry, the form, the outbox and the requests. */
import type { BrowserContext, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { detailWordsFor, emailParams } from "../../app/enquiry/email-params.ts";
import type { VisitSource } from "../../app/enquiry/visit-source.ts";
import {
  type Enquiry,
  type EnquiryFieldName,
  type TradeId,
  enquiryFields,
  tradeIds,
  tradesIn,
} from "../../app/enquiry/schema.ts";
import { expect, poll, openHydrated } from "./fixtures";
import { outboxDir } from "./server-env";
import {
  EMAIL_SEND_PATH,
  type Language,
  RECORD_PLACE,
  SEND_GLOB,
  paths,
  sampleEnquiry,
  tradeNames,
  words,
} from "./site-facts";

/** An enquiry as the specification has it (no project detail), unique to this test. */
export function anEnquiry(): Enquiry {
  return sampleEnquiry(randomUUID().slice(0, 8));
}

/** What the service receives for an enquiry sent from a visit with `source` (by default, direct). */
export const sentParams = (
  enquiry: Enquiry,
  language: Language = "en",
  source: VisitSource = { page: paths.contact[language] },
  automated?: boolean,
) => emailParams(enquiry, { ...pageWords(language), source, automated });

/** The enquiry's fields in two parts: `first` of them, and the rest. */
export function splitEnquiry(enquiry: Enquiry, first: EnquiryFieldName[]) {
  const part = (inFirst: boolean): Partial<Enquiry> =>
    Object.fromEntries(
      Object.entries(enquiry).filter(([name]) => first.includes(name as never) === inFirst),
    );
  return [part(true), part(false)] as const;
}

/** A field of the form, by its label in the page's language: English unless a test says otherwise. */
export const field = (page: Page, name: EnquiryFieldName, language: Language = "en") =>
  page.getByLabel(words[language].contact.fieldLabels[name], { exact: true });

/** A trade's box in the form, by its name in the page's language. */
export const tradeBox = (page: Page, id: TradeId, language: Language = "en") =>
  page.getByRole("checkbox", { name: pageWords(language).trades[id], exact: true });

/** The words that label the details and the visit in the e-mail, as the page in `language` gives them. */
export const pageWords = (language: Language) =>
  detailWordsFor(words[language].contact, tradeNames(language), language);

/** Opens the project details' fold as a visitor does, with a click on its summary, if closed. */
export async function openDetails(page: Page, language: Language = "en") {
  const summary = page.locator("summary", { hasText: words[language].contact.details.legend });
  const open = await summary.evaluate((node) => (node.parentElement as HTMLDetailsElement).open);
  if (!open) await summary.click();
}

/**
 * `enquiry`'s fields but the empty project details: a form that never had one holds it empty
 * already, so filling and checking pass over them.
 */
const given = (enquiry: Partial<Enquiry>) =>
  (Object.entries(enquiry) as [EnquiryFieldName, string][]).filter(
    ([name, value]) => value !== "" || enquiryFields[name].required,
  );

/** Fills in `enquiry`'s fields: the trades by ticking their boxes, once the details' fold is open. */
export async function fillForm(page: Page, enquiry: Partial<Enquiry>, language: Language = "en") {
  for (const [name, value] of given(enquiry)) {
    if (!enquiryFields[name].required) await openDetails(page, language);
    if (name !== "trades") await field(page, name, language).fill(value);
    else
      for (const id of tradeIds)
        await tradeBox(page, id, language).setChecked(tradesIn(value).includes(id));
  }
}

/** The form holds `enquiry`'s values. */
export async function expectFormHolds(
  page: Page,
  enquiry: Partial<Enquiry>,
  language: Language = "en",
) {
  for (const [name, value] of given(enquiry)) {
    if (name !== "trades") await expect(field(page, name, language)).toHaveValue(value);
    else
      for (const id of tradeIds)
        await expect(tradeBox(page, id, language)).toBeChecked({
          checked: tradesIn(value).includes(id),
        });
  }
}

/** Opens the contact page in `language` and waits until React owns the form. */
export async function openForm(page: Page, language: Language = "en") {
  await openHydrated(page, paths.contact[language]);
}

/** The form open in this tab and in another of the same browser. Returns the other. */
export async function openFormInTwoTabs(page: Page) {
  const other = await page.context().newPage();
  for (const tab of [page, other]) await openForm(tab);
  return other;
}

/** Opens the contact page in `language` and fills in `enquiry`, a fresh one unless given. */
export async function openFilledForm(
  page: Page,
  language: Language = "en",
  enquiry: Enquiry = anEnquiry(),
) {
  await openForm(page, language);
  await fillForm(page, enquiry, language);
  return enquiry;
}

/** The form's status line: what became of a Send, announced to screen readers. */
export const status = (page: Page) => page.getByRole("status");

/** Waits until the status line says `text` where a visitor reads it. */
export const expectStatus = (page: Page, text: string) =>
  expect(status(page)).toContainText(text, { useInnerText: true });

export const sendButton = (page: Page, language: Language = "en") =>
  page.getByRole("button", { name: words[language].contact.submit });

/** Send as it is while the enquiry is on its way: "Sending…", disabled. */
export const sending = (page: Page) => page.getByRole("button", { name: words.en.contact.sending });

/**
 * The outbox's entries by file name. The endpoint writes each file whole and never changes it, and
 * the outbox keeps every run's enquiries: a wait that asks every 50 ms reads only what is new.
 */
const readEntries = new Map<string, Promise<{ params: Record<string, string> }>>();

/** The enquiries the local endpoint stored for this e-mail address. */
export async function outboxEntriesFor(email: string) {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const entries = files
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      if (!readEntries.has(file))
        readEntries.set(file, readFile(join(outboxDir, file), "utf8").then(JSON.parse));
      return readEntries.get(file)!;
    });
  return (await Promise.all(entries)).filter((entry) => entry.params.email === email);
}

/** The parameters of the one enquiry the firm received from `email`, once it has landed. */
export async function deliveredParams(email: string) {
  await poll(() => outboxEntriesFor(email)).toHaveLength(1);
  return (await outboxEntriesFor(email))[0]!.params;
}

/** Exactly one copy of the enquiry sent from this e-mail address landed. */
export async function expectDeliveredOnce({ email }: Pick<Enquiry, "email">) {
  expect(await outboxEntriesFor(email), `enquiries from ${email}`).toHaveLength(1);
}

/** Counts the send requests the page makes from now on. */
export function countSends(page: Page) {
  const sends = { count: 0 };
  page.on("request", (request) => {
    if (request.url().includes(EMAIL_SEND_PATH)) sends.count += 1;
  });
  return sends;
}

/** Holds every send request of a page or a whole context until `release()`; counts them. */
export async function holdSends(target: Page | BrowserContext) {
  const held = { count: 0, release: () => {} };
  const released = new Promise<void>((resolve) => (held.release = resolve));
  await target.route(SEND_GLOB, async (route) => {
    held.count += 1;
    await released;
    await route.continue();
  });
  return held;
}

/** Waits until no tab holds or waits for the record's lock and nothing is on the wire or waiting. */
export async function expectQueueSettled(page: Page) {
  await poll(() => page.evaluate(queueBusy, RECORD_PLACE)).toBe(0);
}

/**
 * Runs in the page, in any engine: how many tabs hold or wait for the record's lock, plus one for
 * a version on the wire and one for a version waiting. 0: the queue has settled.
 */
export async function queueBusy({ database, store, key, lock, storageKey }: typeof RECORD_PLACE) {
  const { held = [], pending = [] } = await navigator.locks.query();
  const busy = [...held, ...pending].filter(({ name }) => name === lock).length;
  // Where IndexedDB could not be used, the record is in localStorage.
  const moved = localStorage.getItem(storageKey);
  const record = moved
    ? (JSON.parse(moved) as { wire: unknown; waiting: unknown })
    : await storedRecord();
  return busy + (record?.wire ? 1 : 0) + (record?.waiting ? 1 : 0);

  // Read-only: opening a database that does not exist yet would create it empty.
  async function storedRecord(): Promise<{ wire: unknown; waiting: unknown } | undefined> {
    const databases = await indexedDB.databases();
    if (!databases.some(({ name }) => name === database)) return undefined;
    const db = await answer(indexedDB.open(database));
    const record = await answer(db.transaction(store).objectStore(store).get(key));
    db.close();
    return record;
  }

  function answer<T>(request: IDBRequest<T>) {
    return new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  }
}
