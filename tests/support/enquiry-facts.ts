/**
 * The enquiry's facts, from the enquiry module and the local endpoint: where a send goes, what
 * its body holds, and an enquiry to send.
 */
import { createRequire } from "node:module";
import { enquiryReference } from "../../app/enquiry/email-params.ts";
import type { Enquiry } from "../../app/enquiry/schema.ts";
import { localSiteConfig } from "../../app/site-variables.ts";
import { EMAIL_SEND_PATH } from "../../app/enquiry/answer-watch.ts";

export { EMAIL_SEND_PATH };
/** Where the browser keeps the one enquiry: its IndexedDB database, store, key and Web Lock. */
export { RECORD_PLACE } from "../../app/enquiry/record.ts";
export { sampleDetails, sampleEnquiry } from "./sample-enquiry.ts";
/** The enquiry's fields, and the e-mail parameters a send carries, as the form makes them. */
export {
  type Enquiry,
  type TradeId,
  FASTEST_SEND_MS,
  detailNames,
  enquiryFieldNames,
  enquiryFields,
  tradesIn,
} from "../../app/enquiry/schema.ts";
/** Where the browser keeps what is typed (localStorage). */
export { DRAFT_KEY } from "../../app/enquiry/draft.ts";
/**
 * A queued enquiry is tried again at most LONGEST_RETRY_MS apart while the page stays open, after
 * retryDelay(tries); after LOST_ANSWERS_BEFORE_ASKING lost answers, the visitor is asked.
 */
export {
  LONGEST_RETRY_MS,
  LOST_ANSWERS_BEFORE_ASKING,
  retryDelay,
} from "../../app/enquiry/machine.ts";

/** Every send request, to whichever origin (a glob for Playwright's `page.route`). */
export const SEND_GLOB = `**${EMAIL_SEND_PATH}`;

/** The version of the EmailJS SDK the site ships, which its `send()` puts in every body. */
const { version: sdkVersion } = createRequire(import.meta.url)("@emailjs/browser/package.json");

/**
 * The body of the send of `enquiry`, with no project detail filled, that the SDK posts from a
 * local build (SPEC.md section 7): its parameters are the specification's four, as typed, and the
 * enquiry's reference.
 */
export function localSendBody(enquiry: Enquiry) {
  const { name, email, subject, message } = enquiry;
  const { publicKey, serviceId, templateId } = localSiteConfig({}).emailjs;
  return {
    lib_version: sdkVersion as string,
    user_id: publicKey,
    service_id: serviceId,
    template_id: templateId,
    template_params: { name, email, subject, message, reference: enquiryReference(enquiry) },
  };
}
