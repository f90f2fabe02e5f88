import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";
import { enquiryStore, monotonicNow } from "./browser-store";
import { clearDraft, updateDraft } from "./draft";
import { detailWordsIn } from "./email-params";
import type { Snapshot } from "./enquiry-store";
import {
  SEND_TIMEOUT_MS,
  type SendStatus,
  emptyRecord,
  formStatus,
  sendingDeadline,
} from "./machine";
import type { EnquiryFieldName } from "./schema";
import { loadSdk } from "./transport";
import { useDraft } from "./use-draft";

export type { SendStatus } from "./machine";

/**
 * Everything the contact form needs of its enquiry: the shared draft and a way to change one of
 * its fields, the status of the send and `send()`. The status comes from the one record of this
 * browser, so every tab and page view shows the same. The form lays out fields and states; how
 * the enquiry is kept, sent, queued and delivered once is this folder's business.
 */
export function useEnquiry(form: RefObject<HTMLFormElement | null>) {
  const draft = useDraft(form);
  const { record, view } = useSyncExternalStore(subscribe, getSnapshot, getPrerendered);
  useRenderAt(sendingDeadline(record, view));
  // What a bot that filled the honeypot is shown: a thank-you, to the address it gave.
  const [pretended, setPretended] = useState<{ sentTo: string }>();
  // Fetched ahead, so a send that meets a dropped connection fails at the request, not the import.
  useEffect(() => void loadSdk().catch(() => {}), []);
  const status: SendStatus = pretended ? "sent" : formStatus(record, view, draft, monotonicNow());
  const sentTo = pretended?.sentTo ?? record.latest?.words.email ?? "";
  const timedOut = status === "failed" && record.latest?.outcome !== "refused";
  useEffect(() => {
    if (timedOut) console.error(`The enquiry could not be sent. ${noAnswer}`);
  }, [timedOut]);
  return {
    draft,
    status,
    /** Where the reply to the enquiry just sent goes: the address it gave. */
    sentTo,
    setField,
    send: () => enquiryStore().press(draft, detailWordsIn(form.current)),
    /** What a bot that filled the honeypot sees: a success, with nothing sent. */
    pretendSent: () => {
      setPretended({ sentTo: draft.email });
      clearDraft();
    },
    /** Back to the form after the thank-you. */
    sendAnother: () => {
      setPretended(undefined);
      enquiryStore().dismiss();
    },
  };
}

/** One field of the shared draft changed: the same function every render, so fields can skip one. */
const setField = (name: EnquiryFieldName, value: string) => updateDraft({ [name]: value });

const noAnswer = `No answer within ${SEND_TIMEOUT_MS / 1000} s; the request goes on, and counts if it lands.`;

const subscribe = (listener: () => void) => enquiryStore().subscribe(listener);
const getSnapshot = () => enquiryStore().getSnapshot();
const prerendered: Snapshot = {
  record: emptyRecord,
  view: { pressedAt: undefined, watched: new Set(), dismissed: new Set() },
};
const getPrerendered = () => prerendered;

/** Renders again at `moment`, so a render before it and one after see the change of time. */
function useRenderAt(moment: number | undefined): void {
  const [, setRendered] = useState(0);
  useEffect(() => {
    if (moment === undefined) return;
    const timer = setTimeout(() => setRendered((renders) => renders + 1), moment - monotonicNow());
    return () => clearTimeout(timer);
  }, [moment]);
}
