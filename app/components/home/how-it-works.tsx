import { ProcessSteps } from "~/components/process-steps";
import { Reveal } from "~/components/reveal";
import { HomeSection } from "~/components/section-heading";
import type { Language } from "~/content/pages";
import type { ProcessWords } from "~/content/schema";

/** How the work goes, from the plans to the estimate, with the time each step takes. */
export function HowItWorks({ words, language }: { words: ProcessWords; language: Language }) {
  return (
    <HomeSection titleId="process-title" words={words}>
      <Reveal className="mt-10 sm:mt-14">
        <ProcessSteps words={words} language={language} className="lg:grid-cols-3 lg:gap-10" />
      </Reveal>
    </HomeSection>
  );
}
