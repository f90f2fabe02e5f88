import type { Route } from "./+types/home";
import { About } from "~/components/home/about";
import { Hero } from "~/components/home/hero";
import { Services } from "~/components/home/services";
import { Statistics } from "~/components/home/statistics";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { homeSeo } from "~/content/seo";
import { businessJsonLd, pageMeta } from "~/lib/seo";

export function meta(_: Route.MetaArgs) {
  return [...pageMeta(homeSeo), { "script:ld+json": businessJsonLd() }];
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
