/**
 * The enquiry's lifecycle in this browser, as pure functions. One record, kept in IndexedDB and
 * shared by every tab and page view (record.ts), holds the version on the wire, the version waiting
 * to go and what became of the latest one the visitor sent; `step` turns the record and an event
 * into the next record and the effects to carry out. Nothing here touches a browser API.
 */
import type { DetailWords } from "./email-params";
import { type Enquiry, blankEnquiry, sameEnquiry } from "./schema";

/** How long a visitor waits for an answer before being told it failed (the request goes on). */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * A queued version is tried again while a page is open, ever less often: a service that was out of
 * reach (a captive portal, DNS, a laptop waking up) gets the enquiry soon after it is back.
 */
export const FIRST_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 60_000;

/** The wait before try `tries + 1` of a version whose last `tries` sends reached nobody. */
export const retryDelay = (tries: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, tries - 1), LONGEST_RETRY_MS);

/**
 * When a version's answer is lost (the connection failed after the service answered a probe, or
 * the page view sending it closed first), the service may have stored it: it is sent again once,
 * and after the second such loss, page open or closed, it is left to the visitor, who is told it
 * may already have reached us. A lost answer costs at most one copy.
 */
export const LOST_ANSWERS_BEFORE_ASKING = 2;

/**
 * One press of Send: the words, an id that tells this press from an earlier one, and the words
 * that label its project details in the e-mail, in the language of the page where it was pressed
 * (none in a record kept by an older page, whose enquiries had no details).
 */
export interface Version {
  id: string;
  words: Enquiry;
  detailWords?: DetailWords;
}

/**
 * - `pending`: on the wire, or waiting for the version on the wire to settle first.
 * - `queued`: no connection; kept on this device and sent when the connection is back. Its
 *   request may have reached the service before the connection dropped.
 * - `unqueued`: no connection, and this browser keeps no site data to send it later.
 * - `unconfirmed`: its answer was lost LOST_ANSWERS_BEFORE_ASKING times; not sent again unless the
 *   visitor presses Send, since it may already have reached us.
 * - `refused`: the service answered with an error.
 */
export type Outcome = "pending" | "queued" | "unqueued" | "unconfirmed" | "sent" | "refused";

export interface EnquiryRecord {
  /** The version being sent, and the page view sending it: it alone settles it. */
  wire: (Version & { sender: string }) | null;
  /** A version that has not left: after the one on the wire, or once the connection is back. */
  waiting: Version | null;
  /** The latest version the visitor sent, when Send was last pressed for it, and its outcome. */
  latest: (Version & { pressedAt: number; outcome: Outcome } & Tries) | null;
}

/** The latest version's sends that came to nothing. Optional: records kept before had none. */
export interface Tries {
  /** Sends in a row that ended with no answer, and when the next try is due. */
  unanswered?: number;
  retryAt?: number;
  /** Sends whose answer was lost: they may have reached the service. */
  lost?: number;
}

/** A request's end: `unreached` if it never reached the service, `lost` if its answer did not. */
export type Answer = "delivered" | "refused" | "unreached" | "lost";

export type EnquiryEvent =
  /** The visitor pressed Send. */
  | { type: "press"; version: Version; at: number }
  /** The request of the version `id` ended; `keepable` when this browser can keep it for later. */
  | { type: "settled"; id: string; answer: Answer; keepable: boolean; at: number }
  /**
   * A page opened, the connection came back, or the visitor came back to the page: what waits
   * goes now. `retry`: the retry timer fired, and it goes only if its try is due.
   */
  | { type: "resume"; at: number; retry?: boolean };

export type Effect = { type: "send"; version: Version } | { type: "clearDraftIf"; words: Enquiry };

export const emptyRecord: EnquiryRecord = { wire: null, waiting: null, latest: null };

