// @vitest-environment node
/**
 * The model test of the one enquiry per browser: random sequences of what visitors and networks do,
 * against the real store and state machine with storage, lock, broadcast, timers and transport
 * faked, its properties checked after every step; docs/enquiry.md ("How it is proven") lists both.
 * Besides: each tab has a visit's source of its own, each press may look automated, and every
 * request carries the source and mark of a press of its words (never another's, never none).
 * A failure prints its seed and path: replay it with ENQUIRY_MODEL_SEED=<seed> ENQUIRY_MODEL_PATH=<path>.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleDetails, sampleEnquiry } from "../../tests/support/sample-enquiry";
import { paths } from "../../tests/support/site-facts";
import { contact, services } from "~/content/en/contact";
import { type DetailWords, detailWordsFor } from "./email-params";
import { createEnquiryStore, type EnquiryStore } from "./enquiry-store";
import {
  type Answer,
  type SendStatus,
  type EnquiryRecord,
  LOST_ANSWERS_BEFORE_ASKING,
  emptyRecord,
  formStatus,
  nextTry,
  SEND_TIMEOUT_MS,
} from "./machine";
import {
  type DetailName,
  type Enquiry,
  blankEnquiry,
  detailNames,
  emptyEnquiry,
  sameEnquiry,
  tradeIds,
  tradesValue,
} from "./schema";

interface Request {
  words: Enquiry;
  detailWords: DetailWords | undefined;
  pageView: string;
  answer: (answer: Answer) => void;
}

/** The browser, the network and the e-mail service, faked; `stored` is what the service kept. */
class World {
  /** Lets what is under way finish: storage takes turns of the event loop. */
  async settled() {
    for (let turn = 0; turn < 40; turn++) await settle();
  }
  record: EnquiryRecord = emptyRecord;
  draft: Enquiry = sampleEnquiry("model");
  now = 1_000_000;
  online = true;
  tabs: { pageView: string; store: EnquiryStore; close: () => void }[] = [];
  /** For each version's words, the page's words of each press that sent them (source, mark). */
  pressedWith = new Map<string, Set<string>>();
  /** Every request, as it left: its words and the page's words it carried. */
  sent: Pick<Request, "words" | "detailWords">[] = [];
  open = new Set<string>();
  requests: Request[] = [];
  stored: string[] = [];
  /** The last answer a page view heard for each version since it was last sent. */
  heard = new Map<string, Answer>();
  /** For each version: requests made, answers unreached, answers lost (or their tab closed). */
  sends = new Map<string, number>();
  unreached = new Map<string, number>();
  lostAnswers = new Map<string, number>();
  landed: string | null = null; // the version a page view last noted as landed (localStorage)
  /** Each open tab's timers (a retry, a check on another tab's request). */
  timers: { pageView: string; due: number; run: () => void }[] = [];
  private lock: Promise<unknown> = Promise.resolve();
  private listeners = new Set<{ pageView: string; listener: () => void }>();
  private ids = 0;

