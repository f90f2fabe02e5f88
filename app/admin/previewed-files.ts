import type { DictionaryName } from "~/content/schema";

/**
 * The files the editor previews (previews.tsx), read by its configuration too
 * (build-time/cms-config.ts), which turns the preview off for the others: the promises show inside
 * the pages' previews, and the firm's figures as the home page's sections read them, once built.
 */
export const previewedFiles = [
  "home",
  "contact",
  "process",
  "privacy",
  "faq",
  "frame",
  "listings",
] as const satisfies readonly DictionaryName[];

export type PreviewedFile = (typeof previewedFiles)[number];