/** The next record, and the effects `by` (the page view that applied the event) carries out. */
export function step(
  record: EnquiryRecord,
  event: EnquiryEvent,
  by: string,
): { record: EnquiryRecord; effects: Effect[] } {
  const { wire, waiting, latest } = record;
  const mark = (id: string, outcome: Outcome, changes: Partial<NonNullable<typeof latest>> = {}) =>
    latest?.id === id ? { ...latest, ...changes, outcome } : latest;
  const stay = (next: EnquiryRecord, effects: Effect[] = []) => ({ record: next, effects });
  const go = (version: Version, rest: Omit<EnquiryRecord, "wire">, effects: Effect[] = []) =>
    stay({ ...rest, wire: { ...version, sender: by } }, [...effects, { type: "send", version }]);

  switch (event.type) {
    case "press": {
      const { version, at } = event;
      // A press is the visitor's own decision: its version's tries are counted from none.
      const pressed = (sent: Version) => ({ ...sent, pressedAt: at, outcome: "pending" as const });
      // The same words as the request on the wire join it; anything waiting is dropped.
      if (wire && sameEnquiry(wire.words, version.words)) {
        return stay({ wire, waiting: null, latest: pressed({ id: wire.id, words: wire.words }) });
      }
      // Corrected words follow the request on the wire, replacing any that had not left.
      if (wire) return stay({ wire, waiting: version, latest: pressed(version) });
      return go(version, { waiting: null, latest: pressed(version) });
    }
    case "settled": {
      if (wire?.id !== event.id) return stay(record);
      if (event.answer === "unreached" || event.answer === "lost") {
        // Nothing more goes now: the latest version waits to be tried again, where it can.
        const { id, words, detailWords } = waiting ?? wire;
        const tries: Tries = latest?.id === id ? latest : {};
        const lost = (tries.lost ?? 0) + (event.answer === "lost" && !waiting ? 1 : 0);
        const unanswered = (tries.unanswered ?? 0) + 1;
        const outcome: Outcome = !event.keepable
          ? "unqueued"
          : lost >= LOST_ANSWERS_BEFORE_ASKING
            ? "unconfirmed"
            : "queued";
        const kept = outcome === "queued" ? { id, words, detailWords } : null;
        const retryAt = event.at + retryDelay(unanswered);
        return stay({
          wire: null,
          waiting: kept,
          latest: mark(id, outcome, { lost, unanswered, retryAt }),
        });
      }
      const delivered = event.answer === "delivered";
      const rest = { waiting: null, latest: mark(wire.id, delivered ? "sent" : "refused") };
      const effects: Effect[] = delivered ? [{ type: "clearDraftIf", words: wire.words }] : [];
      return waiting ? go(waiting, rest, effects) : stay({ wire: null, ...rest }, effects);
    }
    case "resume": {
      if (wire || !waiting) return stay(record);
      if (event.retry && event.at < (nextTry(record) ?? event.at)) return stay(record);
      return go(waiting, {
        waiting: null,
        latest: mark(waiting.id, "pending", { pressedAt: event.at }),
      });
    }
  }
}

/** When the version waiting on this device is next tried, if one waits to be tried again. */
export function nextTry({ wire, waiting, latest }: EnquiryRecord): number | undefined {
  if (wire || !waiting || latest?.id !== waiting.id || latest.outcome !== "queued") return;
  return latest.retryAt ?? 0;
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

export type SendStatus =
  "editing" | "sending" | "sent" | "failed" | "queued" | "unqueued" | "unconfirmed";

/** What a form shows, from the one record, its page view, the shared draft and the time. */
export function formStatus(
  record: EnquiryRecord,
  view: PageView,
  draft: Enquiry,
  now: number,
): SendStatus {
  // A clock set back since the press makes the time negative: the wait is over, not longer.
  // (Page views' clocks may differ by a few milliseconds, never by a second.)
  const within = (since: number) => now - since > -1_000 && now - since < SEND_TIMEOUT_MS;
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
      return view.watched.has(latest.id) && blankEnquiry(draft) ? "sent" : "editing";
    default:
      return latest.outcome;
  }
}

/** When "Sending…" turns into the error, if a send is under way. */
export function sendingDeadline({ latest }: EnquiryRecord, view: PageView): number | undefined {
  const since = view.pressedAt ?? (latest?.outcome === "pending" ? latest.pressedAt : undefined);
  return since === undefined ? undefined : since + SEND_TIMEOUT_MS;
}