  openTab() {
    const pageView = `view-${++this.ids}`;
    this.open.add(pageView);
    let closed!: () => void;
    const gone = new Promise<never>((_, reject) => (closed = () => reject(new Error("closed"))));
    gone.catch(() => {});
    // A closed page view's code stops where it is: nothing it does completes.
    const alive = <T>(work: Promise<T>) =>
      this.open.has(pageView) ? work : new Promise<T>(() => {});
    const store = createEnquiryStore({
      pageView,
      holdPageView: () => Promise.resolve(),
      pageViewOpen: async (other) => this.open.has(other),
      // As IndexedDB does, storage answers on a later turn of the event loop, when another tab's
      // work may have run in between: only the lock keeps their reads and writes apart.
      read: () => alive(settle().then(() => structuredClone(this.record))),
      write: (record) => alive(settle().then(() => void (this.record = structuredClone(record)))),
      kept: () => true,
      answerAwaited: async () => false,
      noteLanded: ({ id }) => void (this.landed = id),
      landed: async ({ id }) => this.landed === id,
      // The lock is released when its holder's page closes, as a browser does.
      withLock: (work) => {
        const run = this.lock.then(() => Promise.race([work(), gone]));
        this.lock = run.catch(() => {});
        return alive(run);
      },
      announce: () => {
        for (const other of this.listeners) if (other.pageView !== pageView) other.listener();
      },
      onChange: (listener) => {
        const entry = { pageView, listener };
        this.listeners.add(entry);
        return () => this.listeners.delete(entry);
      },
      send: (words, detailWords) => {
        count(this.sends, said(words));
        this.sent.push({ words, detailWords });
        if (this.online)
          return new Promise((answer) =>
            this.requests.push({ words, detailWords, pageView, answer }),
          );
        count(this.unreached, said(words));
        this.heard.set(said(words), "unreached");
        return Promise.resolve("unreached");
      },
      schedule: (run, ms) => {
        const timer = { pageView, due: this.now + ms, run };
        this.timers.push(timer);
        return () => (this.timers = this.timers.filter((other) => other !== timer));
      },
      clearDraftIf: (words) => {
        if (sameEnquiry(this.draft, words)) this.draft = emptyEnquiry();
      },
      now: () => this.now,
      newId: () => `version-${++this.ids}`,
    });
    const unsubscribe = store.subscribe(() => {});
    this.tabs.push({ pageView, store, close: () => (unsubscribe(), closed()) });
  }

  /** Send pressed in a tab; the model notes the version and what it replaces, if not yet left. */
  press(tab: World["tabs"][number], automated: boolean, model: Model) {
    const version = said(this.draft);
    const previous = model.pressed.at(-1);
    if (previous !== undefined && previous !== version) {
      const leftAlready = this.requests.some(({ words }) => said(words) === previous);
      if (!leftAlready) model.replaced.set(previous, deliveries(this, previous));
    }
    model.pressed.push(version);
    count(model.presses, version);
    this.heard.delete(version);
    const detailWords = {
      ...PAGE_WORDS,
      source: { page: paths.home.en, utm_campaign: tab.pageView },
      automated,
    };
    const pressed = this.pressedWith.get(version) ?? new Set();
    this.pressedWith.set(version, pressed.add(JSON.stringify(detailWords)));
    return tab.store.press(this.draft, detailWords);
  }

  /** Closes the tab; the service may already have stored what it was sending. */
  closeTab(index: number, storedFirst: boolean, model: Model) {
    const tab = this.tabs.splice(index, 1)[0]!;
    this.open.delete(tab.pageView);
    tab.close();
    for (const request of this.requests.filter(({ pageView }) => pageView === tab.pageView)) {
      if (storedFirst) this.receive(request, model, { answerLost: true });
      count(this.lostAnswers, said(request.words));
      this.heard.delete(said(request.words));
    }
    this.requests = this.requests.filter(({ pageView }) => pageView !== tab.pageView);
    this.timers = this.timers.filter(({ pageView }) => pageView !== tab.pageView);
  }

  answer(request: Request, answer: Answer) {
    if (answer === "unreached") count(this.unreached, said(request.words));
    if (answer === "lost") count(this.lostAnswers, said(request.words));
    this.heard.set(said(request.words), answer);
    request.answer(answer);
  }

  /** Time runs to the next timer of an open tab, and every timer then due fires. */
  nextTimer() {
    this.now = Math.max(this.now, Math.min(...this.timers.map(({ due }) => due)));
    const due = this.timers.filter(({ due }) => due <= this.now);
    this.timers = this.timers.filter((timer) => !due.includes(timer));
    for (const { run } of due) run();
  }

  receive({ words }: Request, model: Model, { answerLost }: { answerLost: boolean }) {
    this.stored.push(said(words));
    if (answerLost) count(model.answersLost, said(words));
  }

  status(tab: World["tabs"][number]) {
    const { record, view } = tab.store.getSnapshot();
    return formStatus(record, view, this.draft, this.now);
  }
}

interface Model {
  world: World;
  typings: number;
  typed: string;
  pressed: string[];
  /** Versions replaced before they left, with how often each had been delivered then. */
  replaced: Map<string, number>;
  answersLost: Map<string, number>;
  /** How often Send was pressed for each version. */
  presses: Map<string, number>;
}

