import { CircleCheck } from "~/components/icons";
import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FaqList } from "~/components/faq/faq-page";
import { ClosingBand } from "~/components/home/closing-band";
import { DivisionTags } from "~/components/home/services";
import { PageBand } from "~/components/page-band";
import type { MetaDescriptor } from "react-router";
import { frames } from "~/content/frames";
import { serviceIds, tradePages } from "~/content/ids";
import type { Language } from "~/content/pages";
import type { FaqWords, ListingWords, TradesWords } from "~/content/schema";
import { site } from "~/content/site";
import { BUSINESS_ID, absolute, pageMeta } from "~/lib/meta-tags";
import { pageAt, pagePath, sectionPath } from "~/lib/navigation";

/**
 * A trade's page in one language (routes/<language>/trade.tsx): its entry of trades.json, the
 * questions it names from the questions page, and the quote, which ticks the trade on the form.
 */
export function TradePage(props: {
  language: Language;
  words: TradesWords;
  index: number;
  faq: FaqWords;
}) {
  const { language, words, index, faq } = props;
  const trade = words.trades[index]!;
  const trail = tradeTrail(language, index, trade.heading);
  const questions = faq.questions.filter(({ question }) => trade.questions.includes(question));
  const ticked = (items: string[]) => (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-brand" />
          {item}
        </li>
      ))}
    </ul>
  );
  const breadcrumb = (
    <nav aria-label={words.breadcrumbLabel} className="mb-4 text-sm text-slate-300">
      <ol className="flex flex-wrap gap-x-2">
        {trail.map(({ name, to }, at) => (
          <li key={to} className="not-last:after:ml-2 not-last:after:content-['/']">
            {at < trail.length - 1 ? <Link to={to}>{name}</Link> : name}
          </li>
        ))}
      </ol>
    </nav>
  );
  return (
    <>
      <PageBand title={trade.heading} intro={trade.intro} above={breadcrumb} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2 lg:px-8">
        <Part heading={words.scopeHeading}>{ticked(trade.scope)}</Part>
        <Part heading={words.takeoffHeading}>{ticked(trade.takeoff)}</Part>
        <Part heading={words.divisionsHeading}>
          <DivisionTags divisions={trade.divisions} />
        </Part>
        <Part heading={words.deliverableHeading}>
          {trade.deliverable.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {trade.sampleEstimate && (
            <a href={trade.sampleEstimate} className="block font-semibold text-brand">
              {words.sampleEstimate}
            </a>
          )}
        </Part>
        {questions.length > 0 && (
          <Part heading={words.questionsHeading} wide>
            <FaqList questions={questions} Heading="h3" />
          </Part>
        )}
      </div>
      <ClosingBand words={words.quote} language={language} trade={serviceIds[index]} />
    </>
  );
}

const Part = (props: { heading: string; wide?: boolean; children: ReactNode }) => (
  <section className={props.wide ? "md:col-span-2" : undefined}>
    <h2 className="text-2xl font-semibold tracking-tight text-ink">{props.heading}</h2>
    <div className="mt-5 space-y-4 leading-relaxed text-slate-700">{props.children}</div>
  </section>
);

/** The trade of trades.json whose page is at `pathname` (its index in the cards' order). */
export function tradeAt(pathname: string) {
  const at = pageAt(pathname)?.page;
  return tradePages.findIndex((page) => page === at);
}

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
function tradeTrail(language: Language, index: number, heading: string) {
  const { home, services } = frames[language].navigation.header;
  return [
    { name: home, to: pagePath("home", language) },
    { name: services, to: sectionPath("services", language) },
    { name: heading, to: tradePages[index]![language].path },
  ];
}
