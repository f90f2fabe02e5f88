/**
 * The browser's side of the one enquiry record: IndexedDB keeps it, a Web Lock lets one tab at a
 * time change it, a lock held by each page view for its lifetime tells whether the page view
 * sending a request is still open, and a BroadcastChannel tells every tab it changed. IndexedDB
 * rather than localStorage: a tab that takes the lock must see what the last holder wrote, and
 * Chromium hands localStorage writes to other tabs later. Small on purpose: every page loads it.
 *
 * Where a browser lacks one of these, the record is still one per browser, never one per tab
 * (which would send the same words from each): without IndexedDB (some private windows, a broken
 * profile) it is kept in localStorage; without Web Locks (Safari before 15.4, any page served over
 * plain HTTP) a lease in localStorage stands in for the lock and a heartbeat for the page view's
 * own lock. Only where the browser keeps no site data at all does it live in one page view.
 */
import { createStore, get, set, type UseStore } from "idb-keyval";
import { leaseLock } from "./lease";
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
  /**
   * Without Web Locks, the localStorage keys of the lease that stands in for the record's lock,
   * and of each page view's heartbeat (followed by its id).
   */
  lease: "exact-bids:enquiry-lease",
  heartbeat: "exact-bids:page-view:",
};
const PAGE_VIEW_LOCK = "exact-bids:page-view:";
const CHANGES = "exact-bids:enquiry-changes";

/** Where the record is kept: the first of these that works in this browser. */
let place: "indexedDB" | "localStorage" | "memory" = "indexedDB";
let inMemory: EnquiryRecord | undefined;

/** The record; none where nothing was ever sent (a visit that sends nothing creates nothing). */
export async function read(): Promise<EnquiryRecord | undefined> {
  if (place === "indexedDB") {
    try {
      const databases = await indexedDB.databases?.();
      if (databases && !databases.some(({ name }) => name === RECORD_PLACE.database)) return;
      return await get<EnquiryRecord>(RECORD_PLACE.key, recordStore());
    } catch {
      place = "localStorage";
    }
  }
  if (place === "localStorage") {
    const stored = readStored(RECORD_PLACE.storageKey);
    if (stored !== undefined) return stored === null ? undefined : parsed(stored);
    place = "memory";
  }
  return inMemory;
}

export async function write(record: EnquiryRecord): Promise<void> {
  if (place === "indexedDB") {
    try {
      return await set(RECORD_PLACE.key, record, recordStore());
    } catch {
      place = "localStorage"; // blocked or full
    }
  }
  if (place === "localStorage" && writeStored(RECORD_PLACE.storageKey, JSON.stringify(record))) {
    return;
  }
  place = "memory";
  inMemory = record;
}

/** Whether a version can wait on this device for the connection to come back. */
export function kept(): boolean {
  return place !== "memory";
}

/** Runs `work` while no other tab changes the record. */
export async function withLock<T>(work: () => Promise<T>): Promise<T> {
  if (!hasLocks()) return withLease(work);
  return await navigator.locks.request(RECORD_PLACE.lock, work);
}

/** Holds a lock named after this page view until it closes; resolves once it is held. */
export function holdPageView(pageView: string): Promise<void> {
  if (!hasLocks()) return beat(pageView);
  return new Promise((held) => {
    void navigator.locks.request(PAGE_VIEW_LOCK + pageView, () => {
      held();
      return new Promise<never>(() => {});
    });
  });
}

/** Whether that page view is still open. */
export async function pageViewOpen(pageView: string): Promise<boolean> {
  if (!hasLocks()) return heardFrom(pageView);
  const { held = [] } = await navigator.locks.query();
  return held.some(({ name }) => name === PAGE_VIEW_LOCK + pageView);
}

/** Tells the other tabs the record changed. */
export function announce(): void {
  // Safari before 15.4: a write to localStorage reaches the other tabs as a `storage` event.
  if (typeof BroadcastChannel === "undefined") return void writeStored(CHANGES, `${Math.random()}`);
  const channel = new BroadcastChannel(CHANGES);
  channel.postMessage("changed");
  channel.close();
}

/**
 * Calls `listener` when another tab changed the record: on its broadcast, and where the record is
 * kept in localStorage, when the change reaches this tab (a broadcast may arrive before it).
 */
export function onChange(listener: () => void): () => void {
  const onStorage = ({ key }: StorageEvent) => {
    if (key === CHANGES || key === RECORD_PLACE.storageKey) listener();
  };
  window.addEventListener("storage", onStorage);
  const channel =
    typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(CHANGES);
  if (channel) channel.onmessage = listener;
  return () => {
    window.removeEventListener("storage", onStorage);
    channel?.close();
  };
}

let store: UseStore | undefined;
function recordStore(): UseStore {
  return (store ??= createStore(RECORD_PLACE.database, RECORD_PLACE.store));
}

function parsed(stored: string): EnquiryRecord | undefined {
  try {
    return JSON.parse(stored) as EnquiryRecord;
  } catch {
    return undefined;
  }
}

const hasLocks = () => "locks" in navigator && navigator.locks !== undefined;

// Without Web Locks: what stands in for them, in localStorage, shared by every tab.

const withLease = leaseLock(
  {
    read: () => readStored(RECORD_PLACE.lease),
    write: (lease) => writeStored(RECORD_PLACE.lease, lease),
  },
  { now: () => Date.now(), wait: (ms) => new Promise((done) => setTimeout(done, ms)) },
);

/** A page view's heartbeat, every BEAT_MS while it is open; silent for GONE_MS, it has closed. */
const BEAT_MS = 1_000;
const GONE_MS = 3_500;

async function beat(pageView: string): Promise<void> {
  const key = RECORD_PLACE.heartbeat + pageView;
  const now = () => void writeStored(key, String(Date.now()));
  now();
  // Beats go on after a return from the back/forward cache; while the page is in it, it is gone.
  setInterval(now, BEAT_MS);
  window.addEventListener("pagehide", () => writeStored(key, null));
}

function heardFrom(pageView: string): boolean {
  const last = Number(readStored(RECORD_PLACE.heartbeat + pageView));
  return last > 0 && Math.abs(Date.now() - last) < GONE_MS;
}
