import { useSyncExternalStore } from "react";

/**
 * A value only the visitor's browser knows (today's date, that React owns the page): undefined in
 * the prerendered page and while React hydrates it, so the HTML and the first render agree; then
 * `read()`, which must return the same value until it changes (a string, a boolean).
 */
export function useBrowserValue<T>(read: () => T): T | undefined {
  return useSyncExternalStore(subscribeToNothing, read, () => undefined);
}

function subscribeToNothing() {
  return () => {};
}

/** False in the prerendered page and while hydrating, true once React owns the page. */
export const useHydrated = (): boolean => useBrowserValue(() => true) ?? false;
