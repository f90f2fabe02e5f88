import { type RefObject, useLayoutEffect, useSyncExternalStore } from "react";
import { getDraft, getEmptyDraft, subscribeToDraft, updateDraft } from "./draft";
import { type Enquiry, enquiryFieldNames } from "./schema";

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

function typedBeforeHydration(form: HTMLFormElement): Partial<Enquiry> | undefined {
  const typed = Object.fromEntries(
    enquiryFieldNames
      .map((name) => [name, form.elements.namedItem(name)] as const)
      .filter(
        (entry): entry is [keyof Enquiry, HTMLInputElement | HTMLTextAreaElement] =>
          (entry[1] instanceof HTMLInputElement || entry[1] instanceof HTMLTextAreaElement) &&
          entry[1].value !== "",
      )
      .map(([name, field]) => [name, field.value]),
  );
  return Object.keys(typed).length > 0 ? typed : undefined;
}
