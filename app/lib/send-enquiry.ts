/**
 * Sends an enquiry through the official EmailJS SDK. The only module that knows about EmailJS:
 * its set-up, the time limit and the shapes its failures come in.
 */
import { EmailJSResponseStatus, init, send } from "@emailjs/browser";
import { emailApiOrigin, siteConfig } from "~/site-config";

export interface Enquiry {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** `send()` never gives up by itself; a visitor should not wait longer than this. */
export const SEND_TIMEOUT_MS = 15_000;

export async function sendEnquiry(enquiry: Enquiry): Promise<void> {
  const { publicKey, serviceId, templateId } = siteConfig.emailjs;
  // The SDK reads a non-default origin only from init().
  init({ publicKey, origin: emailApiOrigin() });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`No answer from the e-mail service within ${SEND_TIMEOUT_MS / 1000} s`)),
      SEND_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([send(serviceId, templateId, { ...enquiry }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One readable line for the console, whatever shape the SDK rejected with. */
export function describeSendError(error: unknown): string {
  if (error instanceof EmailJSResponseStatus)
    return `EmailJS answered ${error.status}: ${error.text}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
