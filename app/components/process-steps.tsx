import { ArrowRight } from "~/components/icons";
import { Icon } from "~/components/icon";
import { Link } from "react-router";
import type { Language } from "~/content/pages";
import type { ProcessWords } from "~/content/schema";
import { pagePath } from "~/lib/navigation";

/**
 * How the work goes, in order, each step with how long it takes, and the way to the questions
 * and answers: on the home page and beside the contact form. A time is a promise written
 * mid-sentence ("within one business day"): CSS gives it its capital.
 */
export function ProcessSteps({
  words,
  language,
  className = "",
}: {
  words: ProcessWords;
  language: Language;
  /** The list's columns where there is room for them. */
  className?: string;
}) {
  return (
    <div>
      <ol className={`grid gap-6 ${className}`}>
        {words.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
              <p className="text-sm font-semibold text-brand first-letter:uppercase">{step.time}</p>
              <p className="mt-1 leading-relaxed text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link
        to={pagePath("faq", language)}
        className="mt-8 inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
      >
        {words.faqLink}
        <Icon icon={ArrowRight} className="size-4" />
      </Link>
    </div>
  );
}
