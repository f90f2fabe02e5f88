/** This page view's enquiry store, wired to the browser: created on first use, never prerendered. */
import { answerAwaited, answered, withWorkerAnswer } from "./answer-watch";
import { clearDraftIfSent } from "./draft";
import { enquiryReference } from "./email-params";
import { type EnquiryStore, createEnquiryStore } from "./enquiry-store";
import type { Version } from "./machine";
import * as record from "./record";
import { deliver } from "./transport";

let store: EnquiryStore | undefined;

export function enquiryStore(): EnquiryStore {
  return (store ??= createEnquiryStore({
    ...withAnswerWatch(record),
    pageView: newId(),
    send: async (words, detailWords) =>
      withWorkerAnswer(await deliver(words, detailWords), enquiryReference(words)),
    clearDraftIf: (words) => void clearDraftIfSent(words),
    now: monotonicNow,
    newId,
    schedule,
  }));
}

/** The record, and what the worker watching the sends' answers knows (answer-watch.ts). */
export const withAnswerWatch = (stored: typeof record) => ({
  ...stored,
  answerAwaited: ({ words }: Version, then: () => void) =>
    answerAwaited(enquiryReference(words), then),
  // The worker's note is forgotten once read or once the page heard the answer itself: a later
  // send of the same words is a new one.
  landed: async ({ id, words }: Version) =>
    (await answered(enquiryReference(words))) || stored.landed() === id,
  noteLanded: ({ id, words }: Version) =>
    void (stored.noteLanded(id), answered(enquiryReference(words))),
});

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
