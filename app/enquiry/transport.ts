/**
 * Sends an enquiry through the official EmailJS SDK. The only module that knows about EmailJS:
 * how it is loaded and set up, and the shapes its failures come in. The SDK itself is fetched on
 * demand (the form prefetches it when it mounts), so the home page does not carry it.
 */
import * as v from "valibot";
import { EMAIL_SEND_PATH } from "./answer-watch";
import { type DetailWords, emailParams } from "./email-params";
import { type Enquiry, enquiryFrom, enquirySchema } from "./schema";
import { emailApiOrigin, siteConfig } from "~/site-config";

/**
 * Sends the enquiry (its schema's fields only, as `emailParams` lays them out) and settles when the
 * service answers, however long that takes: `send()` has no time limit, and a late answer still
 * says whether it landed.
 */
async function sendEnquiry(enquiry: Enquiry, detailWords: DetailWords | undefined): Promise<void> {
  // A record kept by an older page lacks the fields added since: they are empty.
  const params = emailParams(v.parse(enquirySchema, enquiryFrom(enquiry)), detailWords);
  const { init, send } = await loadSdk().catch(unreached("The e-mail service's code"));
  const { publicKey, serviceId, templateId } = siteConfig.emailjs;
  // The SDK reads a non-default origin only from init().
  init({ publicKey, origin: emailApiOrigin() });
  // send() rejects with a TypeError only where fetch did: no answer came. If the service answers
  // just after, the answer was lost, maybe once it stored the enquiry; if not, it was not reached.
  await send(serviceId, templateId, params).catch(async (error: unknown) => {
    if (!(error instanceof TypeError)) throw error;
    if (await serviceAnswers()) throw new AnswerLost(`No answer came (${String(error)})`);
    unreached("The e-mail service")(error);
  });
}

/** The send's address's answer, if one comes within 10 s: HEAD, no body, nothing stored. */
const serviceAnswers = () =>
  fetch(emailApiOrigin() + EMAIL_SEND_PATH, {
    method: "HEAD",
    mode: "no-cors",
    cache: "no-store",
    signal: AbortSignal.timeout(10_000),
  }).catch(() => {});

/**
 * Sends the enquiry and says how it ended: `unreached` (worth sending again later) when the
 * request never reached the service, `lost` when it may have but no answer came back, `refused`
 * for an answer from the service or a fault of the site's own code, which the visitor is shown.
 * Every failure is logged.
 */
export async function deliver(enquiry: Enquiry, detailWords: DetailWords | undefined) {
  try {
    await sendEnquiry(enquiry, detailWords);
    return "delivered";
  } catch (error) {
    console.error(`The enquiry could not be sent. ${describeSendError(error)}`);
    if (error instanceof AnswerLost) return "lost";
    return error instanceof ConnectionFailure ? "unreached" : "refused";
  }
}

/** A request that never reached the service: offline, a refused connection, the SDK not loaded. */
class ConnectionFailure extends Error {
  name = "ConnectionFailure";
}

/** A request whose answer was lost on the way back, though the service answers. */
class AnswerLost extends Error {
  name = "AnswerLost";
}

const unreached =
  (what: string) =>
  (cause: unknown): never => {
    throw new ConnectionFailure(`${what} could not be reached (${String(cause)})`);
  };

/** One readable line for the console, whatever shape the SDK rejected with. */
function describeSendError(error: unknown): string {
  if (error instanceof Object && "status" in error && "text" in error)
    return `EmailJS answered ${String(error.status)}: ${String(error.text)}`;
  return String(error);
}

let sdk: Promise<typeof import("@emailjs/browser")> | undefined;

/** Loads the SDK once; a failed load (offline) is tried again next time. */
export function loadSdk(): Promise<typeof import("@emailjs/browser")> {
  sdk ??= importSdk().catch((error: unknown) => {
    sdk = undefined;
    throw error;
  });
  return sdk;
}

/**
 * The SDK reads `localStorage` as it loads. Where the browser blocks site data, reading it throws,
 * and so would the import: for that moment the SDK is shown no storage (it needs it only for the
 * rate limit, which is off).
 */
async function importSdk() {
  if (storageReadable()) return import("@emailjs/browser");
  const own = Object.getOwnPropertyDescriptor(window, "localStorage")!;
  Object.defineProperty(window, "localStorage", { value: undefined, configurable: true });
  try {
    return await import("@emailjs/browser");
  } finally {
    Object.defineProperty(window, "localStorage", own);
  }
}

function storageReadable(): boolean {
  try {
    return localStorage !== undefined;
  } catch {
    return false;
  }
}
