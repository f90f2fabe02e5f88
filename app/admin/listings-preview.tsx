import { type Language, type PageId, pages } from "~/content/pages";
import type { ListingWords } from "~/content/schema";
import { pagePath } from "~/lib/navigation";

/** Each page as a search engine lists it, and the words of the social card. */
export function ListingsPreview({ words, language }: { words: ListingWords; language: Language }) {
  return (
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
  );
}
