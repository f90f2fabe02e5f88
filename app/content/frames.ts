/** The frame's words in every language: the root layout picks the page's. */
import { frame as en } from "./en/frame.ts";
import { frame as fr } from "./fr/frame.ts";
import type { Language } from "./pages.ts";
import type { FrameWords } from "./schema.ts";

export const frames: Record<Language, FrameWords> = { en, fr };

/** "Islamabad, Pakistan": the footer and the contact page. */
export const officeLocation = ({ office }: FrameWords) => `${office.city}, ${office.country}`;
