import { type RefObject, useLayoutEffect, useSyncExternalStore } from "react";
import {
  getDraft,
  getEmptyDraft,
  subscribeToDraft,
  typedBeforeHydration,
  updateDraft,
} from "./draft";
import type { Enquiry } from "./schema";

/**
 * The shared draft, live across tabs. The prerendered form starts empty; what the visitor typed
 * before hydration is still in its fields (React leaves their values alone) and joins the draft.
 */
export function useDraft(form: RefObject<HTMLFormElement | null>): Enquiry {
  const draft = useSyncExternalStore(subscribeToDraft, getDraft, getEmptyDraft);
  useLayoutEffect(() => {
    const typed = form.current && typedBeforeHydration(form.current);
    if (typed) updateDraft(typed);
  }, [form]);
  return draft;
}
