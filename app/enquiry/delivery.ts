/**
 * Sends what waits on this device: when a page opens, when the connection returns, and when the
 * visitor comes back to the page (the retries in between are the store's: enquiry-store.ts).
 * Started once a page view, by whichever comes first: the contact form's first paint
 * (form-controller.ts) or React (root.tsx). Every page runs it, so the sender is imported only
 * when the record has something under way.
 */
import { read } from "./record";

let started = false;

export function deliverWhatWaits(): void {
  if (started) return;
  started = true;
  const resume = async () => {
    const record = await read();
    if (!navigator.onLine || (!record?.wire && !record?.waiting)) return;
    // Offline again before the sender loaded: the next of these tries again.
    await import("./browser-store")
      .then(({ enquiryStore }) => enquiryStore().resume())
      .catch(() => {});
  };
  void resume();
  window.addEventListener("online", () => void resume());
  window.addEventListener("focus", () => void resume());
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void resume();
  });
}
