/**
 * Enquiries that could not leave the device for lack of a connection, kept in localStorage and
 * sent once the connection is back, or on the next visit to any page, by exactly one tab (the
 * queue is only ever sent under a Web Lock, see send-queued.ts). Small on purpose: every page
 * loads it through use-enquiry-queue.ts.
 */
import type { Enquiry } from "./schema";
import { readStored, writeStored } from "./storage";

const QUEUE_KEY = "exact-bids:enquiry-queue";
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
}

/** Queues the enquiry and returns its id, or nothing where this browser will not store it. */
export function queueEnquiry(enquiry: Enquiry): string | undefined {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return writeQueue([...readQueue(), { id, enquiry }]) ? id : undefined;
}

/** Takes an enquiry back to send it now; false if a tab has already sent or dropped it. */
export function takeFromQueue(id: string): Promise<boolean> {
  return withQueueLock(async () => {
    const queue = readQueue();
    if (!queue.some((item) => item.id === id)) return false;
    writeQueue(queue.filter((item) => item.id !== id));
    return true;
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

export function readQueue(): QueuedEnquiry[] {
  try {
    const queue: unknown = JSON.parse(readStored(QUEUE_KEY) ?? "[]");
    return Array.isArray(queue) ? (queue as QueuedEnquiry[]) : [];
  } catch {
    return [];
  }
}

export function writeQueue(queue: QueuedEnquiry[]): boolean {
  return writeStored(QUEUE_KEY, queue.length > 0 ? JSON.stringify(queue) : null);
}
