/**
 * The site's facts for every suite and script, read from where the site keeps them, so renaming a
 * page or rewording a label is one edit of app/content/ (page-paths.test.ts checks no page path is
 * written out elsewhere; the specification's own words are quoted in specification.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Language, type PageId, languageList, pages } from "../../app/content/pages.ts";
import type * as v from "valibot";
import {
  type DictionaryName,
  type SiteFacts,
  dictionarySchemas,
} from "../../app/content/schema.ts";
import { CONTENT_DIR } from "../../build-time/content-check.ts";
import { factsAsShown, wordsAsShown } from "../../build-time/content-plugin.ts";
import { figures } from "../../app/content/site.ts";
import { formatFigure } from "../../app/lib/figures.ts";

export { languageList, languages, pages, sections } from "../../app/content/pages.ts";
export type { Language, PageId } from "../../app/content/pages.ts";
export { socialCard } from "../../app/content/site.ts";
/** The trades the contact form offers, by id, with their titles in a language: `tradeNames("fr")`. */
export { serviceIds, tradeNames } from "../../app/content/ids.ts";
import { tradePages } from "../../app/content/ids.ts";
export { officeLocation } from "../../app/content/frames.ts";
/** Where the owner's editor is served. */
export { ADMIN_PATH } from "../../build-time/security-headers.ts";
/** Where a page with the form keeps the module that makes Send live before React, and its imports. */
export { AT_PAINT_ID } from "../../build-time/paint-first.ts";
/** Words the content check lets both languages share ("Communications"). */
export { SAME_IN_EVERY_LANGUAGE } from "../../app/content/rules.ts";
/** Where each link goes: `navLinks("header", "en")`, `sectionPath("services", "fr")`. */
export { navLinks, sectionPath } from "../../app/lib/navigation.ts";
export * from "./enquiry-facts.ts";
/** The Chromium the scripts drive, and its flags for this offline machine. */
export { chromiumFlags, chromiumPath } from "../../scripts/test-tools.ts";

/** A page's address in each language. */
const pathsOf = (page: Record<Language, { path: string }>) =>
  Object.fromEntries(languageList.map((language) => [language, page[language].path]));

/** Each page's address: `paths.contact.fr` is the French contact page's. */
export const paths = Object.fromEntries(
  Object.entries(pages).map(([id, page]) => [id, pathsOf(page)]),
) as { [P in PageId]: { [L in Language]: (typeof pages)[P][L]["path"] } };

/** Each trade's page in every language (trades.json), in the cards' order. */
export const tradePaths = tradePages.map(pathsOf) as Record<Language, string>[];

/**
 * Every kind of page of the site, language by language (English first): the table's pages, and
 * the first trade's (every trade's page is the same page with other words).
 */
const pageKinds = [...Object.values(paths), tradePaths[0]!];
export const allPagePaths = languageList.flatMap((language) =>
  pageKinds.map((page) => page[language]),
);
/** Each kind of page in English: for a check that reads no words, a French page is the same. */
export const englishPagePaths = pageKinds.map((page) => page.en);

/** Every page of the site, every trade's included, language by language. */
export const everyPagePath = languageList.flatMap((language) =>
  [...Object.values(paths), ...tradePaths].map((page) => page[language]),
);

/** The firm's typeface: the family of the stylesheet's first @font-face (app/app.css). */
export const typeface = /@font-face\s*\{[^}]*font-family:\s*"([^"]+)"/.exec(
  readFileSync(join(import.meta.dirname, "../../app/app.css"), "utf8"),
)![1]!;

/** A path the site does not have: the error page, answered with 404. */
export const unknownPath = "/no-such-page";

/** A language's words of every content file as the site shows them (tidied, promises filled in). */
const wordsIn = (language: Language) =>
  Object.fromEntries(
    (Object.keys(dictionarySchemas) as DictionaryName[]).map((name) => [
      name,
      wordsAsShown(join(CONTENT_DIR, `${name}.json`), language),
    ]),
  ) as { [Name in DictionaryName]: v.InferOutput<(typeof dictionarySchemas)[Name]> };

/** Everything each language says: the frame around every page and each page's own words. */
export const words = { en: wordsIn("en"), fr: wordsIn("fr") } as const;

/** The firm's facts (site.json) as the site shows them. */
export const site = factsAsShown(join(CONTENT_DIR, "site.json")) as SiteFacts;

/** The figures as the statistics strip shows them once counted: `{ projects: "47", ... }`. */
export const figureTexts = (language: Language = "en") =>
  Object.fromEntries(
    figures.map((figure) => [figure.id, formatFigure(figure, figure.value, language)]),
  ) as Record<(typeof figures)[number]["id"], string>;
