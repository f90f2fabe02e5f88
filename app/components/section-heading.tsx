import type { ReactNode } from "react";
import { Reveal } from "~/components/reveal";

type SectionWords = { heading: string; intro?: string; eyebrow?: string };

/**
 * The heading and intro that open each home-page section, with a line above the heading only where
 * the heading alone does not say what the section is.
 */
export function SectionHeading({ id, words }: { id: string; words: SectionWords }) {
  return (
    <div className="max-w-2xl">
      {words.eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-widest uppercase text-brand">
          {words.eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-semibold tracking-tight sm:text-4xl text-ink">
        {words.heading}
      </h2>
      {words.intro && <p className="mt-4 text-lg leading-relaxed text-slate-600">{words.intro}</p>}
    </div>
  );
}

interface HomeSectionProps {
  /** The anchor the navigation links to, where it does. */
  id?: string;
  titleId: string;
  words: SectionWords;
  /** On the light grey band. */
  tinted?: boolean;
  children: ReactNode;
}

/** A home-page section: its heading and intro, revealed as they scroll in, then its content. */
export function HomeSection({ id, titleId, words, tinted = false, children }: HomeSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={tinted ? "bg-slate-50 py-16 sm:py-28" : "py-16 sm:py-28"}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading id={titleId} words={words} />
        </Reveal>
        {children}
      </div>
    </section>
  );
}
