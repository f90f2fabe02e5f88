/**
 * The rules of the content beyond its shape, and how a broken rule is said: one home for the
 * build's check (build-time/content-check.ts), which names the file and the field, and the
 * editor's (app/admin/), which shows the same words under the field or when it refuses a save.
 */
import * as v from "valibot";
import { type Language, defaultLanguage, languageList, languages } from "./pages.ts";
import { PROMISE, withPromises } from "./promises.ts";
import { type DictionaryName, isName } from "./schema.ts";

/**
 * Typography of the Office québécois de la langue française (docs/french-glossary.md) that the
 * build cannot correct by itself (tidy.ts corrects the rest, so these hold on tidied text).
 */
const TYPOGRAPHY: Partial<Record<Language, [rule: string, breaks: RegExp][]>> = {
  fr: [
    ["no space before ? ! ;", /[\s\u00a0\u202f][?!;]/],
    ["a non-breaking space before a colon", /(?<!\u00a0):/],
    ["a non-breaking space after «", /«(?!\u00a0)/],
    ["a non-breaking space before »", /(?<!\u00a0)»/],
    ["a non-breaking space before %", /(?<![\u00a0\u202f])%/],
    ["the typographic apostrophe (’), not '", /'/],
    ["« courriel », not « e-mail »", /\be-?mail\b/i],
  ],
};

/** Proper names, and MasterFormat's title that French writes as English does. */
export const SAME_IN_EVERY_LANGUAGE = ["Islamabad", "Pakistan", "Canada", "Communications"];

/** A web address is not words: no typography applies, and it may be the same in every language. */
export const isWebAddress = (text: string) => /^https:\/\/\S+$/.test(text);

/** Words of no language: a web address, or a number such as a division's "23". */
const isLanguageNeutral = (text: string) => isWebAddress(text) || !/\p{L}/u.test(text);

/** A text as a message quotes it, its non-breaking spaces made visible. */
export const shown = (text: string) => JSON.stringify(text.replaceAll("\u00a0", "⍽"));

/** What is wrong, as the rule says it, with what was found: "must be at most 60 … (it has 64)". */
export function issueText(issue: v.BaseIssue<unknown>): string {
  const length = issue.type.endsWith("_length") ? ` (it has ${issue.received})` : "";
  const got =
    typeof issue.input === "string"
      ? `${length}: ${shown(issue.input)}`
      : `, got ${issue.received}`;
  // A wrong type says what it got; a missing or unknown field needs no more than its name.
  const said = issue.kind === "validation" || !["undefined", "never"].includes(issue.received);
  return `${issue.message}${said ? got : ""}`;
}

/** The typography `text` breaks in `language`, each as "needs <rule> …". */
function typographyProblems(text: string, language: string): string[] {
  if (isWebAddress(text)) return [];
  return (TYPOGRAPHY[language as Language] ?? [])
    .filter(([, breaks]) => breaks.test(text))
    .map(([rule]) => `needs ${rule} (⍽ is a non-breaking space): ${shown(text)}`);
}

/** Each promise `text` names that `promises`, those of `language`, lacks. */
export function unknownPromises(text: string, language: string, promises: Record<string, string>) {
  const known = Object.keys(promises).map((key) => `{${key}}`);
  return [...text.matchAll(PROMISE)]
    .filter(([, promise]) => !(promise! in promises))
    .map(
      ([named]) =>
        `names ${named}, which is not one of the promises in promises.json (${language}): ` +
        known.join(", "),
    );
}

/**
 * What is wrong with one text of `language` beyond its schema: each promise it names that
 * `promises` lacks, then the typography of the text as the visitor reads it, promises filled in.
 */
export const textProblems = (text: string, language: string, promises: Record<string, string>) => [
  ...unknownPromises(text, language, promises),
  ...typographyProblems(withPromises(text, promises), language),
];

/** Whether a translation is still the original's words (a name or a number may be). */
const isUntranslated = (text: string, original: string | undefined) =>
  original === text && !SAME_IN_EVERY_LANGUAGE.includes(text) && !isLanguageNeutral(text);

/** `value` and everything in it, however deep, each with where it sits: ["trades.0.takeoff", …]. */
function placesOf(value: unknown, at = ""): [string, unknown][] {
  const inner = typeof value === "object" && value !== null ? Object.entries(value) : [];
  return [
    [at, value],
    ...inner.flatMap(([key, item]) => placesOf(item, at ? `${at}.${key}` : key)),
  ];
}

/** Every string of a file with where it sits: ["home.title", "Exact Bids | …"]. */
export const stringsOf = (value: unknown, at = "") =>
  placesOf(value, at).filter((place): place is [string, string] => typeof place[1] === "string");

/**
 * Each text of `language` in `file` still in the default language's words, said as a rule, but
 * where `isName(field)`: a person's or a firm's name is the same in every language.
 */
export function untranslatedProblems(
  file: string,
  words: Record<string, unknown>,
  language: string,
  isName: (field: string) => boolean,
): string[] {
  if (language === defaultLanguage) return [];
  const originals = new Map(stringsOf(words[defaultLanguage]));
  return stringsOf(words[language])
    .filter(([field, text]) => isUntranslated(text, originals.get(field)) && !isName(field))
    .map(
      ([field, text]) =>
        `${file}: ${language}.${field} is still in ${languages[defaultLanguage].name}: ${shown(text)}`,
    );
}

/** Every list in `value` with where it sits and its length: ["trades.0.takeoff", 5]. */
const listLengths = (value: unknown) =>
  placesOf(value).flatMap(([at, item]) =>
    Array.isArray(item) ? [[at, item.length] as const] : [],
  );

/** Each list of `language` in `file` with an item added or removed there only, said as a rule. */
export function listLengthProblems(file: string, words: Record<string, unknown>, language: string) {
  const lengths = new Map(listLengths(words[defaultLanguage]));
  return listLengths(words[language])
    .filter(([field, length]) => lengths.has(field) && lengths.get(field) !== length)
    .map(
      ([field, length]) =>
        `${file}: ${language}.${field} has ${length} items and ${defaultLanguage}.${field} ` +
        `${lengths.get(field)}: add or remove the item in both languages`,
    );
}

/**
 * What the languages of dictionary `name` (its promises filled in) must agree on: each text
 * translated, a name excepted, and each list as long in every language.
 */
export const translationProblems = (name: DictionaryName, words: Record<string, unknown>) =>
  languageList.flatMap((language) => [
    ...untranslatedProblems(`${name}.json`, words, language, (field) => isName(name, field)),
    ...listLengthProblems(`${name}.json`, words, language),
  ]);
