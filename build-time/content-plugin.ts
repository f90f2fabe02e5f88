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
      if (importer?.match(IDS_MODULE) && source.endsWith(".json"))
        return `${TRADE_NAMES}${resolve(dirname(importer!), source)}`;
      if (importer?.match(FACTS_MODULE) && source.endsWith(".json"))
        return `${FACTS}${resolve(dirname(importer), source)}`;
      const language = importer?.match(LANGUAGE_MODULE)?.[1];
      if (!language || !source.endsWith(".json")) return null;
      const prefix = CARDS_MODULE.test(importer!) ? TRADE_CARDS : ONE_LANGUAGE;
      return `${prefix}${language}:${resolve(dirname(importer!), source)}`;
    },
    load(id) {
      if (id.startsWith(FACTS)) {
        const file = id.slice(FACTS.length);
        this.addWatchFile(file);
        return { code: JSON.stringify(factsAsShown(file)), moduleType: "json" };
      }
      if (id.startsWith(TRADE_NAMES)) {
        const file = id.slice(TRADE_NAMES.length);
        this.addWatchFile(file);
        const names = Object.entries(readJson(file)).map(([language, words]) => {
          const { trades = [] } = tidied(words, language) as { trades?: Record<string, unknown>[] };
          return [
            language,
            { trades: trades.map(({ address, heading }) => ({ address, heading })) },
          ];
        });
        return { code: JSON.stringify(Object.fromEntries(names)), moduleType: "json" };
      }
      if (id.startsWith(TRADE_CARDS)) {
        const [language, file] = id.slice(TRADE_CARDS.length).split(/:(.*)/) as [string, string];
        this.addWatchFile(file);
        const { trades } = wordsAsShown(file, language) as { trades: Record<string, unknown>[] };
        const cards = trades.map((trade) =>
          Object.fromEntries(CARD_FIELDS.map((field) => [field, trade[field]])),
        );
        return { code: JSON.stringify({ [language]: { trades: cards } }), moduleType: "json" };
      }
      if (!id.startsWith(ONE_LANGUAGE)) return null;
      const [language, file] = id.slice(ONE_LANGUAGE.length).split(/:(.*)/) as [string, string];
      this.addWatchFile(file);
      this.addWatchFile(join(dirname(file), PROMISES));
      return {
        code: JSON.stringify({ [language]: wordsAsShown(file, language) }),
        moduleType: "json",
      };
    },
  };
}
