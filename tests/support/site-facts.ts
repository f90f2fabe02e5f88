/**
 * The site's facts for every suite and script, read from where the site keeps them: a test that
 * needs a page's address, a label or a word takes it from here, never types it again. Renaming a
 * page is then one edit of app/content/pages.ts. (tests/support/page-paths.test.ts checks that no
 * page path is written out anywhere else in tests/ or scripts/.)
 */
import { pages } from "../../app/content/pages.ts";

/** Each page's address: `paths.contact.fr` is "/fr/nous-joindre". */
export const paths = {
  home: { en: pages.home.en.path, fr: pages.home.fr.path },
  contact: { en: pages.contact.en.path, fr: pages.contact.fr.path },
} as const;

/** Every page of the site, in both languages. */
export const allPagePaths = Object.values(paths).flatMap((page) => Object.values(page));
