import { type RefObject, useEffect } from "react";
import { updateDraft } from "./draft";
import type { EnquiryFieldName } from "./schema";
import { loadSdk } from "./transport";
import { useDraft } from "./use-draft";
import { useSend } from "./use-send";

export type { SendStatus } from "./use-send";

/**
 * Everything the contact form needs of its enquiry: the shared draft and a way to change one of
 * its fields, the status of the send and `send()`. The form lays out fields and states; how the
 * enquiry is kept, sent, queued and delivered once is this folder's business.
 */
export function useEnquiry(form: RefObject<HTMLFormElement | null>) {
  const draft = useDraft(form);
  const { status, send, pretendSent, edit } = useSend();

  // Fetched ahead, so a send that meets a dropped connection fails at the request, not the import.
  useEffect(() => void loadSdk().catch(() => {}), []);

  return {
    draft,
    status,
    setField: (name: EnquiryFieldName, value: string) => updateDraft({ [name]: value }),
    send: () => send(draft),
    /** What a bot that filled the honeypot sees: a success, with nothing sent. */
    pretendSent,
    /** Back to the form after the thank-you. */
    sendAnother: edit,
  };
}
