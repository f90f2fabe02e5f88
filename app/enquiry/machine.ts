/**
 * The enquiry's lifecycle in this browser, as pure functions. One record, kept in IndexedDB and
 * shared by every tab and page view (record.ts), holds the version on the wire, the version waiting
 * to go and what became of the latest one the visitor sent; `step` turns the record and an event
 * into the next record and the effects to carry out. Nothing here touches a browser API.
 */
import { type Enquiry, sameEnquiry } from "./schema";

/** How long a visitor waits for an answer before being told it failed (the request goes on). */
export const SEND_TIMEOUT_MS = 15_000;

/** One press of Send: the words, and an id that tells this press from an earlier one. */
export interface Version {
  id: string;
  words: Enquiry;
}

/**
 * - `pending`: on the wire, or waiting for the version on the wire to settle first.
 * - `queued`: no connection; kept on this device and sent when the connection is back. Its
 *   request may have reached the service before the connection dropped.
 * - `unqueued`: no connection, and this browser keeps no site data to send it later.
 * - `refused`: the service answered with an error.
 */
export type Outcome = "pending" | "queued" | "unqueued" | "sent" | "refused";

export interface EnquiryRecord {
  /** The version being sent, and the page view sending it: it alone settles it. */
  wire: (Version & { sender: string }) | null;
  /** A version that has not left: after the one on the wire, or once the connection is back. */
  waiting: Version | null;
  /** The latest version the visitor sent, when Send was last pressed for it, and its outcome. */
  latest: (Version & { pressedAt: number; outcome: Outcome }) | null;
}

/** A request's end: `unreached` when it never reached the service, or its answer was lost. */
export type Answer = "delivered" | "refused" | "unreached";

export type EnquiryEvent =
  /** The visitor pressed Send. */
  | { type: "press"; version: Version; at: number }
  /** The request of the version `id` ended; `keepable` when this browser can keep it for later. */
  | { type: "settled"; id: string; answer: Answer; keepable: boolean }
  /** A page opened, or the connection came back: what waits for it can go. */
  | { type: "resume"; at: number };

export type Effect = { type: "send"; version: Version } | { type: "clearDraftIf"; words: Enquiry };

export const emptyRecord: EnquiryRecord = { wire: null, waiting: null, latest: null };

/** The next record, and the effects `by` (the page view that applied the event) carries out. */
export function step(
  record: EnquiryRecord,
  event: EnquiryEvent,
  by: string,
): { record: EnquiryRecord; effects: Effect[] } {
  const { wire, waiting, latest } = record;
  const start = (version: Version, next: Omit<EnquiryRecord, "wire">) => ({
    record: { ...next, wire: { ...version, sender: by } },
    effects: [{ type: "send", version } as Effect],
  });

  switch (event.type) {
    case "press": {
      const { version, at } = event;
      const pressed = (sent: Version) => ({ ...sent, pressedAt: at, outcome: "pending" as const });
      // The same words as the request on the wire: wait for its answer; anything waiting is dropped.
      if (wire && sameEnquiry(wire.words, version.words)) {
        return { record: { wire, waiting: null, latest: pressed(wire) }, effects: [] };
      }
      // Corrected words: they follow the request on the wire, replacing any that had not left.
      if (wire)
        return { record: { wire, waiting: version, latest: pressed(version) }, effects: [] };
      return start(version, { waiting: null, latest: pressed(version) });
    }
    case "settled": {
      if (wire?.id !== event.id) return { record, effects: [] };
      const outcome = (answer: Outcome) =>
        latest?.id === event.id ? { ...latest, outcome: answer } : latest;
      if (event.answer === "unreached") {
        // Offline: nothing more goes now. The latest version waits for the connection.
        const kept = waiting ?? { id: wire.id, words: wire.words };
        const next = event.keepable ? kept : null;
        const state: Outcome = event.keepable ? "queued" : "unqueued";
        return {
          record: {
            wire: null,
            waiting: next,
            latest: latest && latest.id === kept.id ? { ...latest, outcome: state } : latest,
          },
          effects: [],
        };
      }
      const settled = event.answer === "delivered" ? outcome("sent") : outcome("refused");
      const cleared: Effect[] =
        event.answer === "delivered" ? [{ type: "clearDraftIf", words: wire.words }] : [];
      if (!waiting)
        return { record: { wire: null, waiting: null, latest: settled }, effects: cleared };
      const next = start(waiting, { waiting: null, latest: settled });
      return { record: next.record, effects: [...cleared, ...next.effects] };
    }
    case "resume": {
      if (wire || !waiting) return { record, effects: [] };
      const resent =
        latest?.id === waiting.id
          ? { ...latest, pressedAt: event.at, outcome: "pending" as const }
          : latest;
      return start(waiting, { waiting: null, latest: resent });
    }
  }
}

/** What a page view knows beyond the record: its own press, and the versions it has watched. */
export interface PageView {
  /** When this page view's Send was pressed, until the record has taken the press. */
  pressedAt: number | undefined;
  /** Versions this page view saw before they landed: their thank-you is its to show. */
  watched: ReadonlySet<string>;
  /** Versions whose thank-you was closed here ("Send another message"). */
  dismissed: ReadonlySet<string>;
}

export type SendStatus = "editing" | "sending" | "sent" | "failed" | "queued" | "unqueued";

/** What a form shows, from the one record, its page view, the shared draft and the time. */
export function formStatus(
  record: EnquiryRecord,
  view: PageView,
  draft: Enquiry,
  now: number,
): SendStatus {
  const within = (since: number) => now - since < SEND_TIMEOUT_MS;
  if (view.pressedAt !== undefined) return within(view.pressedAt) ? "sending" : "failed";
  const { latest } = record;
  if (!latest || view.dismissed.has(latest.id)) return "editing";
  switch (latest.outcome) {
    case "pending":
      return within(latest.pressedAt) ? "sending" : "failed";
    case "refused":
      return "failed";
    case "sent":
      // Landed while the visitor edited: the edits stay, with no error and no thank-you.
      return view.watched.has(latest.id) && Object.values(draft).every((value) => value === "")
        ? "sent"
        : "editing";
    default:
      return latest.outcome;
  }
}
