import { promisesToConfirm as promise } from "./promises-to-confirm.ts";

/** What the contact page says. The messages of the form are quoted from the specification. */
export const contact = {
  title: "Contact Us",
  intro:
    `Send us your plans, your scope or just a question. We reply ${promise.replyTime} with ` +
    "a price and a delivery date for your estimate.",
  formHeading: "Get in Touch",
  submit: "Send Message",
  sending: "Sending…",
  sent: "Thank you! Your message has been sent.",
  sentFollowUp: `We will reply to you by e-mail ${promise.replyTime}.`,
  sendAnother: "Send another message",
  failed: "There was an error sending the message. Please try again.",
  failedFallback: "You can also e-mail us directly at",
  asideHeading: "Send us your plans",
  asideText:
    "Share drawings, specifications or a link to your plan room. We tell you what we need, what " +
    "it costs and when you will have it, before any work starts.",
  steps: [
    "Tell us about the project and the bid date.",
    "We confirm the scope, the price and the delivery date.",
    "You receive the estimate and takeoff, ready for your bid.",
  ],
} as const;

/** The form's fields, with limits that keep any enquiry far below what the e-mail service accepts. */
export const enquiryFields = {
  name: { label: "Name", type: "text", autoComplete: "name", maxLength: 100 },
  email: { label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
  subject: { label: "Subject", type: "text", autoComplete: "off", maxLength: 150 },
  message: { label: "Message", type: "textarea", autoComplete: "off", maxLength: 5000 },
} as const;
