/**
 * The record's browser side: IndexedDB (fake-indexeddb here; the end-to-end suites use the
 * engines' own), Web Locks (tests/support/setup-unit.ts), the broadcast between tabs, and what happens
 * where one of them is unusable. Each page view is a fresh module, as after a reload or in
 * another tab, with the real store (enquiry-store.ts) on top and the service faked.
 */
import "fake-indexeddb/auto";
import { waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleEnquiry } from "../../tests/support/sample-enquiry";
import type { Answer, EnquiryRecord } from "./machine";
import type { Enquiry } from "./schema";

afterEach(() => vi.unstubAllGlobals());

const record: EnquiryRecord = {
  wire: null,
  waiting: { id: "v1", words: sampleEnquiry("record") },
  latest: null,
};
const words = sampleEnquiry("two-tabs");

/** A fresh module: a new page view, its memory of a blocked storage clean. */
async function freshRecordModule() {
  vi.resetModules();
  return import("./record");
}

const databaseNames = async () => (await indexedDB.databases()).map(({ name }) => name);

/** The e-mail service: every request counted, answered as the test says (held: never). */
function service(answer: Answer | "held") {
  const sent: Enquiry[] = [];
  const send = (words: Enquiry) => {
    sent.push(words);
    return answer === "held" ? new Promise<Answer>(() => {}) : Promise.resolve(answer);
  };
  return { sent, send };
}

let views = 0;
/** A contact page opened (in a new tab or after a reload) with the real store and record. */
async function openPage({ send }: ReturnType<typeof service>) {
  const record = await freshRecordModule();
  const { createEnquiryStore } = await import("./enquiry-store");
  const pageView = `view-${++views}`;
  let versions = 0;
  const { withAnswerWatch } = await import("./browser-store");
  const store = createEnquiryStore({
    ...withAnswerWatch(record),
    pageView,
    send,
    clearDraftIf: () => {},
    now: () => Date.now(),
    newId: () => `${pageView}-${++versions}`,
    schedule: () => () => {},
  });
  store.subscribe(() => {});
  return store;
}

describe("the record in IndexedDB", () => {
  it("reads nothing, and creates no database, where nothing was ever sent", async () => {
    const { RECORD_PLACE, read } = await freshRecordModule();
    expect(await read()).toBeUndefined();
    expect(await databaseNames()).not.toContain(RECORD_PLACE.database);
  });

  it("keeps what is written for the next page view, and nothing in localStorage", async () => {
    const { kept, write } = await freshRecordModule();
    await write(record);
    expect(kept()).toBe(true);
    const { read } = await freshRecordModule();
    expect(await read()).toEqual(record);
    expect(localStorage.length).toBe(0);
  });
});

const failed = (name: string) => new DOMException("IndexedDB failed.", name);
/** Reading `indexedDB` or `localStorage` where the browser keeps no site data. */
const blocked = () => {
  throw failed("SecurityError");
};

/** The ways IndexedDB fails or misleads, as browsers, private windows and broken profiles do. */
const unusable: Record<string, () => void> = {
  "reading indexedDB throws": () =>
    vi.spyOn(globalThis, "indexedDB", "get").mockImplementation(blocked),
  "its open throws, while databases() answers": () =>
    vi.spyOn(indexedDB, "open").mockImplementation(() => {
      throw failed("InvalidStateError");
    }),
  "its open fails later": () =>
    vi.spyOn(indexedDB, "open").mockImplementation(() => {
      const request = { error: failed("UnknownError") } as IDBOpenDBRequest;
      setTimeout(() => request.onerror?.call(request, new Event("error")));
      return request;
    }),
  "a write fails": () =>
    vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(() => {
      throw failed("QuotaExceededError");
    }),
  "databases() leaves its database out": () =>
    vi.spyOn(indexedDB, "databases").mockResolvedValue([]),
};

