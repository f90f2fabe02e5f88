import type { ReactNode } from "react";
import { useMatches } from "react-router";

/** What an inner page's route gives the frame: the words of its band (`export const handle`). */
export interface PageHandle {
  band: { title: string; intro: string };
}

/**
 * The band of the page shown, drawn by the frame (root.tsx) from its route's `handle`: the pages'
 * own modules do not carry it, so it ships once, with the frame, to every page.
 */
export function RouteBand() {
  const band = (useMatches().at(-1)?.handle as PageHandle | undefined)?.band;
  return band && <PageBand {...band} />;
}

interface PageBandProps {
  title: string;
  intro?: string;
  /** Above the title: a trade's breadcrumb. */
  above?: ReactNode;
  children?: ReactNode;
}

/** The dark band atop inner pages, under their title: the transparent header stays readable. */
export function PageBand({ title, intro, above, children }: PageBandProps) {
  return (
    <section className="blueprint bg-ink pt-32 pb-16 text-white sm:pt-40 sm:pb-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {above}
        <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-slate-300">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
