import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FaqList } from "~/components/faq/faq-page";
import { ClosingBand } from "~/components/home/closing-band";
import { PageBand } from "~/components/page-band";
import type { Language } from "~/content/pages";
import type { FaqWords, TradesWords } from "~/content/schema";
import { serviceIds } from "~/content/site";
import { tradeTrail } from "~/lib/meta-tags";

/**
 * A trade's page in one language (routes/<language>/trade.tsx): what is estimated and counted,
 * its divisions, what the contractor receives, its questions, and the way to ask for a quote with
 * the trade ticked. Every word is the trade's entry in trades.json, or the questions page's.
 */
export function TradePage({
  language,
  words,
  index,
  faq,
}: {
  language: Language;
  words: TradesWords;
  index: number;
  faq: FaqWords;
}) {
  const trade = words.trades[index]!;
  const questions = faq.questions.filter(({ question }) => trade.questions.includes(question));
  const trail = tradeTrail(language, index, trade.heading);
  return (
    <>
      <PageBand
        title={trade.heading}
        intro={trade.intro}
        above={
          <nav aria-label={words.breadcrumbLabel} className="mb-4 text-sm text-slate-300">
            <ol className="flex flex-wrap gap-x-2">
              {trail.map(({ name, to }, at) =>
                at < trail.length - 1 ? (
                  <li key={to} className="after:ml-2 after:content-['/']">
                    <Link to={to} className="underline-offset-4 hover:underline">
                      {name}
                    </Link>
                  </li>
                ) : (
                  <li key={to} aria-current="page">
                    {name}
                  </li>
                ),
              )}
            </ol>
          </nav>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2 lg:px-8">
        <Part heading={words.scopeHeading}>
          <Ticked items={trade.scope} />
        </Part>
        <Part heading={words.takeoffHeading}>
          <Ticked items={trade.takeoff} />
        </Part>
        <Part heading={words.divisionsHeading}>
          <ul className="space-y-2">
            {trade.divisions.map(({ number, title }) => (
              <li key={number + title}>
                <span className="mr-2 rounded-md bg-slate-100 px-2 py-1 font-semibold tabular-nums">
                  {number}
                </span>{" "}
                {title}
              </li>
            ))}
          </ul>
        </Part>
        <Part heading={words.deliverableHeading}>
          {trade.deliverable.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {trade.sampleEstimate && (
            <p>
              <a href={trade.sampleEstimate} className="font-semibold text-brand hover:underline">
                {words.sampleEstimate}
              </a>
            </p>
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

function Part({
  heading,
  wide,
  children,
}: {
  heading: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={wide ? "md:col-span-2" : undefined}>
      <h2 className="text-2xl font-semibold tracking-tight text-ink">{heading}</h2>
      <div className="mt-5 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function Ticked({ items }: { items: string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          {item}
        </li>
      ))}
    </ul>
  );
}
