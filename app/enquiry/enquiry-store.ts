/**
 * One page view's hold on the enquiry record: it applies events under the lock, carries out their
 * effects, and follows the record as other tabs change it. The browser is reached only through
 * `Adapters`, so the same code runs against fakes in the model test (enquiry-store.test.ts).
 */
import {
  type Answer,
  type Effect,
  type EnquiryEvent,
  type EnquiryRecord,
  type PageView,
  type Version,
  emptyRecord,
  nextTry,
  step,
} from "./machine";
import type { DetailWords } from "./email-params";
import type * as recordModule from "./record";
import type { Enquiry } from "./schema";

/** What the store needs of the browser: the record's home (record.ts), and the rest. */
export type Adapters = Omit<typeof recordModule, "RECORD_PLACE" | "landed" | "noteLanded"> & {
  /** This page view's id; `holdPageView` keeps it visible to other tabs while it is open. */
  pageView: string;
  /** Whether a worker still awaits the answer to the version; `then` runs once it does not. */
  answerAwaited(version: Version, then: () => void): Promise<boolean>;
  /** Whether the version was noted delivered, by its page view or by the worker (record.ts). */
  landed(version: Version): Promise<boolean>;
  noteLanded(version: Version): void;
  send(words: Enquiry, detailWords: DetailWords | undefined): Promise<Answer>;
  clearDraftIf(words: Enquiry): void;
  /** A clock that never goes back while the page view lives. */
  now(): number;
  newId(): string;
  /** Runs `work` in `ms` unless cancelled first (by the function returned). */
  schedule(work: () => void, ms: number): () => void;
};

export type EnquiryStore = ReturnType<typeof createEnquiryStore>;

export function createEnquiryStore(io: Adapters) {
  const watched = new Set<string>();
  const dismissed = new Set<string>();
  const listeners = new Set<() => void>();
  // Held from this page view's first change on: a page that never sends keeps no lock (and its
  // back/forward cache).
  let held: Promise<void> | undefined;
  let pressedAt: number | undefined;
  let snapshot: { record: EnquiryRecord; view: PageView } = {
    record: emptyRecord,
    view: { pressedAt, watched, dismissed },
  };
  // Reads finish out of order: only a read newer than the one shown may replace it.
  let reads = 0;
  let shownRead = 0;
  let cancelRetry = () => {};

  function show(record: EnquiryRecord, read = shownRead) {
    if (read < shownRead) return;
    shownRead = read;
    if (record.latest && record.latest.outcome !== "sent") watched.add(record.latest.id);
    snapshot = { record, view: { pressedAt, watched, dismissed } };
    planRetry(record);
    for (const listener of listeners) listener();
  }

  /** A version queued on this device is tried again when its try is due, from every open tab. */
  function planRetry(record: EnquiryRecord) {
    cancelRetry();
    const due = nextTry(record);
    cancelRetry =
      due === undefined
        ? () => {}
        : io.schedule(
            () => void apply({ type: "resume", at: io.now(), retry: true }),
            Math.max(0, due - io.now()),
          );
  }

  async function load() {
    const read = ++reads;
    show((await io.read()) ?? emptyRecord, read);
  }

  async function apply(event: EnquiryEvent) {
    await (held ??= io.holdPageView(io.pageView));
    const { record, read, effects, changed } = await io.withLock(async () => {
      const stored = (await io.read()) ?? emptyRecord;
      const read = ++reads;
      let record = stored;
      const effects: Effect[] = [];
      const take = (next: EnquiryEvent) => {
        const result = step(record, next, io.pageView);
        record = result.record;
        effects.push(...result.effects);
      };
      // A request whose page view has closed, and whose answer no worker awaits, will never be
      // settled by it: its answer is lost, unless the page view or the worker noted it landed.
      const { wire } = record;
      const resume = () => void apply({ type: "resume", at: io.now() });
      if (
        wire &&
        wire.sender !== io.pageView &&
        !(await io.pageViewOpen(wire.sender)) &&
        !(await io.answerAwaited(wire, resume))
      ) {
        const answer = (await io.landed(wire)) ? "delivered" : "lost";
        take({ type: "settled", id: wire.id, answer, keepable: io.kept(), at: io.now() });
      }
      take(event);
      const changed = record !== stored;
      if (changed) await io.write(record);
      return { record, read, effects, changed };
    });
    for (const effect of effects) if (effect.type === "clearDraftIf") io.clearDraftIf(effect.words);
    show(record, read);
    if (changed) io.announce();
    for (const effect of effects) if (effect.type === "send") void deliver(effect.version);
  }

  async function deliver(version: Version) {
    const answer = await io.send(version.words, version.detailWords);
    // Noted at once, where the next page view finds it even if this one closes before the record.
    if (answer === "delivered") io.noteLanded(version);
    await apply({ type: "settled", id: version.id, answer, keepable: io.kept(), at: io.now() });
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      const stop = io.onChange(() => void load());
      void load();
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    getSnapshot: () => snapshot,
    /**
     * Send pressed: the draft's words go, join the request on the wire, or follow it, their
     * details labelled in the page's language.
     */
    async press(words: Enquiry, detailWords?: DetailWords) {
      pressedAt = io.now();
      show(snapshot.record);
      try {
        const version = { id: io.newId(), words, detailWords };
        await apply({ type: "press", version, at: pressedAt });
      } finally {
        pressedAt = undefined;
        if (snapshot.record.latest) watched.add(snapshot.record.latest.id);
        show(snapshot.record);
      }
    },
    /** A page opened, the connection came back or the visitor came back: what waits goes now. */
    resume: () => apply({ type: "resume", at: io.now() }),
    /** "Send another message": this page view closes the thank-you. */
    dismiss() {
      if (snapshot.record.latest) dismissed.add(snapshot.record.latest.id);
      show(snapshot.record);
    },
  };
}
