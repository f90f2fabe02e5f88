/**
 * The state machine, one transition at a time: the examples docs/enquiry.md draws. The model test
 * (enquiry-store.test.ts) runs them in every order; these say what each one does.
 */
import { describe, expect, it } from "vitest";
import { sampleEnquiry } from "../../tests/support/sample-enquiry";
import {
  type Answer,
  type Effect,
  type EnquiryRecord,
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
  LOST_ANSWERS_BEFORE_ASKING,
  type Outcome,
  type PageView,
  SEND_TIMEOUT_MS,
  emptyRecord,
  formStatus,
  nextTry,
  retryDelay,
  step,
  type Version,
} from "./machine";
import { emptyEnquiry } from "./schema";

const first = { id: "first", words: sampleEnquiry("first") };
const second = { id: "second", words: sampleEnquiry("second") };
const ME = "this page view";
const AT = 1_000;

const pending = (version = first, pressedAt = AT) => ({
  ...version,
  pressedAt,
  outcome: "pending" as const,
});
const onTheWire: EnquiryRecord = {
  wire: { ...first, sender: ME },
  waiting: null,
  latest: pending(),
};
/** The first on the wire, the second pressed after it and waiting for its answer. */
const secondWaiting = { ...onTheWire, waiting: second, latest: pending(second) };
const secondOnTheWire = { wire: { ...second, sender: ME }, waiting: null, latest: pending(second) };
/** Nothing on the wire or waiting: the first's request ended with `outcome`, after `tries`. */
const ended = (outcome: Outcome, tries = {}) => ({
  ...emptyRecord,
  latest: { ...pending(), outcome, ...tries },
});
const queued: EnquiryRecord = { ...ended("queued"), waiting: first };
/** What the first send that came to nothing leaves: one try, the next 2 s later. */
const triedOnce = { lost: 0, unanswered: 1, retryAt: AT + FIRST_RETRY_MS };
const send = (version = first) => ({ type: "send", version }) as const;
const clearDraft = { type: "clearDraftIf", words: first.words } as const;
const press = (version: Version, at = AT) => ({ type: "press", version, at }) as const;
const resume = (at = AT) => ({ type: "resume", at }) as const;
/** The answer `answer` to the request for the version `id`, at `AT`. */
const settled = (answer: Answer, keepable = true, id = "first") =>
  ({ type: "settled", id, answer, keepable, at: AT }) as const;
/** What `step` gives: the next record, and the effects to carry out. */
const gives = (record: EnquiryRecord, ...effects: Effect[]) => ({ record, effects });

