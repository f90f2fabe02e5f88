/**
 * The site's languages and its pages in each: paths, navigation labels and the home page's section
 * anchors, in one table. Routes, header, drawer, footer, sitemap, prerendering, host
 * configurations and search metadata all read it, so a page or a language is one entry here.
 */
export const languages = {
  en: {
    tag: "en",
    ogLocale: "en_US",
    name: "English",
    // How the language writes whole numbers, as Intl.NumberFormat(tag) does (lib/figures.ts).
    numbers: { group: ",", percent: "%" },
  },
  fr: {
    tag: "fr-CA",
    ogLocale: "fr_CA",
    name: "Français",
    numbers: { group: "\u00a0", percent: "\u00a0%" },
  },
} as const;

export type Language = keyof typeof languages;

/** English is the site's root, its `x-default`, and the language of paths it does not know. */
export const defaultLanguage: Language = "en";

export const languageList = Object.keys(languages) as Language[];

interface Place {
  /** What the navigation calls it in this language. */
  label: string;
  /** The footer's wording, where it differs from the header's. */
  footerLabel?: string;
}

export const pages = {
  home: {
    en: { path: "/", label: "Home" },
    fr: { path: "/fr/", label: "Accueil" },
  },
  contact: {
    en: { path: "/contact-us", label: "Contact Us" },
    fr: { path: "/fr/nous-joindre", label: "Nous joindre" },
  },
} as const satisfies Record<string, Record<Language, Place & { path: string }>>;

export type PageId = keyof typeof pages;

/** Sections of the home page that the navigation links to. */
export const sections = {
  about: {
    en: { anchor: "aboutus", label: "About", footerLabel: "About Us" },
    fr: { anchor: "a-propos", label: "À propos" },
  },
  services: {
    en: { anchor: "services", label: "Services" },
    fr: { anchor: "services", label: "Nos services" },
  },
} as const satisfies Record<string, Record<Language, Place & { anchor: string }>>;

export type SectionId = keyof typeof sections;

/** The order of the links in the header (and the drawer) and in the footer. */
export const navigation = {
  header: ["home", "about", "services", "contact"],
  footer: ["home", "services", "about", "contact"],
} as const satisfies Record<string, readonly (PageId | SectionId)[]>;
