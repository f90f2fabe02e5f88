import { type Language, languages } from "~/content/pages";
import type { Figure } from "~/content/site";

/**
 * A figure's value as the page's language writes it: "98%" in English, "98 %" (with a no-break
 * space) in Canadian French, thousands grouped, as `Intl.NumberFormat` does (figures.test.ts), but
 * without its first use, which costs hydration tens of milliseconds loading its locale data.
 */
export function formatFigure(figure: Figure, value: number, language: Language): string {
  const digits = groupDigits(value, language);
  return figure.style === "percent" ? digits + languages[language].numbers.percent : digits;
}

/** A whole number with its thousands grouped as the language groups them: "1,240", "1 240". */
export function groupDigits(value: number, language: Language): string {
  return String(Math.round(value)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    languages[language].numbers.group,
  );
}