const PAGE_WORDS = detailWordsFor(contact, services, "en");

/** What a version says, all its words: two versions that differ in one detail are two. */
const said = (words: Enquiry) => JSON.stringify(words);

/** A valid value of a project detail, different at each typing. */
function detailValue(field: DetailName, typing: number): string {
  const details = sampleDetails(`t${typing}`);
  if (field === "trades") return tradesValue(tradeIds.filter((_, index) => index <= typing % 7));
  if (field === "phone") return `514 555 ${String(1000 + typing).slice(-4)}`;
  return details[field];
}

const count = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);
const counted = (counts: Map<string, number>, key: string) => counts.get(key) ?? 0;
const deliveries = (world: World, message: string) =>
  world.stored.filter((stored) => stored === message).length;
const settle = () => new Promise<void>((done) => setImmediate(done));

type Step = (model: Model, world: World) => Promise<void> | void;

/** A visitor's or the network's action, run when `can` says it is possible. */
function command(
  name: string,
  can: (model: Model) => boolean,
  run: Step,
): fc.AsyncCommand<Model, World> {
  return {
    check: can,
    run: async (model, world) => {
      await run(model, world);
      await world.settled();
      checkInvariants(model, world);
    },
    toString: () => name,
  };
}

/** An action with nothing to choose (no tab, no answer). */
const always = (...args: Parameters<typeof command>) => fc.constant(command(...args));
const tab = fc.nat(3);
const pick = <T>(items: T[], index: number): T => items[index % items.length]!;

/** What the service (and the network) can make of a request. */
const ANSWERS = {
  delivered: "delivered",
  refused: "refused",
  "connection refused": "unreached",
  "answer lost before storing": "lost",
  "answer lost after storing": "lost",
  "delivered as its tab is left": "delivered",
} as const satisfies Record<string, Answer>;

const commands = [
  // A new message, or a correction of one project detail of the words in the form.
  fc.constantFrom("message", ...detailNames).map((field) =>
    command(
      field === "message" ? "type a new message" : `correct the ${field}`,
      () => true,
      (model, world) => {
        const typing = ++model.typings;
        world.draft =
          field === "message"
            ? { ...sampleEnquiry("model"), message: `message ${typing}` }
            : { ...world.draft, [field]: detailValue(field, typing) };
        model.typed = said(world.draft);
      },
    ),
  ),
  fc.tuple(tab, fc.boolean()).map(([index, automated]) =>
    command(
      `send in tab ${index}${automated ? ", typed faster than a person types" : ""}`,
      (model) => canSend(model, index),
      (model, world) => world.press(pick(world.tabs, index), automated, model),
    ),
  ),
  fc.tuple(tab, fc.boolean()).map(([index, storedFirst]) =>
    command(
      `reload tab ${index}${storedFirst ? ", its request stored" : ""}`,
      (model) => model.world.tabs.length > 0,
      (model, world) => {
        world.closeTab(index % world.tabs.length, storedFirst, model);
        return openPage(world);
      },
    ),
  ),
  tab.map((index) =>
    command(
      `tab ${index}: a link away and back, or the other language`,
      (model) => model.world.tabs.length > 0,
      (_, world) => {
        const { store } = pick(world.tabs, index);
        store.subscribe(() => {})();
      },
    ),
  ),
  tab.map((index) =>
    command(
      `tab ${index}: send another message`,
      (model) =>
        model.world.tabs.length > 0 && model.world.status(pick(model.world.tabs, index)) === "sent",
      (_, world) => pick(world.tabs, index).store.dismiss(),
    ),
  ),
  fc.tuple(tab, tab).map(([first, second]) =>
    command(
      `send in tabs ${first} and ${second} at once`,
      (model) => canSend(model, first) && canSend(model, second),
      async (model, world) => {
        await Promise.all(
          [first, second].map((index, nth) =>
            world.press(pick(world.tabs, index), nth === 1, model),
          ),
        );
      },
    ),
  ),
  always(
    "open a tab",
    (model) => model.world.tabs.length < 4,
    (_, world) => openPage(world),
  ),
  fc.tuple(tab, fc.boolean()).map(([index, storedFirst]) =>
    command(
      `close tab ${index}`,
      (model) => model.world.tabs.length > 1,
      (model, world) => world.closeTab(index % world.tabs.length, storedFirst, model),
    ),
  ),
  always(
    "offline",
    (model) => model.world.online,
    (_, world) => void (world.online = false),
  ),
  always(
    "online",
    (model) => !model.world.online,
    (_, world) => {
      world.online = true;
      for (const { store } of world.tabs) void store.resume();
    },
  ),
  always(
    "time runs to the next timer of a tab (a retry)",
    (model) => model.world.timers.length > 0,
    (_, world) => world.nextTimer(),
  ),
  always(
    "16 s pass",
    () => true,
    (_, world) => void (world.now += SEND_TIMEOUT_MS + 1_000),
  ),
  fc
    .tuple(fc.nat(3), fc.constantFrom(...(Object.keys(ANSWERS) as (keyof typeof ANSWERS)[])))
    .map(([index, how]) =>
      command(
        `the service answers request ${index}: ${how}`,
        (model) => model.world.requests.length > 0,
        async (model, world) => {
          const request = world.requests.splice(index % world.requests.length, 1)[0]!;
          const answer = ANSWERS[how];
          if (answer === "delivered" || how === "answer lost after storing") {
            world.receive(request, model, { answerLost: answer === "lost" });
          }
          world.answer(request, answer);
          if (how !== "delivered as its tab is left") return;
          // Its page view hears it, and is left for the next before it can write the record.
          await Promise.resolve();
          const left = world.tabs.findIndex((tab) => tab.pageView === request.pageView);
          world.closeTab(left, false, model);
          world.openTab();
          await world.tabs.at(-1)!.store.resume();
        },
      ),
    ),
];

