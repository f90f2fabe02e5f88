// @vitest-environment node
/**
 * The lease that stands in for Web Locks, against a fake storage and clock: it is taken when free,
 * expired or from before the clock was set back; a tab that wrote at the same moment as another
 * holds it only if its name stayed; it is released only by its holder.
 */
import { describe, expect, it } from "vitest";
import { LEASE_MS, LEASE_SETTLE_MS, leaseLock } from "./lease";

/** One storage and clock shared by tabs; `onWait` runs as a tab waits (another tab acting). */
function world(onWait: (waited: number) => void = () => {}) {
  const state = { stored: null as string | null, now: 1_000_000, waits: 0, keeps: true };
  const lease = leaseLock(
    {
      read: () => state.stored,
      write: (value) => {
        if (!state.keeps) return false;
        state.stored = value;
        return true;
      },
    },
    {
      now: () => state.now,
      wait: async (ms) => {
        expect(ms).toBe(LEASE_SETTLE_MS);
        state.now += ms;
        onWait(++state.waits);
      },
    },
  );
  return { state, lease };
}

const held = (until: number) => `another-tab ${until}`;

describe("the lease", () => {
  it("is taken when free, held while the work runs, and released after", async () => {
    const { state, lease } = world();
    const during = await lease(async () => state.stored);
    expect(during).toMatch(new RegExp(` ${1_000_000 + LEASE_MS}$`));
    expect(state.waits).toBe(1);
    expect(state.stored).toBeNull();
  });

  it("held by another tab, waits until it is released", async () => {
    const { state, lease } = world((waited) => {
      if (waited === 3) state.stored = null; // the other tab's work ends
    });
    state.stored = held(state.now + LEASE_MS);
    let ran = 0;
    await lease(async () => void (ran = state.waits));
    expect(ran).toBe(4); // after the release, its own write and settle
  });

  it("takes over a lease whose holder vanished, once it expires", async () => {
    const { state, lease } = world();
    state.stored = held(state.now + LEASE_MS);
    await lease(async () => {});
    expect(state.now).toBeGreaterThan(1_000_000 + LEASE_MS);
    expect(state.waits).toBe(LEASE_MS / LEASE_SETTLE_MS + 1);
  });

  it("takes at once a lease dated from before the clock was set back", async () => {
    const { state, lease } = world();
    state.stored = held(state.now + 60 * 60 * 1000);
    await lease(async () => {});
    expect(state.waits).toBe(1);
  });

  it("written by two tabs at the same moment, is held by the one whose name stayed", async () => {
    const { state, lease } = world((waited) => {
      if (waited === 1) state.stored = held(state.now + LEASE_MS); // the other tab wrote last
      if (waited === 2) state.stored = null; // and is done
    });
    const seen: (string | null)[] = [];
    await lease(async () => void seen.push(state.stored));
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toMatch(/^another-tab/);
    expect(state.waits).toBe(3);
  });

  it("never releases a lease another tab took since", async () => {
    const { state, lease } = world();
    await lease(async () => void (state.stored = held(state.now + LEASE_MS)));
    expect(state.stored).toMatch(/^another-tab/);
  });

  it("where storage keeps nothing, runs the work at once: there is nothing shared to guard", async () => {
    const { state, lease } = world();
    state.keeps = false;
    expect(await lease(async () => "done")).toBe("done");
    expect(state.waits).toBe(0);
  });
});
