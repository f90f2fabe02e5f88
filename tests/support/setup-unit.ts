import { cleanup, configure } from "@testing-library/react";
import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

// npm test runs these tests beside the browser suites, at a lower priority: a step can take several
// times as long as alone. A wait gives up after 5 s (Testing Library's default is 1 s, as is
// vi.waitFor's: wait with Testing Library's waitFor).
configure({ asyncUtilTimeout: 5_000 });

// A stray console.error is a bug: fail the test unless it mocks console.error itself.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${format(...args)}`);
  });
});

// Every browser the site supports has Web Locks, and jsdom none: each test gets its own, exclusive,
// granted in turn, and queryable. A test takes them away by deleting `navigator.locks`.
beforeEach(() => {
  if ("locks" in Object.getPrototypeOf(navigator)) return; // Node's own
  const tails = new Map<string, Promise<unknown>>();
  const held: { name: string }[] = [];
  const request = (name: string, work: () => unknown) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
      const lock = { name };
      held.push(lock);
      try {
        return await work();
      } finally {
        held.splice(held.indexOf(lock), 1);
      }
    });
    const settled = run.catch(() => {});
    tails.set(name, settled);
    return run;
  };
  const query = async () => ({ held: [...held], pending: [] });
  Object.defineProperty(navigator, "locks", { value: { request, query }, configurable: true });
});

// One DOM serves every file of the site's tests (vite.config.ts): each test leaves its storage empty.
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  if (typeof localStorage === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  const databases = (await globalThis.indexedDB?.databases()) ?? [];
  for (const { name } of databases) {
    const deleting = indexedDB.deleteDatabase(name!);
    await new Promise(
      (done) => (deleting.onsuccess = deleting.onerror = deleting.onblocked = done),
    );
  }
});
