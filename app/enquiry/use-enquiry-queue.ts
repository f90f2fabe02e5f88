import { useEffect } from "react";
import { readQueue } from "./queue";

/**
 * Sends what is queued when a page opens and whenever the connection returns. Mount once, in the
 * root layout; the sender and the schema are imported only when something is queued.
 */
export function useEnquiryQueue(): void {
  useEffect(() => {
    const flush = () => {
      if (!navigator.onLine || readQueue().length === 0) return;
      // Offline again before the sender loaded: the next "online" tries again.
      import("./send-queued").then(({ sendQueued }) => sendQueued()).catch(() => {});
    };
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, []);
}
