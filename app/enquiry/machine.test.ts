/**
 * The state machine, one transition at a time: the examples docs/enquiry.md draws. The model test
 * (enquiry-store.test.ts) runs them in every order; these say what each one does.
 */
import { describe, expect, it } from "vitest";
import { sampleEnquiry } from "../../tests/support/sample-enquiry";
import {
  type Answer,
  type EnquiryRecord,
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
  LOST_ANSWERS_BEFORE_ASKING,
  type PageView,
  SEND_TIMEOUT_MS,
  emptyRecord,
  formStatus,
  nextTry,
  retryDelay,
  step,
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
const queued: EnquiryRecord = {
  wire: null,
  waiting: first,
  latest: { ...pending(), outcome: "queued" },
};
/** What the first send that came to nothing leaves: one try, the next 2 s later. */
const triedOnce = { lost: 0, unanswered: 1, retryAt: AT + FIRST_RETRY_MS };
const send = (version = first) => ({ type: "send", version });
/** The answer `answer` to the request for the version `id`, at `AT`. */
const settled = (answer: Answer, keepable = true, id = "first") =>
  ({ type: "settled", id, answer, keepable, at: AT }) as const;

describe("the enquiry's transitions", () => {
  it("Send with nothing on the wire sends the words", () => {
    expect(step(emptyRecord, { type: "press", version: first, at: AT }, ME)).toEqual({
      record: onTheWire,
      effects: [send()],
    });
  });

  it("Send with the same words as the request on the wire joins it, dropping what waited", () => {
    const record = { ...onTheWire, waiting: second };
    const again = { id: "again", words: first.words };
    expect(step(record, { type: "press", version: again, at: AT + 5 }, ME)).toEqual({
      record: { ...onTheWire, latest: pending(first, AT + 5) },
      effects: [],
    });
  });

  it("Send with corrected words makes them wait for the request on the wire", () => {
    expect(step(onTheWire, { type: "press", version: second, at: AT }, "another tab")).toEqual({
      record: { ...onTheWire, waiting: second, latest: pending(second) },
      effects: [],
    });
  });

  it("Send while a version is queued replaces it", () => {
    expect(step(queued, { type: "press", version: second, at: AT }, ME)).toEqual({
      record: { wire: { ...second, sender: ME }, waiting: null, latest: pending(second) },
      effects: [send(second)],
    });
  });

  it("delivered: sent, the draft cleared if it still says so, and what waited goes next", () => {
    const record = { ...onTheWire, waiting: second, latest: pending(second) };
    expect(step(record, settled("delivered"), ME)).toEqual({
      record: { wire: { ...second, sender: ME }, waiting: null, latest: pending(second) },
      effects: [{ type: "clearDraftIf", words: first.words }, send(second)],
    });
    expect(step(onTheWire, settled("delivered"), ME)).toEqual({
      record: { wire: null, waiting: null, latest: { ...pending(), outcome: "sent" } },
      effects: [{ type: "clearDraftIf", words: first.words }],
    });
  });

  it("refused: shown as such, and what waited goes anyway", () => {
    expect(step(onTheWire, settled("refused"), ME)).toEqual({
      record: { wire: null, waiting: null, latest: { ...pending(), outcome: "refused" } },
      effects: [],
    });
  });

  it("unreached: the latest version waits for the connection, where the browser keeps it", () => {
    const record = { ...onTheWire, waiting: second, latest: pending(second) };
    expect(step(record, settled("unreached"), ME)).toEqual({
      record: {
        wire: null,
        waiting: second,
        latest: { ...pending(second), outcome: "queued", ...triedOnce },
      },
      effects: [],
    });
    expect(step(onTheWire, settled("unreached", false), ME)).toEqual({
      record: {
        wire: null,
        waiting: null,
        latest: { ...pending(), outcome: "unqueued", ...triedOnce },
      },
      effects: [],
    });
  });

  it("an answer for a version no longer on the wire changes nothing", () => {
    expect(step(onTheWire, settled("delivered", true, "older"), ME)).toEqual({
      record: onTheWire,
      effects: [],
    });
  });

  it("resume sends what waits, from now; with something on the wire or nothing waiting, nothing", () => {
    expect(step(queued, { type: "resume", at: AT + 60_000 }, ME)).toEqual({
      record: { ...onTheWire, latest: pending(first, AT + 60_000) },
      effects: [send()],
    });
    for (const record of [emptyRecord, { ...onTheWire, waiting: second }]) {
      expect(step(record, { type: "resume", at: AT }, ME)).toEqual({ record, effects: [] });
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
    expect(step(again, { type: "resume", at: due }, ME).effects).toEqual([send()]);
  });

  it("a version whose answer was lost (page open or closed) goes again once, then is left to the visitor", () => {
    const lost = settled("lost");
    let record = onTheWire;
    for (let time = 1; time < LOST_ANSWERS_BEFORE_ASKING; time++) {
      record = step(record, lost, ME).record;
      expect(record.latest?.outcome).toBe("queued");
      record = step(record, { type: "resume", at: AT }, ME).record;
    }
    const left = step(record, lost, ME).record;
    expect(left).toMatchObject({ wire: null, waiting: null, latest: { outcome: "unconfirmed" } });
    expect(step(left, { type: "resume", at: AT }, ME).effects).toEqual([]);
    // Pressed again: the visitor's decision; it goes.
    const pressed = step(left, { type: "press", version: first, at: AT }, ME);
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
    expect(shown(sent, {}, { ...emptyEnquiry(), message: "And the parking deck." })).toEqual([
      "editing",
      "editing",
    ]);
  });
});
