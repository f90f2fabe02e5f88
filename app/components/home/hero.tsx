import { Link } from "react-router";
import { ContactButton } from "~/components/site-links";
import { TakeoffPicture } from "~/components/home/takeoff-picture";
import { site } from "~/content/site";
import type { HomeWords, TradeCards } from "~/content/schema";
import type { Language } from "~/content/pages";
import { sectionPath } from "~/lib/navigation";

interface HeroProps {
  words: HomeWords["hero"];
  /** Their MasterFormat divisions are the trades on the picture's quantity table. */
  trades: TradeCards;
  language: Language;
}

export function Hero({ words: hero, trades, language }: HeroProps) {
  const divisions = trades.trades.flatMap((trade) => trade.divisions);
  return (
    <section
      aria-labelledby="hero-title"
      className="blueprint relative overflow-hidden bg-ink text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-28 pb-14 sm:px-6 sm:pt-40 sm:pb-28 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-xs font-semibold tracking-widest text-brand-light uppercase sm:text-sm">
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-3 text-5xl font-bold tracking-tight sm:text-7xl">
            {site.name}
          </h1>
          <p className="mt-4 text-2xl font-semibold text-white sm:text-3xl">{hero.tagline}</p>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-300 sm:mt-6">
            {hero.lead}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 sm:mt-10">
            <ContactButton language={language} className="sm:text-lg">
              {hero.cta}
            </ContactButton>
            <Link
              to={sectionPath("services", language)}
              // Its padding (a larger target) hangs outside, so its words line up when it wraps.
              className="nav-link -mx-2 px-2 py-3 underline-offset-4 hover:underline"
            >
              {hero.secondary}
            </Link>
          </div>
        </div>
        <TakeoffPicture
          divisions={divisions}
          language={language}
          className="w-full max-w-xl justify-self-end"
        />
      </div>
    </section>
  );
}
