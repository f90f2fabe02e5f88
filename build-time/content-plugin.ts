import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { contentToFix } from "./cms-config.ts";
import { contentProblems, readContentFile } from "./content-check.ts";
import { withPromises } from "../app/content/promises.ts";
import { tidied } from "../app/content/tidy.ts";

const PROMISES = "promises.json";

/** A language's typed module (app/content/fr/home.ts), which reads one language of a file. */
const LANGUAGE_MODULE = /[\\/]app[\\/]content[\\/](\w+)[\\/][^\\/]+\.ts$/;
const ONE_LANGUAGE = "\0content-in-one-language:";
/** The module of the firm's facts (app/content/site.ts), the same in every language. */
const FACTS_MODULE = /[\\/]app[\\/]content[\\/]site\.ts$/;
const FACTS = "\0content-facts:";
/** The module of what the site has (app/content/ids.ts): of the trades, only what every page needs. */
const IDS_MODULE = /[\\/]app[\\/]content[\\/]ids\.ts$/;
const TRADE_NAMES = "\0content-trade-names:";
/** A language's trades' cards (app/content/<language>/trade-cards.ts): what the home page shows. */
const CARDS_MODULE = /[\\/]trade-cards\.ts$/;
const TRADE_CARDS = "\0content-trade-cards:";
const CARD_FIELDS = ["address", "heading", "description", "divisions"];

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, "utf8"));

/**
 * One language of a content file as the site shows it: tidied (tidy.ts), its promises filled in.
 * What reads the words without the build (the tests, the scripts, the social card) calls this.
 */
export function wordsAsShown(file: string, language: string): unknown {
  const inLanguage = (path: string) => tidied(readJson(path)[language], language);
  const promises = inLanguage(join(dirname(file), PROMISES)) as Record<string, string>;
  return withPromises(inLanguage(file), promises);
}

/** The firm's facts (site.json) as the site shows them. */
export const factsAsShown = (file: string) => tidied(readJson(file), "");

type Trades = { trades?: Record<string, unknown>[] };
const pick = ({ trades = [] }: Trades, fields: string[]) => ({
  trades: trades.map((trade) => Object.fromEntries(fields.map((field) => [field, trade[field]]))),
});

/** Each virtual module's JSON, by its prefix, from its file and its language (if it has one). */
const VIRTUAL: [prefix: string, json: (file: string, language: string) => unknown][] = [
  [FACTS, (file) => factsAsShown(file)],
  [
    TRADE_NAMES,
    (file) =>
      Object.fromEntries(
        Object.entries(readJson(file)).map(([language, words]) => [
          language,
          pick(tidied(words, language) as Trades, ["address", "heading"]),
        ]),
      ),
  ],
  [
    TRADE_CARDS,
    (file, language) => ({ [language]: pick(wordsAsShown(file, language) as Trades, CARD_FIELDS) }),
  ],
  [ONE_LANGUAGE, (file, language) => ({ [language]: wordsAsShown(file, language) })],
];

/**
 * The owner's content, checked and split by language:
 * - the build stops (the dev server warns) when the content breaks a rule, with every problem on
 *   its own line (content-check.ts);
 * - each content file holds every language side by side, as the editor saves it, but a language's
 *   module gets only its own language: the French words never ship to an English page;
 * - every text is tidied as nobody could want otherwise (trimmed, French typography: tidy.ts);
 * - the promises are filled in here, so a page ships its words as shown and no copy of the
 *   promises; the modules themselves read the raw JSON (frame.ts names no promise).
 */
export function contentPlugin(): Plugin {
  return {
    name: "exact-bids:content",
    // Before Vite resolves a content file itself.
    enforce: "pre",
    buildStart() {
      const problems = contentProblems(readContentFile());
      if (problems.length === 0) return;
      const message = contentToFix(problems);
      if (this.meta.watchMode) this.warn(message);
      else this.error(message);
    },
    resolveId(source, importer) {
      if (!importer || !source.endsWith(".json")) return null;
      const file = resolve(dirname(importer), source);
      if (IDS_MODULE.test(importer)) return `${TRADE_NAMES}:${file}`;
      if (FACTS_MODULE.test(importer)) return `${FACTS}:${file}`;
      const language = importer.match(LANGUAGE_MODULE)?.[1];
      if (!language) return null;
      return `${CARDS_MODULE.test(importer) ? TRADE_CARDS : ONE_LANGUAGE}${language}:${file}`;
    },
    load(id) {
      const [prefix, json] = VIRTUAL.find(([prefix]) => id.startsWith(prefix)) ?? [];
      if (!json) return null;
      const [language, file] = id.slice(prefix!.length).split(/:(.*)/) as [string, string];
      this.addWatchFile(file);
      this.addWatchFile(join(dirname(file), PROMISES));
      return { code: JSON.stringify(json(file, language)), moduleType: "json" };
    },
  };
}
