import type { Route } from "./+types/home";
import { site } from "~/content/site";

export function meta(_: Route.MetaArgs) {
  return [{ title: `${site.name} | Construction cost estimating and bid preparation` }];
}

export default function Home() {
  return (
    <section className="blueprint bg-ink pt-40 pb-24 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h1 className="text-5xl font-bold">{site.name}</h1>
        <p className="mt-4 text-xl">{site.tagline}</p>
        <div id="aboutus" className="h-[120vh] pt-20">
          <h2 className="text-3xl font-bold">Who are we?</h2>
        </div>
        <div id="services" className="h-[120vh] pt-20">
          <h2 className="text-3xl font-bold">These Are Our Services</h2>
        </div>
      </div>
    </section>
  );
}
