import { About } from "~/components/home/about";
import { ClosingBand } from "~/components/home/closing-band";
import { Hero } from "~/components/home/hero";
import { HowItWorks } from "~/components/home/how-it-works";
import { Services } from "~/components/home/services";
import { Statistics } from "~/components/home/statistics";
import { Testimonials } from "~/components/home/testimonials";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import type { HomeWords, ListingWords, ProcessWords, TradeCards } from "~/content/schema";
import type { Language } from "~/content/pages";
import { businessJsonLd, pageMeta } from "~/lib/meta-tags";
import { sectionAnchor } from "~/lib/navigation";

/** The home page in one language: its routes (routes/<language>/home.tsx) give the words. */
export function HomePage({
  language,
  words,
  process,
  trades,
}: {
  language: Language;
  words: HomeWords;
  process: ProcessWords;
  trades: TradeCards;
}) {
  return (
    <>
      <Hero words={words.hero} trades={trades} language={language} />
      <About words={words.about} anchor={sectionAnchor("about", language)} />
      <WhyChooseUs words={words.whyChooseUs} />
      <Services
        words={words.services}
        trades={trades}
        language={language}
        anchor={sectionAnchor("services", language)}
      />
      <Statistics words={words.statistics} language={language} />
      <Testimonials words={words.testimonials} />
      <HowItWorks words={process} language={language} />
      <ClosingBand words={words.closing} language={language} />
    </>
  );
}

export const homeMeta = (
  language: Language,
  words: HomeWords,
  listings: ListingWords,
  trades: TradeCards,
) => pageMeta("home", language, listings, listings.home, businessJsonLd(language, words, trades));