describe("the enquiry's transitions", () => {
  it("Send with nothing on the wire sends the words", () => {
    expect(step(emptyRecord, press(first), ME)).toEqual(gives(onTheWire, send()));
  });

  it("Send with the same words as the request on the wire joins it, dropping what waited", () => {
    const again = { id: "again", words: first.words };
    expect(step(secondWaiting, press(again, AT + 5), ME)).toEqual(
      gives({ ...onTheWire, latest: pending(first, AT + 5) }),
    );
  });

  it("Send with corrected words makes them wait for the request on the wire", () => {
    expect(step(onTheWire, press(second), "another tab")).toEqual(gives(secondWaiting));
  });

  it("Send while a version is queued replaces it", () => {
    expect(step(queued, press(second), ME)).toEqual(gives(secondOnTheWire, send(second)));
  });

  it("delivered: sent, the draft cleared if it still says so, and what waited goes next", () => {
    expect(step(secondWaiting, settled("delivered"), ME)).toEqual(
      gives(secondOnTheWire, clearDraft, send(second)),
    );
    expect(step(onTheWire, settled("delivered"), ME)).toEqual(gives(ended("sent"), clearDraft));
  });

  it("refused: shown as such, and what waited goes anyway", () => {
    expect(step(onTheWire, settled("refused"), ME)).toEqual(gives(ended("refused")));
  });

  it("unreached: the latest version waits for the connection, where the browser keeps it", () => {
    const latest = { ...pending(second), outcome: "queued", ...triedOnce } as const;
    expect(step(secondWaiting, settled("unreached"), ME)).toEqual(
      gives({ wire: null, waiting: second, latest }),
    );
    expect(step(onTheWire, settled("unreached", false), ME)).toEqual(
      gives(ended("unqueued", triedOnce)),
    );
  });

  it("an answer for a version no longer on the wire changes nothing", () => {
    expect(step(onTheWire, settled("delivered", true, "older"), ME)).toEqual(gives(onTheWire));
  });

  it("resume sends what waits, from now; with something on the wire or nothing waiting, nothing", () => {
    expect(step(queued, resume(AT + 60_000), ME)).toEqual(
      gives({ ...onTheWire, latest: pending(first, AT + 60_000) }, send()),
    );
    for (const record of [emptyRecord, secondWaiting]) {
      expect(step(record, resume(), ME)).toEqual(gives(record));
    }
  });

  it("a queued version is tried again when its retry is due, 2 s, 4 s, … at most 60 s apart", () => {
    expect([1, 2, 3, 6, 7, 20].map(retryDelay)).toEqual([
      FIRST_RETRY_MS,
      2 * FIRST_RETRY_MS,
      4 * FIRST_RETRY_MS,
      LONGEST_RETRY_MS,
      LONGEST_RETRY_MS,
      LONGEST_RETRY_MS,
    ]);
    const unreached = settled("unreached");
    const waiting = step(onTheWire, unreached, ME).record;
    expect(nextTry(waiting)).toBe(AT + FIRST_RETRY_MS);
    const early = AT + FIRST_RETRY_MS - 1;
    expect(step(waiting, { type: "resume", at: early, retry: true }, ME).record).toBe(waiting);
    const due = AT + FIRST_RETRY_MS;
    const retried = step(waiting, { type: "resume", at: due, retry: true }, ME);
    expect(retried.effects).toEqual([send()]);
    expect(nextTry(retried.record)).toBeUndefined();
    // Unanswered again: the wait doubles.
    const again = step(retried.record, { ...unreached, at: due }, ME).record;
    expect(nextTry(again)).toBe(due + 2 * FIRST_RETRY_MS);
    // A page opening, the connection or the visitor coming back does not wait for the retry.
    expect(step(again, resume(due), ME).effects).toEqual([send()]);
  });

  it("a version whose answer was lost (page open or closed) goes again once, then is left to the visitor", () => {
    const lost = settled("lost");
    let record = onTheWire;
    for (let time = 1; time < LOST_ANSWERS_BEFORE_ASKING; time++) {
      record = step(record, lost, ME).record;
      expect(record.latest?.outcome).toBe("queued");
      record = step(record, resume(), ME).record;
    }
    const left = step(record, lost, ME).record;
    expect(left).toMatchObject({ wire: null, waiting: null, latest: { outcome: "unconfirmed" } });
    expect(step(left, resume(), ME).effects).toEqual([]);
    // Pressed again: the visitor's decision; it goes.
    const pressed = step(left, press(first), ME);
    expect(pressed.effects).toEqual([send()]);
    expect(pressed.record.latest).toEqual(pending());
  });
});

describe("what a form shows", () => {
  const view = (seen: Partial<PageView> = {}): PageView => ({
    pressedAt: undefined,
    watched: new Set(["first"]),
    dismissed: new Set(),
    ...seen,
  });
  const shown = (
    latest: EnquiryRecord["latest"],
    seen?: Partial<PageView>,
    draft = emptyEnquiry(),
  ) =>
    [0, SEND_TIMEOUT_MS].map((after) =>
      formStatus({ ...emptyRecord, latest }, view(seen), draft, AT + after),
    );

  it("Sending… for 15 s from the press, then the error, though the request goes on", () => {
    expect(shown(pending())).toEqual(["sending", "failed"]);
    expect(shown(null, { pressedAt: AT })).toEqual(["sending", "failed"]);
  });

  it("the error, not Sending…, once the clock reads earlier than the press", () => {
    expect(shown(pending(first, AT + 3_600_000))).toEqual(["failed", "failed"]);
    expect(shown(null, { pressedAt: AT + 3_600_000 })).toEqual(["failed", "failed"]);
  });

  it("the error, the queued notice or the form for each outcome", () => {
    for (const [outcome, status] of [
      ["refused", "failed"],
      ["queued", "queued"],
      ["unqueued", "unqueued"],
      ["unconfirmed", "unconfirmed"],
    ] as const) {
      expect(shown({ ...pending(), outcome })).toEqual([status, status]);
    }
    expect(shown(null)).toEqual(["editing", "editing"]);
  });

  it("the thank-you where the version was watched, until dismissed, and never over edits", () => {
    const sent = { ...pending(), outcome: "sent" as const };
    expect(shown(sent)).toEqual(["sent", "sent"]);
    expect(shown(sent, { watched: new Set() })).toEqual(["editing", "editing"]);
    expect(shown(sent, { dismissed: new Set(["first"]) })).toEqual(["editing", "editing"]);
    const edited = { ...emptyEnquiry(), message: "And the parking deck." };
    expect(shown(sent, {}, edited)).toEqual(["editing", "editing"]);
  });
});
