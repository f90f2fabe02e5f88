import type { Route } from "./+types/home";
import { About } from "~/components/home/about";
import { Hero } from "~/components/home/hero";
import { Services } from "~/components/home/services";
import { Statistics } from "~/components/home/statistics";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { site } from "~/content/site";

export function meta(_: Route.MetaArgs) {
  return [{ title: `${site.name} | Construction cost estimating and bid preparation` }];
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
