/**
 * The state machine, one transition at a time: the examples docs/enquiry.md draws. The model test
 * (enquiry-store.test.ts) runs them in every order; these say what each one does.
 */
import { describe, expect, it } from "vitest";
import { sampleEnquiry } from "../../tests/helpers/sample-enquiry";
import {
  type EnquiryRecord,
  type PageView,
  SEND_TIMEOUT_MS,
  emptyRecord,
  formStatus,
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
const send = (version = first) => ({ type: "send", version });

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
    expect(
      step(record, { type: "settled", id: "first", answer: "delivered", keepable: true }, ME),
    ).toEqual({
      record: { wire: { ...second, sender: ME }, waiting: null, latest: pending(second) },
      effects: [{ type: "clearDraftIf", words: first.words }, send(second)],
    });
    expect(
      step(onTheWire, { type: "settled", id: "first", answer: "delivered", keepable: true }, ME),
    ).toEqual({
      record: { wire: null, waiting: null, latest: { ...pending(), outcome: "sent" } },
      effects: [{ type: "clearDraftIf", words: first.words }],
    });
  });

  it("refused: shown as such, and what waited goes anyway", () => {
    expect(
      step(onTheWire, { type: "settled", id: "first", answer: "refused", keepable: true }, ME),
    ).toEqual({
      record: { wire: null, waiting: null, latest: { ...pending(), outcome: "refused" } },
      effects: [],
    });
  });

  it("unreached: the latest version waits for the connection, where the browser keeps it", () => {
    const record = { ...onTheWire, waiting: second, latest: pending(second) };
    expect(
      step(record, { type: "settled", id: "first", answer: "unreached", keepable: true }, ME),
    ).toEqual({
      record: { wire: null, waiting: second, latest: { ...pending(second), outcome: "queued" } },
      effects: [],
    });
    expect(
      step(onTheWire, { type: "settled", id: "first", answer: "unreached", keepable: false }, ME),
    ).toEqual({
      record: { wire: null, waiting: null, latest: { ...pending(), outcome: "unqueued" } },
      effects: [],
    });
  });

  it("an answer for a version no longer on the wire changes nothing", () => {
    expect(
      step(onTheWire, { type: "settled", id: "older", answer: "delivered", keepable: true }, ME),
    ).toEqual({
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

  it("the error, the queued notice or the form for each outcome", () => {
    for (const [outcome, status] of [
      ["refused", "failed"],
      ["queued", "queued"],
      ["unqueued", "unqueued"],
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
