import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { HomeWords } from "~/content/schema";

export function WhyChooseUs({ words: whyChooseUs }: { words: HomeWords["whyChooseUs"] }) {
  return (
    <section aria-labelledby="why-title" className="bg-slate-50 py-16 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading id="why-title" title={whyChooseUs.heading}>
            {whyChooseUs.intro}
          </SectionHeading>
        </Reveal>
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
      </div>
    </section>
  );
}
