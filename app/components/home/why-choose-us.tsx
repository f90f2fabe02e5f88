import { Reveal } from "~/components/reveal";
import { HomeSection } from "~/components/section-heading";
import type { HomeWords } from "~/content/schema";

export function WhyChooseUs({ words: whyChooseUs }: { words: HomeWords["whyChooseUs"] }) {
  return (
    <HomeSection titleId="why-title" words={whyChooseUs} tinted>
      <ol className="mt-10 grid gap-4 sm:mt-14 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {whyChooseUs.reasons.map((reason, index) => (
          <li key={reason.title}>
            <Reveal className="h-full rounded-xl border-t-4 border-brand bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="text-4xl font-bold text-brand">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ink">{reason.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{reason.description}</p>
            </Reveal>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
