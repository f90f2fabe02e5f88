/**
 * The check of the owner's content (app/content/*.json; decision 009): its schema, the promises,
 * the French typography, no English left in another language. Each problem names the file, the
 * field and the rule; the build stops on any (content-plugin.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { defaultLanguage, languageList } from "../app/content/pages.ts";
import { PROMISE, withEachLanguagesPromises } from "../app/content/promises.ts";
import {
  issueText,
  shown,
  stringsOf,
  textProblems,
  translationProblems,
} from "../app/content/rules.ts";
import { tidied } from "../app/content/tidy.ts";
import {
  type DictionaryName,
  type FaqWords,
  dictionaryFileSchema,
  dictionarySchemas,
  siteSchema,
} from "../app/content/schema.ts";

export const CONTENT_DIR = "app/content";

const dictionaryNames = Object.keys(dictionarySchemas) as DictionaryName[];

/** Every content file, by its path inside app/content: each dictionary holds every language. */
export const contentFiles = ["site.json", ...dictionaryNames.map((name) => `${name}.json`)];

/**
 * Files whose every answer is written as a reputable firm answers, not yet as this firm does:
 * like each promise, they stay on the list of what to confirm (to-confirm.ts) until site.json's
 * `confirmed` names them.
 */
export const FILES_TO_CONFIRM = ["process.json", "faq.json", "privacy.json", "trades.json"];

/** What `confirmed` in site.json may name: a promise, or a file to confirm. */
export const CONFIRMABLE = [
  ...Object.keys(dictionarySchemas.promises.entries),
  ...FILES_TO_CONFIRM,
];

function schemaProblems(file: string, schema: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(schema, data);
  if (result.success) return [];
  return result.issues.map(
    (issue) => `${file}: ${v.getDotPath(issue) ?? "the file"} ${issueText(issue)}`,
  );
}

/** A file as the site shows it (tidy.ts): each language of a dictionary tidied in its language. */
function tidiedFile(file: string, data: unknown): unknown {
  if (file === "site.json" || typeof data !== "object" || data === null) return tidied(data, "");
  return Object.fromEntries(
    Object.entries(data).map(([language, words]) => [language, tidied(words, language)]),
  );
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
      data.set(file, tidiedFile(file, read(file)));
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
  }
  if (data.has("site.json")) {
    problems.push(...schemaProblems("site.json", siteSchema, data.get("site.json")));
    const { confirmed } = data.get("site.json") as { confirmed?: unknown };
    for (const [index, name] of (Array.isArray(confirmed) ? confirmed : []).entries())
      if (!CONFIRMABLE.includes(name as string))
        problems.push(
          `site.json: confirmed.${index} is ${JSON.stringify(name)}, which is neither a promise ` +
            `nor a file to confirm: ${CONFIRMABLE.join(", ")}`,
        );
  }

  const byLanguage = (file: string) => (data.get(file) ?? {}) as Record<string, unknown>;
  const promises = byLanguage("promises.json") as Record<string, Record<string, string>>;
  const filled = new Map<DictionaryName, Record<string, unknown>>();
  for (const name of dictionaryNames) {
    const file = `${name}.json`;
    if (!data.has(file)) continue;
    const words = withEachLanguagesPromises(byLanguage(file), promises);
    filled.set(name, words);
    problems.push(...schemaProblems(file, dictionaryFileSchema(name), words));
  }
  problems.push(...tradeProblems(filled));

  for (const language of languageList) {
    const promisesOf = promises[language] ?? {};
    const named = new Set<string>();
    for (const name of dictionaryNames) {
      const file = `${name}.json`;
      for (const [field, text] of stringsOf(byLanguage(file)[language], language)) {
        for (const [, promise] of text.matchAll(PROMISE)) named.add(promise!);
        for (const problem of textProblems(text, language, promisesOf))
          problems.push(`${file}: ${field} ${problem}`);
      }
    }
    for (const promise of Object.keys(promisesOf))
      if (!named.has(promise))
        problems.push(
          `promises.json: ${language}.${promise} is shown nowhere: no sentence names {${promise}}`,
        );
  }
  for (const [name, words] of filled) problems.push(...translationProblems(name, words));
  return problems;
}

type TradeEntry = { address: string; divisions?: { number: string }[]; questions?: string[] };

/**
 * The trades beyond each one's fields: an address of its own, the same trades in every language
 * in one order (as their divisions show), and questions asked word for word by faq.json.
 */
function tradeProblems(filled: Map<DictionaryName, Record<string, unknown>>): string[] {
  const of = (name: DictionaryName, language: string, list: string) =>
    ((filled.get(name)?.[language] as Record<string, unknown>)?.[list] ?? []) as TradeEntry[];
  const divisions = (trade?: TradeEntry) => trade?.divisions?.map((d) => d.number).join(", ");
  const original = of("trades", defaultLanguage, "trades");
  return languageList.flatMap((language) => {
    const trades = of("trades", language, "trades");
    const asked = of("faq", language, "questions") as unknown as FaqWords["questions"];
    return [...Array(Math.max(trades.length, original.length)).keys()].flatMap((index) => {
      const [trade, at] = [trades[index], `trades.json: ${language}.trades.${index}`];
      if (!trade) return [`${at} is missing: every language has the trades of ${defaultLanguage}`];
      const first = trades.findIndex(({ address }) => address === trade.address);
      return [
        first < index ? `${at}.address is ${shown(trade.address)}, as trades.${first}'s is` : "",
        !original[index] ? `${at} is not in ${defaultLanguage}: remove it or add it there` : "",
        original[index] && divisions(trade) !== divisions(original[index])
          ? `${at}.divisions are ${divisions(trade)}, where ${defaultLanguage}'s are ` +
            `${divisions(original[index])}: every language lists the same trades, in one order`
          : "",
        ...(trade.questions ?? []).map((question, number) =>
          asked.some((faq) => faq.question === question)
            ? ""
            : `${at}.questions.${number} is not a question of faq.json: ${shown(question)}`,
        ),
      ].filter(Boolean);
    });
  });
}

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
