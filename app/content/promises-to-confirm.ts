/**
 * ┌──────────────────────────────────────────────────────────────────────────────────────────┐
 * │ TO CONFIRM BEFORE LAUNCH                                                                 │
 * │ Promises the site makes that the firm has not confirmed (the specification makes none    │
 * │ of them). A visitor reads each one as a commitment: confirm it, reword it here, or       │
 * │ remove it and the sentence that shows it. Every text that makes a promise reads it from  │
 * │ this file, in both languages, so nothing else needs to change.                           │
 * └──────────────────────────────────────────────────────────────────────────────────────────┘
 */
import type { Words } from "./words.ts";

const en = {
  /** Contact page (intro, thank-you message) and its search description. */
  replyTime: "within one business day",
  /** Contact page (intro) and its search description: what the first reply brings. */
  replyBrings: "a price and a delivery date",
  /** Contact page, "Send us your plans": nothing is charged before the quote is agreed. */
  quoteBeforeWork: "before any work starts",
  /** Home page, "Why Choose Us": Fast Turnaround. */
  estimateTurnaround: "within two to four business days",
  /** Home page, "Who are we?". */
  secondEstimatorCheck: "checked by a second estimator",
  /** Home page, "Why Choose Us": Accuracy and Reliability. */
  reviewedTwice: "reviewed twice",
} as const;

const fr: Words<typeof en> = {
  replyTime: "en un jour ouvrable",
  replyBrings: "un prix et une date de livraison",
  quoteBeforeWork: "avant le début de tout travail",
  estimateTurnaround: "en deux à quatre jours ouvrables",
  secondEstimatorCheck: "vérifiée par un second estimateur",
  reviewedTwice: "révisée deux fois",
};

export const promisesToConfirm = { en, fr };
