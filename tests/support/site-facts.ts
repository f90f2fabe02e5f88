/**
 * The site's facts for every suite and script, read from where the site keeps them: a test that
 * needs a page's address, a label, a word, a figure or the send path takes it from here, never
 * types it again. Renaming a page or rewording a label is then one edit of app/content/.
 * (page-paths.test.ts beside this file checks that no page path is written out anywhere else in
 * tests/ or scripts/; the specification's own words are quoted once, in specification.ts.)
 */
import { contact as contactEn } from "../../app/content/en/contact.ts";
import { home as homeEn } from "../../app/content/en/home.ts";
import { listings as listingsEn } from "../../app/content/en/listings.ts";
import { faq as faqEn } from "../../app/content/en/faq.ts";
import { privacy as privacyEn } from "../../app/content/en/privacy.ts";
import { process as processEn } from "../../app/content/en/process.ts";
import { contact as contactFr } from "../../app/content/fr/contact.ts";
import { home as homeFr } from "../../app/content/fr/home.ts";
import { listings as listingsFr } from "../../app/content/fr/listings.ts";
import { faq as faqFr } from "../../app/content/fr/faq.ts";
import { privacy as privacyFr } from "../../app/content/fr/privacy.ts";
import { process as processFr } from "../../app/content/fr/process.ts";
import { frames } from "../../app/content/frames.ts";
import { type Language, type PageId, languageList, pages } from "../../app/content/pages.ts";
import { figures } from "../../app/content/site.ts";
import { formatFigure } from "../../app/lib/figures.ts";

export { languageList, languages, pages, sections } from "../../app/content/pages.ts";
export type { Language, PageId } from "../../app/content/pages.ts";
export { serviceIds, site, socialCard } from "../../app/content/site.ts";
export { officeLocation } from "../../app/content/frames.ts";
/** Words the content check lets both languages share ("Communications"). */
export { SAME_IN_EVERY_LANGUAGE } from "../../build-time/content-check.ts";
/** Where each link goes: `navLinks("header", "en")`, `sectionPath("services", "fr")`. */
export { navLinks, sectionPath } from "../../app/lib/navigation.ts";
export * from "./enquiry-facts.ts";
/** The Chromium the scripts drive, and its flags for this offline machine. */
export { chromiumFlags, chromiumPath } from "../../scripts/test-tools.ts";

/** Each page's address: `paths.contact.fr` is the French contact page's. */
export const paths = Object.fromEntries(
  Object.entries(pages).map(([id, page]) => [
    id,
    Object.fromEntries(languageList.map((language) => [language, page[language].path])),
  ]),
) as { [P in PageId]: { [L in Language]: (typeof pages)[P][L]["path"] } };

/** Every page of the site, language by language (English first). */
export const allPagePaths = languageList.flatMap((language) =>
  Object.values(paths).map((page) => page[language]),
);

/** The script files a built page names: every module its hydration imports, however deep. */
export const scriptsNamedIn = (html: string): Set<string> =>
  new Set(html.match(/\/assets\/[\w.-]+\.js/g));

/** A path the site does not have: the error page, answered with 404. */
export const unknownPath = "/no-such-page";

/** Everything each language says: the frame around every page and each page's own words. */
export const words = {
  en: {
    frame: frames.en,
    home: homeEn,
    contact: contactEn,
    privacy: privacyEn,
    process: processEn,
    faq: faqEn,
    listings: listingsEn,
  },
  fr: {
    frame: frames.fr,
    home: homeFr,
    contact: contactFr,
    privacy: privacyFr,
    process: processFr,
    faq: faqFr,
    listings: listingsFr,
  },
} as const;

/** The figures as the statistics strip shows them once counted: `{ projects: "47", ... }`. */
export const figureTexts = (language: Language = "en") =>
  Object.fromEntries(
    figures.map((figure) => [figure.id, formatFigure(figure, figure.value, language)]),
  ) as Record<(typeof figures)[number]["id"], string>;
