/**
 * The browser's side of the one enquiry record: IndexedDB keeps it, a Web Lock lets one tab at a
 * time change it, a lock held by each page view for its lifetime tells whether the page view
 * sending a request is still open, and a BroadcastChannel tells every tab it changed. IndexedDB
 * rather than localStorage: a tab that takes the lock must see what the last holder wrote, and
 * Chromium hands localStorage writes to other tabs later. Small on purpose: every page loads it.
 *
 * Where IndexedDB cannot be used, however it fails (it throws, its database does not open, a
 * write fails: some private windows, a broken profile), the record moves to localStorage, and
 * once it is there every tab and page view reads and writes it there, even one that still reaches
 * IndexedDB: the record stays one per browser, never one per tab (which would send the same words
 * from each). Where the browser has no Web Locks (below the floor the stylesheet requires, or a
 * page served over plain HTTP from another computer) or keeps no site data at all, the record
 * lives in this page view alone, and nothing can wait on the device for the connection.
 */
import type { EnquiryRecord } from "./machine";
import { readStored, writeStored } from "./storage";

/** Where the record is kept (one value under one key of one object store), and its lock. */
export const RECORD_PLACE = {
  database: "exact-bids-enquiry",
  store: "enquiry",
  key: "record",
  lock: "exact-bids:enquiry",
  /** Its localStorage key, where IndexedDB cannot be used. */
  storageKey: "exact-bids:enquiry-record",
};
const PAGE_VIEW_LOCK = "exact-bids:page-view:";
const CHANGES = "exact-bids:enquiry-changes";

const hasLocks = () => "locks" in navigator;
/** Set once this page view could keep the record nowhere that other page views read. */
let alone = false;
let inMemory: EnquiryRecord | undefined;
const inPageView = () => alone || !hasLocks();

/** The record; none where nothing was ever sent (a visit that sends nothing creates nothing). */
export async function read(): Promise<EnquiryRecord | undefined> {
  if (inPageView()) return inMemory;
  const moved = readStored(RECORD_PLACE.storageKey);
  if (moved) return parsed(moved);
  return inDatabase("readonly", (store) => store.get(RECORD_PLACE.key)).catch(() => undefined);
}

export async function write(record: EnquiryRecord): Promise<void> {
  if (!inPageView()) {
    if (!readStored(RECORD_PLACE.storageKey)) {
      try {
        return void (await inDatabase("readwrite", (store) => store.put(record, RECORD_PLACE.key)));
      } catch {
        // Unusable, however it fails: the record moves to localStorage, for every tab.
      }
    }
    if (writeStored(RECORD_PLACE.storageKey, JSON.stringify(record))) return;
    alone = true;
  }
  inMemory = record;
}

/** A delivered version, noted at once: the record needs the lock and IndexedDB, which take turns. */
const LANDED = "exact-bids:enquiry-landed";
export const noteLanded = (id: string) => void writeStored(LANDED, id);
export const landed = () => readStored(LANDED);

/** Whether a version can wait on this device for the connection to come back. */
export const kept = () => !inPageView();

let turns: Promise<unknown> = Promise.resolve();

/** Runs `work` while no other tab changes the record (without Web Locks, no other of its own). */
export async function withLock<T>(work: () => Promise<T>): Promise<T> {
  if (hasLocks()) return await navigator.locks.request(RECORD_PLACE.lock, work);
  const run = turns.then(work);
  turns = run.catch(() => {});
  return await run;
}

/** Holds a lock named after this page view until it closes; resolves once it is held. */
export function holdPageView(pageView: string): Promise<void> {
  if (!hasLocks()) return Promise.resolve(); // its record is its own: no other tab asks
  return new Promise((held) => {
    void navigator.locks.request(PAGE_VIEW_LOCK + pageView, () => {
      held();
      return new Promise<never>(() => {});
    });
  });
}

/** Whether that page view is still open (asked only where tabs share the record: Web Locks). */
export async function pageViewOpen(pageView: string): Promise<boolean> {
  const { held } = await navigator.locks.query();
  return held!.some(({ name }) => name === PAGE_VIEW_LOCK + pageView);
}

/** Tells the other tabs the record changed. */
export function announce(): void {
  if (!hasLocks()) return;
  const channel = new BroadcastChannel(CHANGES);
  channel.postMessage("changed");
  channel.close();
}

/**
 * Calls `listener` when another tab changed the record: on its broadcast, and where the record is
 * kept in localStorage, when the change reaches this tab (a broadcast may arrive before it).
 */
export function onChange(listener: () => void): () => void {
  if (!hasLocks()) return () => {};
  const onStorage = ({ key }: StorageEvent) => key === RECORD_PLACE.storageKey && listener();
  window.addEventListener("storage", onStorage);
  const channel = new BroadcastChannel(CHANGES);
  channel.onmessage = listener;
  return () => {
    window.removeEventListener("storage", onStorage);
    channel.close();
  };
}

/**
 * One request on the record's object store, answered once its transaction completes. Reading
 * creates no database: where there is none yet, the answer is `undefined`.
 */
function inDatabase<T>(
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(RECORD_PLACE.database);
    let none = false;
    open.onupgradeneeded = () => {
      if (mode === "readonly") return void ((none = true), open.transaction!.abort());
      open.result.createObjectStore(RECORD_PLACE.store);
    };
    open.onerror = () => (none ? resolve(undefined) : reject(open.error));
    open.onsuccess = () => {
      const database = open.result;
      try {
        const transaction = database.transaction(RECORD_PLACE.store, mode);
        const answer = request(transaction.objectStore(RECORD_PLACE.store));
        transaction.oncomplete = () => resolve(answer.result);
        transaction.onabort = () => reject(transaction.error);
      } catch (error) {
        reject(error);
      } finally {
        database.close(); // once the transaction completes
      }
    };
  });
}

function parsed(stored: string): EnquiryRecord | undefined {
  try {
    return JSON.parse(stored) as EnquiryRecord;
  } catch {
    // Unreadable: as if there were none.
  }
}
