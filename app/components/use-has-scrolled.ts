import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** True once the page has scrolled away from the very top (SPEC.md: scroll position above 0). */
export function useHasScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > 0,
    () => false,
  );
}
