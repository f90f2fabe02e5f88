import type { Figure } from "~/content/site";

/**
 * A figure's value as the page's language writes it: "98%" in English, "98 %" (with a
 * non-breaking space) in Canadian French.
 */
export function formatFigure(figure: Figure, value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: figure.style, maximumFractionDigits: 0 }).format(
    figure.style === "percent" ? value / 100 : value,
  );
}
