import { About } from "~/components/home/about";
import { ClosingBand } from "~/components/home/closing-band";
import { Hero } from "~/components/home/hero";
import { HowItWorks } from "~/components/home/how-it-works";
import { Services } from "~/components/home/services";
import { Statistics } from "~/components/home/statistics";
import { Testimonials } from "~/components/home/testimonials";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import type { ProfessionalService } from "schema-dts";
import { icons } from "~/brand/brand";
import { frames } from "~/content/frames";
import type { HomeWords, ListingWords, ProcessWords, TradeCards } from "~/content/schema";
import { type Language, languageList, languages } from "~/content/pages";
import { site, socialCard } from "~/content/site";
import { BUSINESS_ID, absolute, pageMeta } from "~/lib/meta-tags";
import { pagePath, sectionAnchor } from "~/lib/navigation";

interface HomePageProps {
  language: Language;
  words: HomeWords;
  process: ProcessWords;
  trades: TradeCards;
}

/** The home page in one language: its routes (routes/<language>/home.tsx) give the words. */
export function HomePage({ language, words, process, trades }: HomePageProps) {
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

/** The firm as schema.org sees it, in one language, built from the same words the pages show. */
export function businessJsonLd(
  language: Language,
  home: HomeWords,
  trades: TradeCards,
): ProfessionalService {
  const frame = frames[language];
  // Only once the firm has given one (site.json).
  const telephone = site.phone ? { telephone: site.phone } : {};
  const spoken = languageList.map((other) => languages[other].tag);
  return {
    "@type": "ProfessionalService",
    "@id": BUSINESS_ID,
    name: site.name,
    url: absolute(pagePath("home", language)),
    email: site.email,
    ...telephone,
    description: frame.blurb,
    slogan: home.hero.tagline,
    logo: absolute(icons.large),
    image: absolute(socialCard.path[language]),
    address: {
      "@type": "PostalAddress",
      addressLocality: frame.office.city,
      addressCountry: site.office.countryCode,
    },
    areaServed: frame.serviceArea.map((name) => ({ "@type": "Country" as const, name })),
    // The languages the firm works in: every language of the site.
    knowsLanguage: spoken,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      ...telephone,
      availableLanguage: spoken,
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: home.services.heading,
      itemListElement: trades.trades.map(({ heading, description }) => ({
        "@type": "Offer" as const,
        itemOffered: { "@type": "Service" as const, name: heading, description },
      })),
    },
  };
}
