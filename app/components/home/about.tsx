import { CircleCheck } from "~/components/icons";
import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { HomeWords } from "~/content/schema";

export function About({ words: about, anchor }: { words: HomeWords["about"]; anchor: string }) {
  return (
    <section id={anchor} aria-labelledby="about-title" className="py-16 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Reveal>
          <SectionHeading id="about-title" words={about} />
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-6 text-lg leading-relaxed text-slate-600">
              {paragraph}
            </p>
          ))}
        </Reveal>
        <Reveal className="self-center">
          <ul className="grid gap-4 sm:grid-cols-2">
            {about.claims.map((claim) => (
              <li
                key={claim}
                className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-5 font-semibold text-ink"
              >
                <Icon icon={CircleCheck} className="size-6 shrink-0 text-brand" />
                {claim}
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
