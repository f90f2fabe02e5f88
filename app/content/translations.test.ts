/**
 * Every French string is French: none is left as its English counterpart at the same place in
 * the dictionaries (a page-level check walks the built French pages: tests/e2e/languages.spec.ts).
 */
import { describe, expect, it } from "vitest";
import { contact as englishContact } from "./en/contact";
import { frame as englishFrame } from "./en/frame";
import { home as englishHome } from "./en/home";
import { listings as englishListings } from "./en/listings";
import { contact as frenchContact } from "./fr/contact";
import { frame as frenchFrame } from "./fr/frame";
import { home as frenchHome } from "./fr/home";
import { listings as frenchListings } from "./fr/listings";
import { promisesToConfirm } from "./promises-to-confirm";

/** Proper names, the same in both languages. */
const NAMES = ["Islamabad", "Pakistan", "Canada"];

/** The strings of two dictionaries of the same shape, side by side, with where they sit. */
function pairsOf(english: unknown, french: unknown, at: string): [string, string, string][] {
  if (typeof english === "string") return [[at, english, french as string]];
  return Object.entries(english as object).flatMap(([key, inner]) =>
    pairsOf(inner, (french as Record<string, unknown>)[key], `${at}.${key}`),
  );
}

const pairs = [
  ...pairsOf(englishHome, frenchHome, "home"),
  ...pairsOf(englishContact, frenchContact, "contact"),
  ...pairsOf(englishListings, frenchListings, "listings"),
  ...pairsOf(englishFrame, frenchFrame, "frame"),
  ...pairsOf(promisesToConfirm.en, promisesToConfirm.fr, "promisesToConfirm"),
];

describe("the French dictionaries", () => {
  it("translate every English string", () => {
    expect(pairs.length).toBeGreaterThan(60);
    const untranslated = pairs
      .filter(([, english, french]) => english === french && !NAMES.includes(french))
      .map(([at, text]) => `${at}: "${text}"`);
    expect(untranslated, "French strings identical to their English counterparts").toEqual([]);
  });
});
