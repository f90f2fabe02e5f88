import type { ReactNode } from "react";

/**
 * The heading and intro that open each home-page section, with a line above the heading only where
 * the heading alone does not say what the section is.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = "light",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  tone?: "light" | "dark";
}) {
  return (
    <div className="max-w-2xl">
      {eyebrow && (
        <p
          className={`mb-3 text-sm font-semibold tracking-widest uppercase ${tone === "dark" ? "text-brand-light" : "text-brand"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`text-3xl font-semibold tracking-tight sm:text-4xl ${tone === "dark" ? "text-white" : "text-ink"}`}
      >
        {title}
      </h2>
      {children && (
        <p
          className={`mt-4 text-lg leading-relaxed ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}
        >
          {children}
        </p>
      )}
    </div>
  );
}
