import { useCallback, useEffect, useState } from "react";
import type { Enquiry } from "~/lib/send-enquiry";

const STORAGE_KEY = "exact-bids:contact-draft";
export const EMPTY_ENQUIRY: Enquiry = { name: "", email: "", subject: "", message: "" };

/**
 * The form's values, kept in localStorage as they are typed so a reload or a closed tab loses
 * nothing. Read after hydration, so the prerendered form and the first render agree.
 */
export function useDraft() {
  const [draft, setDraft] = useState<Enquiry>(EMPTY_ENQUIRY);

  useEffect(() => {
    const saved = readDraft();
    // Read after hydration on purpose: the prerendered form is empty and must match first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setDraft(saved);
  }, []);

  const update = useCallback((field: keyof Enquiry, value: string) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      writeDraft(next);
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setDraft(EMPTY_ENQUIRY);
    writeDraft(null);
  }, []);

  return { draft, update, clear };
}

function readDraft(): Enquiry | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const fields = parsed as Record<string, unknown>;
    const text = (key: keyof Enquiry) =>
      typeof fields[key] === "string" ? (fields[key] as string) : "";
    return {
      name: text("name"),
      email: text("email"),
      subject: text("subject"),
      message: text("message"),
    };
  } catch {
    return null;
  }
}

function writeDraft(draft: Enquiry | null) {
  try {
    if (draft) localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be full or switched off: the form still works, only the draft is not kept.
  }
}
