import type { MetaDescriptor } from "react-router";
import type { Graph, WebPage } from "schema-dts";
import type { ListingWords } from "~/content/schema";
import {
  type Language,
  type PageId,
  defaultLanguage,
  languageList,
  languages,
} from "~/content/pages";
import { site, socialCard } from "~/content/site";
import { type PagePaths, pagePath } from "~/lib/navigation";
import { siteConfig } from "~/site-config";

/** The address of a path of the site, as canonical URLs, alternates and cards give it. */
export const absolute = (path: string) => siteConfig.siteUrl + path;

/** A page of the table (pages.ts) by its id, or a trade's page by its paths. */
type AnyPage = PageId | PagePaths;
const pathOf = (page: AnyPage, language: Language) =>
  typeof page === "string" ? pagePath(page, language) : page[language].path;

export const BUSINESS_ID = absolute("/#business");

/**
 * Title, description, canonical URL, the page's address in every language, the social cards and
 * the structured data of one page: its WebPage and what else `more` says of it (the firm on the
 * home page, a trade's Service and trail).
 */
export function pageMeta(
  page: AnyPage,
  language: Language,
  listings: ListingWords,
  { title, description }: ListingWords["home"] = listings[page as PageId],
  ...more: Graph["@graph"]
): MetaDescriptor[] {
  const url = absolute(pathOf(page, language));
  const image = absolute(socialCard.path[language]);
  const cardAlt = listings.socialCard.alt;
  const webPage: WebPage = {
    "@type": "WebPage",
    "@id": url,
    url,
    name: title,
    description,
    inLanguage: languages[language].tag,
    about: { "@id": BUSINESS_ID },
  };
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    // The page in every language, and the default language's for any other.
    ...[...languageList, "x-default" as const].map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: other === "x-default" ? other : languages[other].tag,
      href: absolute(pathOf(page, other === "x-default" ? defaultLanguage : other)),
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: languages[language].ogLocale },
    ...languageList
      .filter((other) => other !== language)
      .map((other) => ({ property: "og:locale:alternate", content: languages[other].ogLocale })),
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialCard.width) },
    { property: "og:image:height", content: String(socialCard.height) },
    { property: "og:image:alt", content: cardAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: cardAlt },
    { "script:ld+json": { "@context": "https://schema.org", "@graph": [webPage, ...more] } },
  ];
}
