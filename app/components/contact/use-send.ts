import { useCallback, useEffect, useRef, useState } from "react";
import { clearDraft } from "~/enquiry/draft";
import { onQueuedOutcome, queueEnquiry, takeFromQueue } from "~/enquiry/queue";
import type { Enquiry } from "~/enquiry/schema";
import { describeSendError, isConnectionFailure, sendEnquiry } from "~/lib/send-enquiry";

/** How long a visitor waits for an answer before being told it failed (the request goes on). */
const SEND_TIMEOUT_MS = 15_000;

/** The form's request still waiting for an answer; kept here so it outlives the form's mount. */
let onTheWire: Promise<void> | null = null;

/**
 * - `failed`: the service refused it, or did not answer in time.
 * - `queued`: no connection; kept on this device and sent as soon as the connection returns.
 * - `unqueued`: no connection, and this browser will not keep it for later.
 */
export type SendStatus = "editing" | "sending" | "sent" | "failed" | "queued" | "unqueued";

/**
 * Sends the form's enquiry exactly once. A request that outlives the time limit is reported as a
 * failure but not forgotten: if it lands later, that counts; and while it is on the wire, pressing
 * Send again waits for it instead of starting a second one.
 */
export function useSend() {
  const [status, setStatus] = useState<SendStatus>("editing");
  const queuedId = useRef<string | undefined>(undefined);

  const delivered = useCallback(() => {
    clearDraft();
    setStatus("sent");
  }, []);

  useEffect(
    () =>
      onQueuedOutcome(({ id, delivered: landed }) => {
        if (landed) return delivered();
        if (id !== queuedId.current) return;
        queuedId.current = undefined;
        setStatus("failed");
      }),
    [delivered],
  );

  function request(enquiry: Enquiry): Promise<void> {
    const earlier = onTheWire;
    // Never a second request while one is on the wire: wait for it, send anew only if it failed.
    const current = earlier ? earlier.catch(() => sendEnquiry(enquiry)) : sendEnquiry(enquiry);
    onTheWire = current;
    current
      .then(delivered, () => {})
      .finally(() => {
        if (onTheWire === current) onTheWire = null;
      });
    return current;
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
    } catch (error) {
      console.error(`The enquiry could not be sent. ${describeSendError(error)}`);
      if (!isConnectionFailure(error)) return setStatus("failed");
      queuedId.current = await queueEnquiry(enquiry);
      setStatus(queuedId.current ? "queued" : "unqueued");
    }
  }

  // What a bot that filled the honeypot sees: a success, with nothing sent.
  return { status, send, pretendSent: delivered, edit: () => setStatus("editing") };
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