/** A page opens and sends what waits (the root layout's hook); it shows no thank-you of before. */
async function openPage(world: World) {
  world.openTab();
  const opened = world.tabs.at(-1)!;
  if (world.online) void opened.store.resume();
  await world.settled();
  expect(world.status(opened), "a thank-you in a page opened after it").not.toBe("sent");
}

/** The form shows its Send button, with words to send (native validation stops an empty one). */
function canSend(model: Model, index: number): boolean {
  const { world } = model;
  const status = world.status(pick(world.tabs, index));
  return !blankEnquiry(world.draft) && status !== "sending" && status !== "sent";
}

/** What a tab may show of the last version sent, from what became of its request. */
const shownFor: Record<Answer | "on the wire", SendStatus[]> = {
  "on the wire": ["sending", "failed"],
  delivered: ["sent", "editing"],
  refused: ["failed"],
  unreached: ["queued"],
  lost: ["queued", "unconfirmed"],
};

function checkInvariants(model: Model, world: World) {
  for (const { words, detailWords } of world.sent) {
    expect(
      [...(world.pressedWith.get(said(words)) ?? [])],
      "a request with another press's source or mark",
    ).toContain(JSON.stringify(detailWords));
  }
  for (const message of new Set(world.stored)) {
    expect(deliveries(world, message), `"${message}" delivered twice`).toBeLessThanOrEqual(
      1 + counted(model.answersLost, message),
    );
  }
  // A request goes for a press, or after one that was unreached; after its answer was lost (page
  // open or closed), only until that happened LOST_ANSWERS_BEFORE_ASKING times since the press.
  for (const [message, sends] of world.sends) {
    const presses = counted(model.presses, message);
    const lostAnswers = counted(world.lostAnswers, message);
    const again = Math.min(lostAnswers, presses * (LOST_ANSWERS_BEFORE_ASKING - 1));
    expect(sends, `"${message}" sent again after its answer was lost`).toBeLessThanOrEqual(
      presses + counted(world.unreached, message) + again,
    );
  }
  // Something queued is tried again while a tab is open, without waiting for another event.
  const due = nextTry(world.record);
  if (due !== undefined && world.tabs.length > 0) {
    expect(
      world.timers.some((timer) => timer.due <= Math.max(due, world.now)),
      "a version queued with no retry planned",
    ).toBe(true);
  }
  for (const [message, before] of model.replaced) {
    expect(deliveries(world, message), `"${message}" delivered after it was replaced`).toBe(before);
  }
  const shown = world.tabs.map((tab) => world.status(tab));
  const latest = model.pressed.at(-1);
  const { latest: last, wire } = world.record;
  if (world.online && last?.outcome === "pending") {
    const sending = world.requests.some(({ words }) => sameEnquiry(words, wire?.words ?? words));
    expect(wire && (sending || !world.open.has(wire.sender)), "nothing is sent").toBeTruthy();
  }
  if (latest !== undefined) {
    const heard = world.requests.some(({ words }) => said(words) === latest)
      ? "on the wire"
      : world.heard.get(latest);
    const expected = heard && shownFor[heard];
    for (const status of expected ? shown : []) {
      expect(expected, `a tab shows ${status} for a version ${heard}`).toContain(status);
    }
  }
  if (shown.includes("sent")) {
    expect(blankEnquiry(world.draft), "a thank-you over the visitor's edits").toBe(true);
    expect(
      latest !== undefined && world.stored.includes(latest),
      "a thank-you for an enquiry not stored",
    ).toBe(true);
  }
  // Tabs differ only in whether the thank-you is theirs to show.
  expect(
    new Set(shown.map((status) => (status === "sent" ? "editing" : status))).size,
    `tabs show ${shown}`,
  ).toBeLessThanOrEqual(1);
  if (said(world.draft) !== model.typed) {
    expect(
      blankEnquiry(world.draft),
      "the draft was emptied though what it said was not delivered",
    ).toBe(true);
    expect(world.stored).toContain(model.typed);
  }
}

