import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { HeroArtwork } from "~/components/home/hero-artwork";
import { site } from "~/content/site";
import type { HomeWords } from "~/content/schema";
import type { Language } from "~/content/pages";
import { pagePath, sectionPath } from "~/lib/navigation";

interface HeroProps {
  words: HomeWords["hero"];
  language: Language;
}

export function Hero({ words: hero, language }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="blueprint relative overflow-hidden bg-ink text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-32 pb-20 sm:px-6 sm:pt-40 sm:pb-28 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-light uppercase">
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-4 text-5xl font-extrabold tracking-tight sm:text-7xl">
            {site.name}
          </h1>
          <p className="mt-5 text-2xl font-semibold text-white sm:text-3xl">{hero.tagline}</p>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">{hero.lead}</p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <Link to={pagePath("contact", language)} className="button-primary gap-2 text-lg">
              {hero.cta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to={sectionPath("services", language)}
              // Its padding (a larger target) hangs outside, so its words line up when it wraps.
              className="nav-link -mx-2 px-2 py-3 underline-offset-4 hover:underline"
            >
              {hero.secondary}
            </Link>
          </div>
        </div>
        <HeroArtwork
          label={hero.artworkLabel}
          className="hidden w-full max-w-xl justify-self-end lg:block"
        />
      </div>
    </section>
  );
}
