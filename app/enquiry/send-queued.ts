/** Sends the queued enquiries, one tab at a time; loaded only when something is queued. */
import { clearDraftIfSent } from "./draft";
import { announceOutcome, readQueue, removeFromQueue, withQueueLock } from "./queue";
import { enquiryFrom } from "./schema";
import { describeSendError, isConnectionFailure, sendEnquiry } from "./transport";

export function sendQueued(): Promise<void> {
  // Each tab waits its turn and reads the queue afresh: what one tab sent is gone for the next.
  return withQueueLock(async () => {
    for (const { id, enquiry } of await readQueue()) {
      let delivered = true;
      try {
        await sendEnquiry(enquiryFrom(enquiry));
      } catch (error) {
        if (isConnectionFailure(error)) return; // Still offline: kept for the next chance.
        console.error(`A queued enquiry was refused. ${describeSendError(error)}`);
        delivered = false;
      }
      await removeFromQueue(id);
      const draftCleared = delivered && clearDraftIfSent(enquiryFrom(enquiry));
      announceOutcome({ id, delivered, draftCleared });
    }
  });
}
