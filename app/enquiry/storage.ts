/**
 * localStorage behind guards: a browser that blocks site data throws on every access, a full one
 * throws on writes. Neither may stop the page; callers learn whether the value was kept.
 */

/** The stored value, `null` when there is none, `undefined` when storage cannot be read. */
export function readStored(key: string): string | null | undefined {
  try {
    return localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores the value (removes the key for `null`); false when the browser would not keep it. */
export function writeStored(key: string, value: string | null): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