describe.each(Object.entries(unusable))("where %s", (_, breakIt) => {
  it("a second tab shows the send under way, and its Send joins it: one request", async () => {
    breakIt();
    const requests = service("held");
    const first = await openPage(requests);
    await first.press(words);
    const second = await openPage(requests);
    await second.resume();
    expect(second.getSnapshot().record.latest).toMatchObject({ words, outcome: "pending" });
    await second.press(words);
    expect(requests.sent).toEqual([words]);
  });

  it("an enquiry queued for the connection is sent after a reload", async () => {
    breakIt();
    const offline = service("unreached");
    const before = await openPage(offline);
    await before.press(words);
    await waitFor(() => expect(before.getSnapshot().record.latest?.outcome).toBe("queued"));
    const online = service("held");
    await (await openPage(online)).resume();
    expect(online.sent).toEqual([words]);
  });
});

it("once the record has moved to localStorage, a tab that still reaches IndexedDB uses it there", async () => {
  const requests = service("held");
  unusable["its open throws, while databases() answers"]!();
  await (await openPage(requests)).press(words);
  vi.restoreAllMocks();
  const second = await openPage(requests);
  await second.press(words);
  expect(requests.sent).toEqual([words]);
  const { RECORD_PLACE } = await import("./record");
  expect(await databaseNames()).not.toContain(RECORD_PLACE.database);
});

describe("the record in this page view alone", () => {
  it("where the browser keeps no site data: it cannot wait for the connection", async () => {
    vi.spyOn(globalThis, "indexedDB", "get").mockImplementation(blocked);
    vi.spyOn(globalThis, "localStorage", "get").mockImplementation(blocked);
    const { kept, read, write } = await freshRecordModule();
    expect(await read()).toBeUndefined();
    await write(record);
    expect(await read()).toEqual(record);
    expect(kept()).toBe(false);
  });

  it("without Web Locks: stored nowhere another page view reads, its own changes in turn, no broadcast", async () => {
    Reflect.deleteProperty(navigator, "locks");
    vi.stubGlobal("BroadcastChannel", undefined); // below the floor, neither
    const { announce, kept, onChange, read, withLock, write } = await freshRecordModule();
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(`${name} starts`);
      await new Promise((done) => setTimeout(done, 10));
      order.push(`${name} ends`);
    };
    await Promise.all([withLock(work("first")), withLock(work("second"))]);
    expect(order).toEqual(["first starts", "first ends", "second starts", "second ends"]);
    await write(record);
    expect(await read()).toEqual(record);
    expect(kept()).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(await indexedDB.databases()).toEqual([]);
    expect(await (await freshRecordModule()).read()).toBeUndefined();
    announce();
    onChange(() => {})();
  });
});

describe("the locks", () => {
  it("tells an open page view from a closed one by the lock it holds", async () => {
    const { holdPageView, pageViewOpen } = await freshRecordModule();
    await holdPageView("open-view");
    expect(await pageViewOpen("open-view")).toBe(true);
    expect(await pageViewOpen("closed-view")).toBe(false);
  });

  it("runs the work under the record's lock", async () => {
    const { RECORD_PLACE, withLock } = await freshRecordModule();
    const heldDuring = await withLock(() => navigator.locks.query());
    expect(heldDuring.held?.map(({ name }) => name)).toContain(RECORD_PLACE.lock);
  });
});

describe("the broadcast", () => {
  it("tells the other tabs that the record changed", async () => {
    const { announce, onChange } = await freshRecordModule();
    const heard = new Promise<void>((resolve) => {
      const stop = onChange(() => {
        stop();
        resolve();
      });
    });
    announce();
    await expect(heard).resolves.toBeUndefined();
  });

  it("hears a change of the record kept in localStorage, and no other key", async () => {
    const { RECORD_PLACE, onChange } = await freshRecordModule();
    const heard = vi.fn();
    const stop = onChange(heard);
    for (const key of [RECORD_PLACE.storageKey, "exact-bids:contact-draft"]) {
      window.dispatchEvent(new StorageEvent("storage", { key }));
    }
    expect(heard).toHaveBeenCalledOnce();
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: RECORD_PLACE.storageKey }));
    expect(heard).toHaveBeenCalledOnce();
  });
});
