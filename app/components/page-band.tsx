import type { ReactNode } from "react";

/** The dark band at the top of inner pages, so the transparent header stays readable there. */
export function PageBand({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="blueprint bg-ink pt-32 pb-16 text-white sm:pt-40 sm:pb-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}
