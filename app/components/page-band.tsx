import type { ReactNode } from "react";

/**
 * The dark band at the top of inner pages, so the transparent header stays readable there: the
 * page's title, its introduction under it, or whatever else the page puts there.
 */
export function PageBand({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="blueprint bg-ink pt-32 pb-16 text-white sm:pt-40 sm:pb-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-slate-300">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
