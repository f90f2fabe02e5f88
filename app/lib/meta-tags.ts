import type { MetaDescriptor } from "react-router";
import type { Graph, ProfessionalService, WebPage } from "schema-dts";
import { icons } from "~/brand/brand";
import type { HomeWords, ListingWords, TradeCards, TradesWords } from "~/content/schema";
import { frames } from "~/content/frames";
import {
  type Language,
  type PageId,
  defaultLanguage,
  languageList,
  languages,
} from "~/content/pages";
import { site, socialCard } from "~/content/site";
import { tradePages } from "~/content/ids";
import { type PagePaths, pagePath, sectionPath } from "~/lib/navigation";
import { siteConfig } from "~/site-config";

/** The address of a path of the site, as canonical URLs, alternates and cards give it. */
const absolute = (path: string) => siteConfig.siteUrl + path;

interface PageListing {
  title: string;
  description: string;
}

/** A page of the table (pages.ts) by its id, or a trade's page by its paths. */
type AnyPage = PageId | PagePaths;
const pathOf = (page: AnyPage, language: Language) =>
  typeof page === "string" ? pagePath(page, language) : page[language].path;

const BUSINESS_ID = absolute("/#business");

/**
 * Title, description, canonical URL, the page's address in every language, the social cards and
 * the structured data of one page: its WebPage and what else `more` says of it (the firm on the
 * home page, a trade's Service and trail).
 */
export function pageMeta(
  page: AnyPage,
  language: Language,
  listings: ListingWords,
  { title, description }: PageListing = listings[page as PageId],
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

/** The firm as schema.org sees it, in one language, built from the same words the pages show. */
export function businessJsonLd(
  language: Language,
  home: HomeWords,
  trades: TradeCards,
): ProfessionalService {
  const frame = frames[language];
  // Only once the firm has given one (site.json).
  const telephone = site.phone ? { telephone: site.phone } : {};
  const spoken = languageList.map((other) => languages[other].tag);
  return {
    "@type": "ProfessionalService",
    "@id": BUSINESS_ID,
    name: site.name,
    url: absolute(pagePath("home", language)),
    email: site.email,
    ...telephone,
    description: frame.blurb,
    slogan: home.hero.tagline,
    logo: absolute(icons.large),
    image: absolute(socialCard.path[language]),
    address: {
      "@type": "PostalAddress",
      addressLocality: frame.office.city,
      addressCountry: site.office.countryCode,
    },
    areaServed: frame.serviceArea.map((name) => ({ "@type": "Country" as const, name })),
    // The languages the firm works in: every language of the site.
    knowsLanguage: spoken,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      ...telephone,
      availableLanguage: spoken,
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: home.services.heading,
      itemListElement: trades.trades.map(({ heading, description }) => ({
        "@type": "Offer" as const,
        itemOffered: { "@type": "Service" as const, name: heading, description },
      })),
    },
  };
}

/** The trade of trades.json whose page is at `pathname` (its index in the cards' order). */
export const tradeAt = ({ trades }: TradesWords, pathname: string) =>
  trades.findIndex(({ address }) => pathname.replace(/\/$/, "").endsWith(`/${address}`));

/** A trade's page: its listing, its WebPage, the firm's Service and the trail to it. */
export function tradeMeta(
  language: Language,
  trades: TradesWords,
  index: number,
  listings: ListingWords,
): MetaDescriptor[] {
  const { heading: name, description, listing } = trades.trades[index]!;
  const page = tradePages[index]!;
  const url = absolute(page[language].path);
  const provider = { "@type": "ProfessionalService", "@id": BUSINESS_ID, name: site.name } as const;
  const trail = tradeTrail(language, index, name).map(({ name, to }, at) => ({
    "@type": "ListItem" as const,
    position: at + 1,
    name,
    item: absolute(to),
  }));
  return pageMeta(
    page,
    language,
    listings,
    listing,
    { "@type": "Service", "@id": `${url}#service`, name, description, url, provider },
    { "@type": "BreadcrumbList", itemListElement: trail },
  );
}

/** The way from the home page to a trade's page: the breadcrumb, shown and described alike. */
export function tradeTrail(language: Language, index: number, heading: string) {
  const { home, services } = frames[language].navigation.header;
  return [
    { name: home, to: pagePath("home", language) },
    { name: services, to: sectionPath("services", language) },
    { name: heading, to: tradePages[index]![language].path },
  ];
}
