/**
 * The one draft of the enquiry in this browser, kept in localStorage as it is typed so a reload, a
 * closed tab or a failed send loses nothing. Every tab reads and writes the same draft and hears
 * the others' changes (the `storage` event). Where storage is blocked, the draft lives in memory.
 */
import {
  type Enquiry,
  blankEnquiry,
  emptyEnquiry,
  enquiryFieldNames,
  enquiryFrom,
  sameEnquiry,
  tradesValue,
} from "./schema";
import { readStored, writeStored } from "./storage";
import { forgetVisitSource } from "./visit-source";

// The key drafts were kept under before tabs shared them: the same shape, so none is lost.
export const DRAFT_KEY = "exact-bids:contact-draft";
const EMPTY = emptyEnquiry();

/** This tab's draft, used once storage has failed to read or to keep it. */
let inMemory: Enquiry = EMPTY;
let memoryOnly = false;
let lastRead: { raw: string | null; draft: Enquiry } = { raw: null, draft: EMPTY };
const listeners = new Set<() => void>();

/** The current draft; the same object until it changes, as useSyncExternalStore needs. */
export function getDraft(): Enquiry {
  const raw = memoryOnly ? undefined : readStored(DRAFT_KEY);
  if (raw === undefined) return inMemory;
  if (raw === null) return EMPTY;
  if (raw !== lastRead.raw) lastRead = { raw, draft: parse(raw) };
  return lastRead.draft;
}

/** Changes only the given fields, so what another tab typed in the others is kept. */
export function updateDraft(fields: Partial<Enquiry>): void {
  save({ ...getDraft(), ...fields });
}

/**
 * Clears the draft if it still says what was delivered, and where this tab's visit came from;
 * edits made since are kept. True when it was cleared.
 */
export function clearDraftIfSent(sent: Enquiry): boolean {
  if (!sameEnquiry(getDraft(), sent)) return false;
  save(EMPTY);
  forgetVisitSource();
  return true;
}

/** What the form's fields hold, as the enquiry keeps it: the ticked trades as one value. */
export function valuesIn(form: HTMLFormElement): Enquiry {
  const data = new FormData(form);
  return enquiryFrom(
    Object.fromEntries(
      enquiryFieldNames.map((name) => [
        name,
        name === "trades" ? tradesValue(data.getAll(name).map(String)) : data.get(name),
      ]),
    ),
  );
}

export function subscribeToDraft(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DRAFT_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function save(draft: Enquiry): void {
  const empty = blankEnquiry(draft);
  inMemory = empty ? EMPTY : draft;
  if (!writeStored(DRAFT_KEY, empty ? null : JSON.stringify(draft))) memoryOnly = true;
  for (const listener of listeners) listener();
}

function parse(raw: string): Enquiry {
  try {
    return enquiryFrom(JSON.parse(raw));
  } catch {
    return EMPTY;
  }
}
