/**
 * English and Canadian French: each page links to itself in the other language from the header,
 * the drawer and the footer, with and without JavaScript, and its footer to the questions and the
 * privacy policy in its own; nothing redirects by browser language; the French pages say nothing
 * in English, not even in the form's states, which are all in the page (a French send, in every
 * engine: contact.engines.spec.ts).
 */
import type { Locator, Page } from "@playwright/test";
import {
  SAME_IN_EVERY_LANGUAGE as SAME_WORDS,
  languageList,
  languages,
  officeLocation,
  paths,
  site,
  words,
} from "../support/site-facts";
import { expect, hydrated, test } from "../support/fixtures";

const languageLink = (place: Locator, name: string) =>
  place.getByRole("link", { name, exact: true });

// Without JavaScript the links are the same markup, the page as prerendered; the drawer's language
// link followed without JavaScript, in every engine: drawer.engines.spec.ts. Each page is checked
// as it is opened, then its counterpart as the link leads there. One tab for every page: the
// site's scripts are fetched and compiled once. The browser asks for French: an English page
// stays English all the same.
test.use({ locale: "fr-CA", extraHTTPHeaders: { "Accept-Language": "fr-CA,fr;q=0.9" } });
test("each page and its counterpart link to each other from the header, the drawer and the footer, whose links to the questions and the privacy policy are in the page's language; a French-speaking browser is never redirected; hydrated, the French pages say nothing in English", async ({
  page,
}) => {
  for (const pair of Object.values(paths))
    await test.step(`${pair.en} and ${pair.fr}`, async () => {
      const response = await page.goto(pair.en);
      expect(response?.request().redirectedFrom()).toBeNull();
      let englishWords = new Set<string>();
      for (const from of languageList) {
        const to = languageList.find((other) => other !== from)!;
        const { name: link, tag: lang } = languages[to];
        const expectLink = async (switchLink: Locator) => {
          await expect(switchLink).toBeVisible();
          await expect(switchLink).toHaveAttribute("href", pair[to]);
          await expect(switchLink).toHaveAttribute("lang", lang);
          await expect(switchLink).toHaveAttribute("hreflang", lang);
        };

        // The header carries it on a desktop's screen, the drawer on a phone's.
        await page.setViewportSize({ width: 1440, height: 900 });
        await hydrated(page);
        await expect(page).toHaveURL(pair[from]);
        if (from === "en") englishWords = new Set(await wordsOf(page));
        else await expectNoEnglish(page, englishWords, pair.fr);
        await expectLink(languageLink(page.getByRole("banner"), link));
        await page.setViewportSize({ width: 390, height: 800 });
        await page.getByRole("button", { name: words[from].frame.menu.open }).click();
        await expectLink(languageLink(page.locator("#nav-drawer"), link));
        await page.keyboard.press("Escape");
        const footer = page.getByRole("contentinfo");
        const footerLink = languageLink(footer, link);
        await expectLink(footerLink);
        // Beside it, the links to the questions and the privacy policy in the page's language.
        for (const id of ["faq", "privacy"] as const)
          await expect(
            footer.getByRole("link", { name: words[from].frame.footer[id], exact: true }),
          ).toHaveAttribute("href", paths[id][from]);

        await footerLink.click();
        await expect(page).toHaveURL(pair[to]);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
      }
    });
});

/**
 * Every text a visitor sees or hears on the page (text, alternative texts, labels, the title and
 * what search engines and social networks show), except where an element says it is in another
 * language: the link to the English page.
 */
function wordsOf(page: Page) {
  return page.evaluate(() => {
    const language = document.documentElement.lang;
    const words: string[] = [];
    const add = (node: Node, text: string | null | undefined) => {
      const element = node instanceof Element ? node : node.parentElement;
      if (element?.closest("[lang]")?.getAttribute("lang") !== language) return;
      const normalized = text?.replace(/\s+/g, " ").trim();
      if (normalized) words.push(normalized);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!node.parentElement?.closest("script, style")) add(node, node.textContent);
    }
    for (const element of document.querySelectorAll("[alt], [aria-label], [title]"))
      for (const name of ["alt", "aria-label", "title"]) add(element, element.getAttribute(name));
    add(document.documentElement, document.title);
    for (const meta of document.head.querySelectorAll("meta[content]")) {
      const kind = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
      if (/description|title|alt/.test(kind)) add(meta, meta.getAttribute("content"));
    }
    return words;
  });
}

/**
 * Names, the words the content check lets both languages share, and what has no letter (figures,
 * dimensions, punctuation) read the same in both.
 */
const SAME_IN_EVERY_LANGUAGE = [
  site.name,
  site.email,
  officeLocation(words.en.frame),
  ...SAME_WORDS,
  /^\P{L}*$/u,
];

/** The French page at `path` says more than twenty things, none of them as the English page does. */
async function expectNoEnglish(page: Page, englishWords: Set<string>, path: string) {
  const frenchWords = await wordsOf(page);
  expect(frenchWords.length, path).toBeGreaterThan(20);
  const untranslated = frenchWords.filter(
    (text) =>
      englishWords.has(text) &&
      !SAME_IN_EVERY_LANGUAGE.some((same) =>
        typeof same === "string" ? same === text : same.test(text),
      ),
  );
  expect(untranslated, `English on ${path}`).toEqual([]);
}

// Hydrated: the test above, as each French page is reached.
test.describe(() => {
  test.use({ javaScriptEnabled: false });

  test("the French pages say nothing in English, JavaScript off", async ({ page }) => {
    for (const { en: english, fr: french } of Object.values(paths)) {
      await page.goto(english);
      const englishWords = new Set(await wordsOf(page));
      await page.goto(french);
      await expectNoEnglish(page, englishWords, french);
    }
  });
});
