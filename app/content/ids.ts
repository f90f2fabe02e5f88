/**
 * What the site has, in the order it shows them: the trades the firm estimates (trades.json) and
 * the figures it counts up to (site.json). Where this module ships, the build gives it only the
 * trades' addresses and titles (build-time/content-plugin.ts).
 */
import file from "./trades.json" with { type: "json" };
import { type Language, languageList, pages, tradesFolder } from "./pages.ts";

/** The trades by their English address: their id on the contact form and in its e-mail. */
export const serviceIds: readonly string[] = file.en.trades.map((trade) => trade.address);

/** Each trade's title in `language`, by id: the trades the contact form offers. */
export const tradeNames = (language: Language) =>
  Object.fromEntries(
    file[language].trades.map(({ heading }, index) => [serviceIds[index], { heading }]),
  );

/** Each trade's page in every language; one missing a language has none (the build says so). */
export const tradePages = serviceIds.flatMap((_, index) => {
  const paths = languageList.map((language) => {
    const address = file[language].trades[index]?.address;
    return [language, address && { path: `${tradesFolder[language]}${address}` }] as const;
  });
  if (!paths.every(([, path]) => path)) return [];
  return [Object.fromEntries(paths) as Record<Language, { path: string }>];
});

/** Every page of the site in every language: the table's (pages.ts), then the trades'. */
export const everyPage: Record<Language, { path: string }>[] = [
  ...Object.values(pages),
  ...tradePages,
];

export const figureIds = ["projects", "clients", "successRate"] as const;
export type FigureId = (typeof figureIds)[number];
