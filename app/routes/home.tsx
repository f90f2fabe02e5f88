import type { Route } from "./+types/home";
import { About } from "~/components/home/about";
import { Hero } from "~/components/home/hero";
import { Services } from "~/components/home/services";
import { Statistics } from "~/components/home/statistics";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { homeListing } from "~/content/search-and-sharing";
import { businessJsonLd, pageMeta } from "~/lib/meta-tags";

export function meta({ location }: Route.MetaArgs) {
  return [...pageMeta(location.pathname, homeListing), { "script:ld+json": businessJsonLd() }];
}

export default function Home() {
  return (
    <>
      <Hero />
      <About />
      <WhyChooseUs />
      <Services />
      <Statistics />
    </>
  );
}
