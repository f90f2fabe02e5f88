import type { PrivacyWords } from "~/content/schema";
import { site } from "~/content/site";

/** The privacy policy in one language: its routes (routes/<language>/privacy.tsx) give the words. */
export function PrivacyPage({ words }: { words: PrivacyWords }) {
  const { personInCharge, complaints } = words;
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="max-w-3xl space-y-12">
        {words.sections.map((section) => (
          <PolicySection key={section.heading} heading={section.heading}>
            {paragraphs(section.paragraphs)}
          </PolicySection>
        ))}
        <PolicySection heading={personInCharge.heading}>
          {paragraphs(personInCharge.paragraphs)}
          <p>
            {personInCharge.writeTo}{" "}
            <a
              href={`mailto:${site.email}`}
              className="font-semibold text-ink underline underline-offset-4"
            >
              {site.email}
            </a>
            .
          </p>
        </PolicySection>
        <PolicySection heading={complaints.heading}>
          <p>{complaints.intro}</p>
          <ul className="list-disc space-y-2 pl-6">
            {complaints.regulators.map((regulator) => (
              <li key={regulator.address}>
                <a
                  href={regulator.address}
                  className="font-semibold text-ink underline underline-offset-4"
                >
                  {regulator.name}
                </a>
              </li>
            ))}
          </ul>
        </PolicySection>
      </div>
    </div>
  );
}

function PolicySection({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4 leading-relaxed text-slate-700">
      <h2 className="text-2xl font-semibold text-ink">{heading}</h2>
      {children}
    </section>
  );
}

const paragraphs = (texts: readonly string[]) => texts.map((text) => <p key={text}>{text}</p>);
