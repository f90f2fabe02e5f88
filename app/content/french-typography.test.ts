/**
 * The Office québécois de la langue française's typography on every French string (its Banque de
 * dépannage linguistique; docs/french-glossary.md). Each failure names the string to fix.
 */
import { describe, expect, it } from "vitest";
import { contact } from "./fr/contact";
import { frame } from "./fr/frame";
import { home } from "./fr/home";
import { listings } from "./fr/listings";
import { promisesToConfirm } from "./promises-to-confirm";

/** Every string of a dictionary, with where it sits ("home.about.heading"). */
function stringsOf(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  return Object.entries(value as object).flatMap(([key, inner]) =>
    stringsOf(inner, `${at}.${key}`),
  );
}

const frenchStrings = [
  ...stringsOf(home, "fr/home"),
  ...stringsOf(contact, "fr/contact"),
  ...stringsOf(listings, "fr/listings"),
  ...stringsOf(frame, "fr/frame"),
  ...stringsOf(promisesToConfirm.fr, "promisesToConfirm.fr"),
];

const NBSP = "\u00a0";

const rules: [string, RegExp][] = [
  ["no space before ? ! ;", /[\s\u00a0\u202f][?!;]/],
  ["a non-breaking space before a colon", /(?<!\u00a0):/],
  ["a non-breaking space after «", /«(?!\u00a0)/],
  ["a non-breaking space before »", /(?<!\u00a0)»/],
  ["a non-breaking space before %", /(?<![\u00a0\u202f])%/],
  ["the typographic apostrophe (’), not '", /'/],
  ["« courriel », not « e-mail »", /\be-?mail\b/i],
];

describe("French typography", () => {
  it("has French strings to check", () => {
    expect(frenchStrings.length).toBeGreaterThan(50);
  });

  for (const [rule, breaks] of rules)
    it(`puts ${rule}`, () => {
      const broken = frenchStrings.filter(([, text]) => breaks.test(text));
      expect(
        broken.map(([at, text]) => `${at}: "${text.replaceAll(NBSP, "⍽")}"`),
        `${rule} (⍽ marks a non-breaking space)`,
      ).toEqual([]);
    });
});
