import { ContactButton } from "~/components/site-links";
import type { HomeWords } from "~/content/schema";
import type { Language } from "~/content/pages";

interface ClosingBandProps {
  words: HomeWords["closing"];
  language: Language;
  /** On a trade's page: the trade the form arrives with, ticked. */
  trade?: string;
}

/** The last word before the footer: send the plans, with the way to the form. */
export function ClosingBand({ words, language, trade }: ClosingBandProps) {
  return (
    <section aria-labelledby="closing-title" className="blueprint bg-ink py-16 text-white sm:py-20">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="closing-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {words.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-300">{words.text}</p>
        </div>
        <ContactButton
          language={language}
          trade={trade}
          className="shrink-0 self-start text-lg lg:self-auto"
        >
          {words.cta}
        </ContactButton>
      </div>
    </section>
  );
}
