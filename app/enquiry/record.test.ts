/**
 * The record's browser side: IndexedDB (fake-indexeddb here; the end-to-end suites use the
 * engines' own), the Web Locks (a fake that grants at once), and the broadcast between tabs.
 */
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleEnquiry } from "../../tests/helpers/sample-enquiry";
import type { EnquiryRecord } from "./machine";

const record: EnquiryRecord = {
  wire: null,
  waiting: { id: "v1", words: sampleEnquiry("record") },
  latest: null,
};

/** A fresh module: its memory of a blocked storage starts clean. */
async function freshRecordModule() {
  vi.resetModules();
  return import("./record");
}

/** Web Locks that grant every request at once and remember what is held. */
function fakeLocks() {
  const held = new Set<string>();
  const locks = {
    request: (name: string, work: () => Promise<unknown>) => {
      held.add(name);
      return work().finally(() => held.delete(name));
    },
    query: async () => ({ held: [...held].map((name) => ({ name })) }),
  };
  Object.defineProperty(navigator, "locks", { value: locks, configurable: true });
}

afterEach(async () => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "locks");
  const { RECORD_PLACE } = await import("./record");
  indexedDB.deleteDatabase(RECORD_PLACE.database);
});

describe("the record in IndexedDB", () => {
  it("reads nothing, and creates no database, where nothing was ever sent", async () => {
    const { RECORD_PLACE, read } = await freshRecordModule();
    expect(await read()).toBeUndefined();
    expect((await indexedDB.databases()).map(({ name }) => name)).not.toContain(
      RECORD_PLACE.database,
    );
  });

  it("keeps what is written for the next page view", async () => {
    const { kept, write } = await freshRecordModule();
    await write(record);
    expect(kept()).toBe(true);
    const { read } = await freshRecordModule();
    expect(await read()).toEqual(record);
  });

  describe("where IndexedDB cannot be used", () => {
    beforeEach(() => {
      vi.spyOn(globalThis, "indexedDB", "get").mockImplementation(() => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      });
    });

    it("is kept in localStorage, one for every tab, and can wait for the connection", async () => {
      const { RECORD_PLACE, kept, write } = await freshRecordModule();
      await write(record);
      expect(kept()).toBe(true);
      expect(JSON.parse(localStorage.getItem(RECORD_PLACE.storageKey)!)).toEqual(record);
      const { read } = await freshRecordModule();
      expect(await read()).toEqual(record);
      localStorage.clear();
    });
  });

  describe("where the browser keeps no site data", () => {
    beforeEach(() => {
      const blocked = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      vi.spyOn(globalThis, "indexedDB", "get").mockImplementation(blocked);
      vi.spyOn(globalThis, "localStorage", "get").mockImplementation(blocked);
    });

    it("lives in this page view's memory, and says it cannot wait for the connection", async () => {
      const { kept, read, write } = await freshRecordModule();
      expect(await read()).toBeUndefined();
      await write(record);
      expect(await read()).toEqual(record);
      expect(kept()).toBe(false);
    });
  });
});

describe("the locks", () => {
  it("tells an open page view from a closed one by the lock it holds", async () => {
    fakeLocks();
    const { holdPageView, pageViewOpen } = await freshRecordModule();
    await holdPageView("open-view");
    expect(await pageViewOpen("open-view")).toBe(true);
    expect(await pageViewOpen("closed-view")).toBe(false);
  });

  it("runs the work under the record's lock", async () => {
    fakeLocks();
    const { RECORD_PLACE, withLock } = await freshRecordModule();
    const heldDuring = await withLock(() => navigator.locks.query());
    expect(heldDuring.held?.map(({ name }) => name)).toContain(RECORD_PLACE.lock);
  });

  describe("without Web Locks", () => {
    afterEach(() => {
      vi.useRealTimers();
      localStorage.clear();
    });

    it("runs one tab's work at a time, under a lease kept in localStorage", async () => {
      const { withLock } = await freshRecordModule();
      const order: string[] = [];
      const work = (name: string) => async () => {
        order.push(`${name} starts`);
        await new Promise((done) => setTimeout(done, 20));
        order.push(`${name} ends`);
      };
      await Promise.all([withLock(work("first")), withLock(work("second"))]);
      expect(order).toEqual(["first starts", "first ends", "second starts", "second ends"]);
      expect(localStorage.length).toBe(0);
    });

    it("takes over a lease whose holder vanished", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
      const { RECORD_PLACE, withLock } = await freshRecordModule();
      localStorage.setItem(RECORD_PLACE.lease, `closed-tab ${Date.now() + 5_000}`);
      const done = withLock(async () => "done");
      await vi.advanceTimersByTimeAsync(5_100);
      await expect(done).resolves.toBe("done");
    });

    it("tells an open page view by its heartbeat, and a closed one by its silence", async () => {
      vi.useFakeTimers({ toFake: ["setInterval", "setTimeout", "Date"] });
      const { holdPageView, pageViewOpen } = await freshRecordModule();
      await holdPageView("this-view");
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await pageViewOpen("this-view")).toBe(true);
      expect(await pageViewOpen("never-opened")).toBe(false);
      window.dispatchEvent(new Event("pagehide"));
      expect(await pageViewOpen("this-view")).toBe(false);
    });

    it("counts a page view silent for more than 3.5 s, or heard from the future, as closed", async () => {
      const { RECORD_PLACE, pageViewOpen } = await freshRecordModule();
      const heard = (name: string, ago: number) =>
        localStorage.setItem(RECORD_PLACE.heartbeat + name, String(Date.now() - ago));
      heard("a-second-ago", 1_000);
      heard("three-seconds-ago", 3_000);
      heard("four-seconds-ago", 4_000);
      heard("after-the-clock-went-back", -60_000);
      const open = await Promise.all(
        ["a-second-ago", "three-seconds-ago", "four-seconds-ago", "after-the-clock-went-back"].map(
          pageViewOpen,
        ),
      );
      expect(open).toEqual([true, true, false, false]);
    });
  });
});

describe("the broadcast", () => {
  it("without BroadcastChannel, tells them through localStorage, and hears only the record's keys", async () => {
    const channel = globalThis.BroadcastChannel;
    Reflect.deleteProperty(globalThis, "BroadcastChannel");
    try {
      const { RECORD_PLACE, announce, onChange } = await freshRecordModule();
      const heard = vi.fn();
      const stop = onChange(heard);
      const written = vi.spyOn(Storage.prototype, "setItem");
      announce();
      const [changes] = written.mock.calls[0]!;
      // What other tabs write reaches this one as `storage` events.
      for (const key of [changes, RECORD_PLACE.storageKey, "exact-bids:contact-draft"]) {
        window.dispatchEvent(new StorageEvent("storage", { key }));
      }
      expect(heard).toHaveBeenCalledTimes(2);
      stop();
      window.dispatchEvent(new StorageEvent("storage", { key: RECORD_PLACE.storageKey }));
      expect(heard).toHaveBeenCalledTimes(2);
    } finally {
      globalThis.BroadcastChannel = channel;
      localStorage.clear();
    }
  });

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
});
