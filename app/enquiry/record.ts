/**
 * The browser's side of the one enquiry record: IndexedDB keeps it, a Web Lock lets one tab at a
 * time change it, a lock held by each page view for its lifetime tells whether the page view
 * sending a request is still open, and a BroadcastChannel tells every tab it changed. IndexedDB
 * rather than localStorage: a tab that takes the lock must see what the last holder wrote, and
 * Chromium hands localStorage writes to other tabs later. Small on purpose: every page loads it.
 */
import { createStore, get, set, type UseStore } from "idb-keyval";
import type { EnquiryRecord } from "./machine";

/** Where the record is kept (one value under one key of one object store), and its lock. */
export const RECORD_PLACE = {
  database: "exact-bids-enquiry",
  store: "enquiry",
  key: "record",
  lock: "exact-bids:enquiry",
};
const PAGE_VIEW_LOCK = "exact-bids:page-view:";
const CHANGES = "exact-bids:enquiry-changes";

/** Where this browser keeps no site data, the record lives in this page view only, in memory. */
let memoryOnly = false;
let inMemory: EnquiryRecord | undefined;

/** The record; none where nothing was ever sent (a visit that sends nothing creates nothing). */
export async function read(): Promise<EnquiryRecord | undefined> {
  if (memoryOnly) return inMemory;
  try {
    const databases = await indexedDB.databases?.();
    if (databases && !databases.some(({ name }) => name === RECORD_PLACE.database)) return;
    return await get<EnquiryRecord>(RECORD_PLACE.key, recordStore());
  } catch {
    memoryOnly = true;
  }
}

export async function write(record: EnquiryRecord): Promise<void> {
  if (!memoryOnly) {
    try {
      return await set(RECORD_PLACE.key, record, recordStore());
    } catch {
      memoryOnly = true; // blocked or full
    }
  }
  inMemory = record;
}

/** Whether a version can wait on this device for the connection to come back. */
export function kept(): boolean {
  return !memoryOnly;
}

/** Runs `work` while no other tab changes the record (all current browsers have Web Locks). */
export async function withLock<T>(work: () => Promise<T>): Promise<T> {
  if (!("locks" in navigator)) return work();
  return await navigator.locks.request(RECORD_PLACE.lock, work);
}

/** Holds a lock named after this page view until it closes; resolves once it is held. */
export function holdPageView(pageView: string): Promise<void> {
  if (!("locks" in navigator)) return Promise.resolve();
  return new Promise((held) => {
    void navigator.locks.request(PAGE_VIEW_LOCK + pageView, () => {
      held();
      return new Promise<never>(() => {});
    });
  });
}

/** Whether that page view is still open. Without Web Locks, no: its request is sent again. */
export async function pageViewOpen(pageView: string): Promise<boolean> {
  if (!("locks" in navigator)) return false;
  const { held = [] } = await navigator.locks.query();
  return held.some(({ name }) => name === PAGE_VIEW_LOCK + pageView);
}

/** Tells the other tabs the record changed. */
export function announce(): void {
  if (!("BroadcastChannel" in window)) return; // Safari before 15.4: no news, no crash.
  const channel = new BroadcastChannel(CHANGES);
  channel.postMessage("changed");
  channel.close();
}

export function onChange(listener: () => void): () => void {
  if (!("BroadcastChannel" in window)) return () => {};
  const channel = new BroadcastChannel(CHANGES);
  channel.onmessage = listener;
  return () => channel.close();
}

let store: UseStore | undefined;
function recordStore(): UseStore {
  return (store ??= createStore(RECORD_PLACE.database, RECORD_PLACE.store));
}
