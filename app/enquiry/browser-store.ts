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
    now: () => Date.now(),
    newId,
  }));
}

// Unique enough for one browser; crypto.randomUUID() needs HTTPS, and a preview may not have it.
function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
