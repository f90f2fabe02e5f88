/** Addresses from the table of pages (content/pages.ts): where a link goes in each language. */
import { frames } from "~/content/frames";
import { everyPage } from "~/content/ids";
import {
  type Language,
  type PageId,
  type SectionId,
  defaultLanguage,
  languageList,
  navigation,
  pages,
  sections,
} from "~/content/pages";

export interface NavLink {
  label: string;
  to: string;
}

export const pagePath = (page: PageId, language: Language): string => pages[page][language].path;

export const sectionAnchor = (section: SectionId, language: Language): string =>
  sections[section][language].anchor;

export const sectionPath = (section: SectionId, language: Language): string =>
  `${pagePath("home", language)}#${sectionAnchor(section, language)}`;

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, "$1");

/** A page's paths in every language (content/pages.ts, or a trade's). */
export type PagePaths = Record<Language, { path: string }>;

/** The page at a path, in its language; nothing for a path the site does not have. */
export function pageAt(pathname: string): { page: PagePaths; language: Language } | undefined {
  for (const page of everyPage)
    for (const language of languageList)
      if (withoutTrailingSlash(page[language].path) === withoutTrailingSlash(pathname))
        return { page, language };
}

export const languageAt = (pathname: string): Language =>
  pageAt(pathname)?.language ?? defaultLanguage;

/** The header's (and the drawer's) or the footer's links, in one language. */
export function navLinks(place: keyof typeof navigation, language: Language): NavLink[] {
  const labels = frames[language].navigation[place];
  return navigation[place].map((id) => ({
    label: labels[id],
    to: id in sections ? sectionPath(id as SectionId, language) : pagePath(id as PageId, language),
  }));
}

/** The same page in every other language; the home page where the path is not a page. */
export function otherLanguages(pathname: string): { language: Language; to: string }[] {
  const here = pageAt(pathname) ?? { page: pages.home, language: defaultLanguage };
  return languageList
    .filter((language) => language !== here.language)
    .map((language) => ({ language, to: here.page[language].path }));
}
