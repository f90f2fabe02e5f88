/**
 * What the editor shows beside a file of words: the file as the site lays it out, in the language
 * being edited. Decap hands the entry's data in that language and names it as `locale`.
 */
import type CMS from "decap-cms-app";
import type { ComponentProps, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { ContactDetails } from "~/components/contact/contact-details";
import { HomePage } from "~/components/home/home-page";
import { HowItWorks } from "~/components/home/how-it-works";
import { PageBand } from "~/components/page-band";
import { FaqPage } from "~/components/faq/faq-page";
import { PrivacyPage } from "~/components/privacy/privacy-page";
import { SiteFooter } from "~/components/site-footer";
import { type Language, type PageId, defaultLanguage, pages } from "~/content/pages";
import processFile from "~/content/process.json";
import promises from "~/content/promises.json";
import tradesFile from "~/content/trades.json";
import { withPromises } from "~/content/promises";
import type {
  ContactWords,
  FaqWords,
  FrameWords,
  HomeWords,
  ListingWords,
  PrivacyWords,
  ProcessWords,
} from "~/content/schema";
import { pagePath } from "~/lib/navigation";
import type { PreviewedFile } from "./previewed-files";

type Template = Parameters<typeof CMS.registerPreviewTemplate>[1];
/** Decap also passes the language being edited, which its types leave out. */
type PreviewProps = ComponentProps<Template> & { locale?: Language };

/** A file's words in the language being edited, promises filled in, inside the site's router. */
function preview<Words>(render: (words: Words, language: Language) => ReactNode): Template {
  return function Preview({ entry, locale: language = defaultLanguage }: PreviewProps) {
    const words = withPromises(entry.get("data").toJS() as Words, promises[language]);
    return (
      <MemoryRouter initialEntries={[pagePath("home", language)]}>
        <div lang={language}>{render(words, language)}</div>
      </MemoryRouter>
    );
  };
}

/** Another file's words, as saved, that a preview shows beside its own (the steps, the trades). */
const saved = <Words,>(file: Record<Language, Words>, language: Language) =>
  withPromises(file[language], promises[language]);

export const previews: Record<PreviewedFile, Template> = {
  home: preview<HomeWords>((words, language) => (
    <HomePage
      language={language}
      words={words}
      process={saved(processFile, language)}
      trades={saved(tradesFile, language)}
    />
  )),
  // Not the form: it keeps and sends the enquiries of this browser, which the editor shares.
  contact: preview<ContactWords>((words, language) => (
    <>
      <PageBand title={words.title} intro={words.intro} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ContactDetails words={words} process={saved(processFile, language)} language={language} />
      </div>
    </>
  )),
  process: preview<ProcessWords>((words, language) => (
    <HowItWorks words={words} language={language} />
  )),
  privacy: preview<PrivacyWords>((words) => (
    <>
      <PageBand title={words.title} intro={words.intro} />
      <PrivacyPage words={words} />
    </>
  )),
  faq: preview<FaqWords>((words, language) => (
    <>
      <PageBand title={words.title} intro={words.intro} />
      <FaqPage words={words} language={language} />
    </>
  )),
  frame: preview<FrameWords>((words, language) => (
    <SiteFooter language={language} pathname={pagePath("home", language)} frame={words} />
  )),
  // Each page as a search engine lists it, and the words of the social card.
  listings: preview<ListingWords>((words, language) => (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-16">
      {(Object.keys(pages) as PageId[]).map((page) => (
        <article key={page}>
          <p className="text-sm text-slate-600">{pagePath(page, language)}</p>
          <h2 className="text-xl font-semibold text-brand">{words[page].title}</h2>
          <p className="mt-2 text-slate-700">{words[page].description}</p>
        </article>
      ))}
      <article className="rounded-xl bg-ink p-8 text-white">
        <p className="text-2xl font-semibold">{words.socialCard.strapline}</p>
        <p className="mt-4 text-sm text-slate-300">{words.socialCard.alt}</p>
      </article>
    </div>
  )),
};
