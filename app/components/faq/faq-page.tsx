import { ChevronDown } from "~/components/icons";
import { Icon } from "~/components/icon";
import { ContactButton } from "~/components/site-links";
import type { Language } from "~/content/pages";
import type { FaqWords } from "~/content/schema";
import { site } from "~/content/site";

/** The questions and answers in one language, from its routes (routes/<language>/faq.tsx). */
export function FaqPage({ words, language }: { words: FaqWords; language: Language }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <FaqList questions={words.questions} />
      {site.sampleEstimate && (
        <p className="mt-8">
          <a
            href={site.sampleEstimate}
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            {words.sampleEstimate}
          </a>
        </p>
      )}
      <div className="mt-12 flex max-w-3xl flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold text-ink">{words.ask.text}</p>
        <ContactButton language={language} className="shrink-0 self-start">
          {words.ask.cta}
        </ContactButton>
      </div>
    </div>
  );
}

/**
 * Questions that open onto their answers (`<details>`), with or without JavaScript; one still
 * waiting for the firm's answer is not shown. On a page of its own each is a heading of the page;
 * elsewhere, of the section holding them.
 */
export function FaqList({
  questions,
  Heading = "h2",
}: {
  questions: FaqWords["questions"];
  Heading?: "h2" | "h3";
}) {
  const answered = questions.filter((question) => question.answer.length > 0);
  return (
    <div className="max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
      {answered.map(({ question, answer }) => (
        <details key={question} className="group py-2">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-md py-4 [&::-webkit-details-marker]:hidden">
            <Heading className="text-lg font-semibold text-ink">{question}</Heading>
            <Icon
              icon={ChevronDown}
              className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="space-y-4 pb-6 leading-relaxed text-slate-700">
            {answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
