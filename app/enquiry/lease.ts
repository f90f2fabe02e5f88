/**
 * The record's lock where the browser has no Web Locks (Safari before 15.4, any page served over
 * plain HTTP): a lease kept where every tab reads it (record.ts: localStorage). A tab takes it by
 * writing its name and holds it if its name is still there a moment later, when a tab that wrote
 * at the same time has had its write seen; a holder that vanished loses it after LEASE_MS (the
 * work under it takes milliseconds).
 */
export const LEASE_MS = 5_000;
export const LEASE_SETTLE_MS = 50;

export interface LeasePlace {
  /** The lease as stored; `undefined` where storage cannot be read. */
  read(): string | null | undefined;
  /** False where the browser keeps nothing. */
  write(lease: string | null): boolean;
}

export interface LeaseClock {
  now(): number;
  wait(ms: number): Promise<void>;
}

export function leaseLock(place: LeasePlace, clock: LeaseClock) {
  const holder = () => place.read()?.split(" ") ?? [];
  return async function withLease<T>(work: () => Promise<T>): Promise<T> {
    const me = `${clock.now()}-${Math.random().toString(36).slice(2)}`;
    for (;;) {
      const [owner, until = "0"] = holder();
      // Expired, or taken before the clock was set back.
      const left = Number(until) - clock.now();
      const free = !owner || !(left > 0 && left <= LEASE_MS);
      // Storage that keeps nothing shares no record: there is nothing to guard.
      if (free && !place.write(`${me} ${clock.now() + LEASE_MS}`)) return work();
      await clock.wait(LEASE_SETTLE_MS);
      if (free && holder()[0] === me) break;
    }
    try {
      return await work();
    } finally {
      if (holder()[0] === me) place.write(null);
    }
  };
}
