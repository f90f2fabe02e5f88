import { useCallback, useEffect, useRef, useState } from "react";
import { clearDraft, clearDraftIfSent } from "./draft";
import { onQueuedOutcome, queueEnquiry, takeFromQueue } from "./queue";
import { type Enquiry, sameEnquiry } from "./schema";
import { describeSendError, isConnectionFailure, sendEnquiry } from "./transport";

/** How long a visitor waits for an answer before being told it failed (the request goes on). */
const SEND_TIMEOUT_MS = 15_000;

/** The form's request still waiting for an answer; kept here so it outlives the form's mount. */
let onTheWire: { enquiry: Enquiry; answer: Promise<void> } | null = null;

/**
 * - `failed`: the service refused it, or did not answer in time.
 * - `queued`: no connection; kept on this device and sent as soon as the connection returns.
 * - `unqueued`: no connection, and this browser will not keep it for later.
 */
export type SendStatus = "editing" | "sending" | "sent" | "failed" | "queued" | "unqueued";

/**
 * Sends what the visitor wrote, each version once, the latest always. A request that outlives the
 * time limit is reported as a failure but not forgotten: if it lands later, that counts. While it
 * is on the wire, Send with the same text waits for it instead of starting a second request; with
 * corrected text, the correction is sent once the earlier request has settled. The thank-you shows
 * only when what the form says has landed: an earlier version landing late leaves the edits.
 */
export function useSend() {
  const [status, setStatus] = useState<SendStatus>("editing");
  const queuedId = useRef<string | undefined>(undefined);

  // A version landed: the thank-you, if the form still says what was sent.
  const landed = useCallback((sent: Enquiry) => {
    if (clearDraftIfSent(sent)) setStatus("sent");
  }, []);

  useEffect(
    () =>
      onQueuedOutcome(({ id, delivered, draftCleared }) => {
        if (delivered && draftCleared) return setStatus("sent");
        if (id !== queuedId.current) return;
        queuedId.current = undefined;
        // Delivered while the visitor edited: the edits stay, for a Send of their own.
        setStatus(delivered ? "editing" : "failed");
      }),
    [],
  );

  function request(enquiry: Enquiry): Promise<void> {
    const earlier = onTheWire;
    const sendThis = () => sendEnquiry(enquiry);
    const answer = !earlier
      ? sendThis()
      : sameEnquiry(earlier.enquiry, enquiry)
        ? earlier.answer.catch(sendThis) // the same text: only if the first did not land
        : earlier.answer.then(sendThis, sendThis); // corrected text: after it, whatever its fate
    onTheWire = { enquiry, answer };
    answer
      .then(
        () => landed(enquiry),
        () => {},
      )
      .finally(() => {
        if (onTheWire?.answer === answer) onTheWire = null;
      });
    return answer;
  }

  async function send(enquiry: Enquiry) {
    setStatus("sending");
    const queued = queuedId.current;
    queuedId.current = undefined;
    // Sent by hand after all: take it out of the queue first, so it cannot go twice. If a tab
    // has sent it meanwhile, a success shows the thank-you (the outcome listener above); after a
    // refusal the form is the visitor's again, as it was typed.
    if (queued && !(await takeFromQueue(queued))) {
      setStatus((current) => (current === "sending" ? "failed" : current));
      return;
    }
    try {
      await withinTimeLimit(request(enquiry));
      // Landed, but the visitor has edited since: the form stays theirs.
      setStatus((current) => (current === "sending" ? "editing" : current));
    } catch (error) {
      console.error(`The enquiry could not be sent. ${describeSendError(error)}`);
      if (!isConnectionFailure(error)) return setStatus("failed");
      queuedId.current = await queueEnquiry(enquiry);
      setStatus(queuedId.current ? "queued" : "unqueued");
    }
  }

  // What a bot that filled the honeypot sees: a success, with nothing sent.
  return {
    status,
    send,
    pretendSent: () => {
      clearDraft();
      setStatus("sent");
    },
    edit: () => setStatus("editing"),
  };
}

function withinTimeLimit(request: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${SEND_TIMEOUT_MS / 1000} s`)),
      SEND_TIMEOUT_MS,
    );
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}