/** Back online with a service that answers everything: what was sent last must arrive. */
async function drain(model: Model, world: World) {
  world.online = true;
  if (world.tabs.length === 0) world.openTab();
  for (let round = 0; round < 10; round++) {
    for (const { store } of world.tabs) await store.resume();
    await world.settled();
    for (const request of world.requests.splice(0)) {
      world.receive(request, model, { answerLost: false });
      world.answer(request, "delivered");
    }
    await world.settled();
  }
  checkInvariants(model, world);
  const latest = model.pressed.at(-1);
  if (latest === undefined) return;
  // Refused by the service: the visitor was shown the error (checked above) and may send again.
  // Its answer lost too often: the visitor is told it may have arrived, and decides.
  const unconfirmed = world.tabs.every((tab) => world.status(tab) === "unconfirmed");
  if (world.heard.get(latest) !== "refused" && !unconfirmed) {
    expect(world.stored, "the last version sent never arrived").toContain(latest);
  }
}

const seed = Number(process.env.ENQUIRY_MODEL_SEED ?? (process.env.CI ? 20261123 : Date.now()));
const path = process.env.ENQUIRY_MODEL_PATH;
// npm test's share of its time: a fresh seed on each local run explores further over time.
const runs = path ? 1 : Number(process.env.ENQUIRY_MODEL_RUNS ?? 2_000);

describe("one enquiry per browser, whatever visitors and networks do", () => {
  it(
    `keeps its promises over ${runs.toLocaleString("en")} random sequences`,
    // About 6 s on an idle core; at npm test's lower priority beside the browsers, a busy machine
    // gave it a sliver of a core and it ran past 120 s. Ten minutes leaves room for any CI host.
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (sequence) => {
          const world = new World();
          world.openTab();
          const model: Model = {
            world,
            typings: 0,
            typed: said(world.draft),
            pressed: [],
            replaced: new Map(),
            answersLost: new Map(),
            presses: new Map(),
          };
          await fc.asyncModelRun(() => ({ model, real: world }), sequence);
          await drain(model, world);
          for (const { close } of world.tabs) close();
        }),
        { numRuns: runs, seed, path, verbose: true },
      );
    },
  );
});
