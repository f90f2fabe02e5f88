/** What the English contact page says. The form's messages are quoted from the specification. */
import { promisesToConfirm } from "../promises-to-confirm.ts";
import type { Words } from "../words.ts";

const promise = promisesToConfirm.en;

export const contact = {
  title: "Contact Us",
  intro:
    `Send us your plans, your scope or just a question. We reply ${promise.replyTime} with ` +
    `${promise.replyBrings} for your estimate.`,
  formHeading: "Get in Touch",
  /**
   * One label for each field of app/enquiry/schema.ts (the form's field component fails the type
   * check where one is missing).
   */
  fieldLabels: { name: "Name", email: "Email", subject: "Subject", message: "Message" },
  submit: "Send Message",
  gettingReady: "Getting ready…",
  sending: "Sending…",
  sent: "Thank you! Your message has been sent.",
  sentFollowUp: `We will reply to you by e-mail ${promise.replyTime}.`,
  sendAnother: "Send another message",
  failed: "There was an error sending the message. Please try again.",
  failedFallback: "You can also e-mail us directly at",
  queued:
    "Your message is saved on this device and will be sent automatically as soon as the " +
    "connection is back (it may already have reached us).",
  notQueued:
    "This browser does not let the site save your message on this device, so it cannot be sent " +
    "automatically: please press Send again once you are back online.",
  honeypotLabel: "Leave this field empty",
  noScript:
    "Sending this form needs JavaScript, which is turned off in this browser. Please e-mail us " +
    "your enquiry at",
  asideHeading: "Send us your plans",
  asideText:
    "Share drawings, specifications or a link to your plan room. We tell you what we need, what " +
    `it costs and when you will have it, ${promise.quoteBeforeWork}.`,
  steps: [
    "Tell us about the project and the bid date.",
    "We confirm the scope, the price and the delivery date.",
    "You receive the estimate and takeoff, ready for your bid.",
  ],
  office: "Office:",
} as const;

export type ContactWords = Words<typeof contact>;
