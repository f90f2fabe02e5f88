import { ProcessSteps } from "~/components/process-steps";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { Language } from "~/content/pages";
import type { ProcessWords } from "~/content/schema";

/** How the work goes, from the plans to the estimate, with the time each step takes. */
export function HowItWorks({ words, language }: { words: ProcessWords; language: Language }) {
  return (
    <section aria-labelledby="process-title" className="py-16 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading id="process-title" eyebrow={words.eyebrow} title={words.heading}>
            {words.intro}
          </SectionHeading>
        </Reveal>
        <Reveal className="mt-10 sm:mt-14">
          <ProcessSteps words={words} language={language} className="lg:grid-cols-3 lg:gap-10" />
        </Reveal>
      </div>
    </section>
  );
}
