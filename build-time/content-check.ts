/**
 * The check of the owner's content (app/content/*.json): every file against its schema
 * (app/content/schema.ts), the promises each named and shown, the OQLF's typography on every
 * French string, and no English left in another language. Each problem names the file, the field
 * and the rule, so whoever edited the file (by hand or at /admin) knows what to fix. The build
 * stops on any (content-plugin.ts); `npm test` runs it on the real files.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { type Language, defaultLanguage, languageList, languages } from "../app/content/pages.ts";
import { withPromises } from "../app/content/promises.ts";
import { type DictionaryName, dictionarySchemas, siteSchema } from "../app/content/schema.ts";

export const CONTENT_DIR = "app/content";

const dictionaryNames = Object.keys(dictionarySchemas) as DictionaryName[];

/** Every content file, by its path inside app/content: each dictionary holds every language. */
export const contentFiles = ["site.json", ...dictionaryNames.map((name) => `${name}.json`)];

/**
 * Files whose every answer is written as a reputable firm answers, not yet as this firm does:
 * like each promise, they stay on the list of what to confirm (to-confirm.ts) until site.json's
 * `confirmed` names them.
 */
export const FILES_TO_CONFIRM = ["process.json", "faq.json", "privacy.json"];

/** A dictionary's file: the same words in every language, side by side. */
const fileSchema = (name: DictionaryName) =>
  v.strictObject(
    Object.fromEntries(languageList.map((language) => [language, dictionarySchemas[name]])),
    (issue) =>
      issue.expected === "never" ? "is not a language of the site: remove it" : "is missing",
  );

/** Typography of the Office québécois de la langue française (docs/french-glossary.md). */
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

const PROMISE = /\{(\w+)\}/g;

/** A web address is not words: no typography applies, and it may be the same in every language. */
const isWebAddress = (text: string) => /^https:\/\/\S+$/.test(text);

/** Words of no language: a web address, or a number such as a division's "23". */
const isLanguageNeutral = (text: string) => isWebAddress(text) || !/\p{L}/u.test(text);

/** Every string of a file with where it sits: ["home.title", "Exact Bids | …"]. */
function stringsOf(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    stringsOf(inner, at ? `${at}.${key}` : key),
  );
}

const shown = (text: string) => JSON.stringify(text.replaceAll("\u00a0", "⍽"));

function schemaProblems(file: string, schema: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(schema, data);
  if (result.success) return [];
  return result.issues.map((issue) => {
    const field = v.getDotPath(issue) ?? "the file";
    const length = issue.type.endsWith("_length") ? ` (it has ${issue.received})` : "";
    const got =
      typeof issue.input === "string"
        ? `${length}: ${shown(issue.input)}`
        : `, got ${issue.received}`;
    // A wrong type says what it got; a missing or unknown field needs no more than its name.
    const said = issue.kind === "validation" || !["undefined", "never"].includes(issue.received);
    return `${file}: ${field} ${issue.message}${said ? got : ""}`;
  });
}

/**
 * The problems of the content `read` gives (by path inside app/content), each a line naming the
 * file, the field and the rule; none when the content can be built.
 */
export function contentProblems(read: (file: string) => unknown): string[] {
  const problems: string[] = [];
  const data = new Map<string, unknown>();
  for (const file of contentFiles) {
    try {
      data.set(file, read(file));
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
  }
  if (data.has("site.json")) {
    problems.push(...schemaProblems("site.json", siteSchema, data.get("site.json")));
    const confirmable = [...Object.keys(dictionarySchemas.promises.entries), ...FILES_TO_CONFIRM];
    const { confirmed } = data.get("site.json") as { confirmed?: unknown };
    for (const [index, name] of (Array.isArray(confirmed) ? confirmed : []).entries())
      if (!confirmable.includes(name as string))
        problems.push(
          `site.json: confirmed.${index} is ${JSON.stringify(name)}, which is neither a promise ` +
            `nor a file to confirm: ${confirmable.join(", ")}`,
        );
  }

  const byLanguage = (file: string) => (data.get(file) ?? {}) as Record<string, unknown>;
  const promises = byLanguage("promises.json") as Record<string, Record<string, string>>;
  const filled = new Map<string, Record<string, unknown>>();
  for (const name of dictionaryNames) {
    const file = `${name}.json`;
    if (!data.has(file)) continue;
    const words = Object.fromEntries(
      Object.entries(byLanguage(file)).map(([language, inner]) => [
        language,
        withPromises(inner, promises[language] ?? {}),
      ]),
    );
    filled.set(file, words);
    problems.push(...schemaProblems(file, fileSchema(name), words));
  }

  for (const language of languageList) {
    const promisesOf = promises[language] ?? {};
    const named = new Set<string>();
    for (const name of dictionaryNames) {
      const file = `${name}.json`;
      for (const [field, text] of stringsOf(byLanguage(file)[language], language)) {
        for (const [, promise] of text.matchAll(PROMISE)) {
          named.add(promise!);
          if (!(promise! in promisesOf))
            problems.push(
              `${file}: ${field} names {${promise}}, which is not one of the promises in ` +
                `promises.json (${language}): ${Object.keys(promisesOf)
                  .map((key) => `{${key}}`)
                  .join(", ")}`,
            );
        }
      }
      for (const [rule, breaks] of TYPOGRAPHY[language] ?? [])
        for (const [field, text] of stringsOf(filled.get(file)?.[language], language))
          if (breaks.test(text) && !isWebAddress(text))
            problems.push(
              `${file}: ${field} needs ${rule} (⍽ is a non-breaking space): ${shown(text)}`,
            );
    }
    for (const promise of Object.keys(promisesOf))
      if (!named.has(promise))
        problems.push(
          `promises.json: ${language}.${promise} is shown nowhere: no sentence names {${promise}}`,
        );
    if (language === defaultLanguage) continue;
    for (const [file, words] of filled) {
      const originals = new Map(stringsOf(words[defaultLanguage]));
      for (const [field, text] of stringsOf(words[language]))
        if (
          originals.get(field) === text &&
          !SAME_IN_EVERY_LANGUAGE.includes(text) &&
          !isLanguageNeutral(text)
        )
          problems.push(
            `${file}: ${language}.${field} is still in ${languages[defaultLanguage].name}: ${shown(text)}`,
          );
    }
  }
  return problems;
}

/** The content files on disk, read as JSON. */
export const readContentFile =
  (root = process.cwd()) =>
  (file: string): unknown => {
    const text = readFileSync(join(root, CONTENT_DIR, file), "utf8");
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new Error(`is not valid JSON (${(error as Error).message})`, { cause: error });
    }
  };
