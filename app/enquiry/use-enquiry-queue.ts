import { useEffect } from "react";
import { readQueue } from "./queue";

/**
 * Sends what is queued when a page opens and whenever the connection returns. Mount once, in the
 * root layout; the sender and the schema are imported only when something is queued.
 */
export function useEnquiryQueue(): void {
  useEffect(() => {
    const flush = async () => {
      if (!navigator.onLine || (await readQueue()).length === 0) return;
      // Offline again before the sender loaded: the next "online" tries again.
      await import("./send-queued").then(({ sendQueued }) => sendQueued()).catch(() => {});
    };
    void flush();
    const onOnline = () => void flush();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, []);
}
