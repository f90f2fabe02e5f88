/** This page view's enquiry store, wired to the browser: created on first use, never prerendered. */
import { clearDraftIfSent } from "./draft";
import { type EnquiryStore, createEnquiryStore } from "./enquiry-store";
import * as record from "./record";
import { deliver } from "./transport";

let store: EnquiryStore | undefined;

export function enquiryStore(): EnquiryStore {
  return (store ??= createEnquiryStore({
    ...record,
    pageView: newId(),
    send: deliver,
    clearDraftIf: (words) => void clearDraftIfSent(words),
    now: monotonicNow,
    newId,
    schedule,
  }));
}

/** A retry waits while the page is hidden: coming back to it tries at once (delivery.ts). */
export function schedule(work: () => void, ms: number): () => void {
  const timer = setTimeout(() => document.visibilityState !== "hidden" && work(), ms);
  return () => clearTimeout(timer);
}

/**
 * The time, from a clock that a change of the computer's clock does not move back while the page
 * view lives: a deadline measured with it passes when it should. Between page views, as Date.now().
 */
export const monotonicNow = () => performance.timeOrigin + performance.now();

// Unique enough for one browser; crypto.randomUUID() needs HTTPS, and a preview may not have it.
function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36)}`;
}
