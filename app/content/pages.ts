/**
 * The site's languages and its pages in each: paths and the home page's section anchors, in one
 * table (the navigation's words are in each language's frame.json). Routes, header, drawer,
 * footer, sitemap, prerendering, host configurations and search metadata all read it, so a page
 * or a language is one entry here.
 */
export const languages = {
  en: {
    tag: "en",
    ogLocale: "en_US",
    name: "English",
    // How the language writes whole numbers, as Intl.NumberFormat(tag) does (lib/figures.ts).
    numbers: { group: ",", percent: "%" },
    // How the language puts a colon after a label ("Phone: …"; in French, a no-break space first).
    colon: ":",
  },
  fr: {
    tag: "fr-CA",
    ogLocale: "fr_CA",
    name: "Français",
    numbers: { group: "\u00a0", percent: "\u00a0%" },
    colon: "\u00a0:",
  },
} as const;

export type Language = keyof typeof languages;

/** English is the site's root, its `x-default`, and the language of paths it does not know. */
export const defaultLanguage: Language = "en";

export const languageList = Object.keys(languages) as Language[];

export const pages = {
  home: { en: { path: "/" }, fr: { path: "/fr/" } },
  contact: { en: { path: "/contact-us" }, fr: { path: "/fr/nous-joindre" } },
  privacy: { en: { path: "/privacy" }, fr: { path: "/fr/confidentialite" } },
  faq: { en: { path: "/faq" }, fr: { path: "/fr/questions-frequentes" } },
} as const satisfies Record<string, Record<Language, { path: string }>>;

export type PageId = keyof typeof pages;

/** A trade's page links to the contact form so, for the form to tick it: ?trade=fire-alarm. */
export const TRADE_PARAMETER = "trade";

/** Where each language keeps the trades' pages (their addresses are in trades.json). */
export const tradesFolder = {
  en: "/services/",
  fr: "/fr/services/",
} as const satisfies Record<Language, string>;

/** Sections of the home page that the navigation links to. */
export const sections = {
  about: { en: { anchor: "aboutus" }, fr: { anchor: "a-propos" } },
  services: { en: { anchor: "services" }, fr: { anchor: "services" } },
} as const satisfies Record<string, Record<Language, { anchor: string }>>;

export type SectionId = keyof typeof sections;

/** The order of the links in the header (and the drawer) and in the footer (words: frame.json). */
export const navigation = {
  header: ["home", "about", "services", "contact"],
  footer: ["home", "services", "about", "contact"],
} as const satisfies Record<string, readonly (PageId | SectionId)[]>;
