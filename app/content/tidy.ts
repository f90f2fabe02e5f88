/**
 * The corrections the build makes itself, because nobody could want otherwise: no space at either
 * end of a text, and in French the typography of the Office québécois de la langue française
 * (docs/french-glossary.md) that a keyboard cannot type — the apostrophe ’, a non-breaking space
 * before : and % and inside « », none before ? ! and ;. The site shows the content tidied; the
 * files keep what the owner typed. Web addresses are left as they are.
 */
import { mapTexts } from "./promises.ts";
import { isWebAddress } from "./rules.ts";

const FRENCH: [typed: RegExp, tidy: string][] = [
  [/'/g, "’"],
  [/[ \u00a0\u202f]*:(?!\/\/)/g, "\u00a0:"],
  [/«[ \u00a0\u202f]*/g, "«\u00a0"],
  [/[ \u00a0\u202f]*»/g, "\u00a0»"],
  [/(?<![\u00a0\u202f]) ?%/g, "\u00a0%"],
  [/[\s\u00a0\u202f]+([?!;])/g, "$1"],
];

/** One text as the site shows it in `language`. */
export function tidiedText(text: string, language: string): string {
  const trimmed = text.trim();
  if (language !== "fr" || isWebAddress(trimmed)) return trimmed;
  return FRENCH.reduce((tidy, [typed, replacement]) => tidy.replace(typed, replacement), trimmed);
}

/** Every text of `words` (a language's words, or the firm's facts) tidied. */
export const tidied = <T>(words: T, language: string): T =>
  mapTexts(words, (text) => tidiedText(text, language));
