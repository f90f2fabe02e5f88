import { useEffect } from "react";
import { read } from "./record";

/**
 * Sends what waits on this device when a page opens and whenever the connection returns. Mount
 * once, in the root layout; the sender is imported only when the record has something under way.
 */
export function useEnquiryDelivery(): void {
  useEffect(() => {
    const resume = async () => {
      const record = await read();
      if (!navigator.onLine || (!record?.wire && !record?.waiting)) return;
      // Offline again before the sender loaded: the next "online" tries again.
      await import("./browser-store")
        .then(({ enquiryStore }) => enquiryStore().resume())
        .catch(() => {});
    };
    void resume();
    const onOnline = () => void resume();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, []);
}
