/**
 * Enquiries that could not leave the device for lack of a connection, kept in IndexedDB and sent
 * once the connection is back, or on the next visit to any page, by exactly one tab (the queue is
 * only ever sent under a Web Lock, see send-queued.ts). IndexedDB rather than localStorage: a tab
 * that takes the lock must see what the last holder wrote, and Chromium hands localStorage writes
 * to other tabs later, so a second tab could still see a sent enquiry and send it again. Small on
 * purpose: every page loads it through use-enquiry-queue.ts.
 */
import { createStore, get, update, type UseStore } from "idb-keyval";
import type { Enquiry } from "./schema";

/** Where the queue is kept: one array under one key of one object store. */
export const QUEUE_PLACE = { database: "exact-bids", store: "enquiry-queue", key: "queue" };
const QUEUE_LOCK = "exact-bids:enquiry-queue";
const OUTCOMES = "exact-bids:enquiry-outcomes";

interface QueuedEnquiry {
  id: string;
  enquiry: Enquiry;
}

/** What became of a queued enquiry, told to every tab. */
export interface QueuedOutcome {
  id: string;
  delivered: boolean;
  /** The draft still said what was delivered, and was cleared; otherwise its edits stay. */
  draftCleared: boolean;
}

/** Queues the enquiry and returns its id, or nothing where this browser will not store it. */
export async function queueEnquiry(enquiry: Enquiry): Promise<string | undefined> {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return (await changeQueue((queue) => [...queue, { id, enquiry }])) ? id : undefined;
}

/** Takes an enquiry back to send it now; false if a tab has already sent or dropped it. */
export function takeFromQueue(id: string): Promise<boolean> {
  return withQueueLock(async () => {
    if (!(await readQueue()).some((item) => item.id === id)) return false;
    return removeFromQueue(id);
  });
}

export function onQueuedOutcome(listener: (outcome: QueuedOutcome) => void): () => void {
  if (!("BroadcastChannel" in window)) return () => {}; // Safari before 15.4: no news, no crash.
  const channel = new BroadcastChannel(OUTCOMES);
  channel.onmessage = (event: MessageEvent<QueuedOutcome>) => listener(event.data);
  return () => channel.close();
}

/** Tells every tab, this one included, what became of a queued enquiry. */
export function announceOutcome(outcome: QueuedOutcome): void {
  if (!("BroadcastChannel" in window)) return;
  const channel = new BroadcastChannel(OUTCOMES);
  channel.postMessage(outcome);
  channel.close();
}

/** Runs `work` while no other tab touches the queue (where Web Locks exist: all current browsers). */
export async function withQueueLock<T>(work: () => Promise<T>): Promise<T> {
  if (!("locks" in navigator)) return work();
  return await navigator.locks.request(QUEUE_LOCK, work);
}

/** What is queued; empty where nothing ever was, or where this browser keeps no site data. */
export async function readQueue(): Promise<QueuedEnquiry[]> {
  try {
    // A visit that never queued anything creates no database.
    const databases = await indexedDB.databases?.();
    if (databases && !databases.some(({ name }) => name === QUEUE_PLACE.database)) return [];
    const queue = await get<unknown>(QUEUE_PLACE.key, queueStore());
    return Array.isArray(queue) ? (queue as QueuedEnquiry[]) : [];
  } catch {
    return [];
  }
}

export function removeFromQueue(id: string): Promise<boolean> {
  return changeQueue((queue) => queue.filter((item) => item.id !== id));
}

/** Reads and writes the queue in one transaction; false when the browser would not keep it. */
async function changeQueue(change: (queue: QueuedEnquiry[]) => QueuedEnquiry[]): Promise<boolean> {
  try {
    await update<QueuedEnquiry[]>(QUEUE_PLACE.key, (queue) => change(queue ?? []), queueStore());
    return true;
  } catch {
    return false;
  }
}

let store: UseStore | undefined;
function queueStore(): UseStore {
  return (store ??= createStore(QUEUE_PLACE.database, QUEUE_PLACE.store));
}
