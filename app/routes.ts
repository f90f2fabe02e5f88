import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { tradePages } from "./content/ids.ts";
import { type PageId, languageList, pages } from "./content/pages.ts";

const at = (path: string) => path.replace(/^\/|\/$/g, "");

/**
 * Every page in every language, from the table of pages: routes/<language>/<page>.tsx; then each
 * trade's page (trades.json), all of a language's drawn by routes/<language>/trade.tsx.
 */
export default [
  ...(Object.keys(pages) as PageId[]).flatMap((page) =>
    languageList.map((language) => {
      const { path } = pages[page][language];
      const file = `routes/${language}/${page}.tsx`;
      return path === "/" ? index(file) : route(at(path), file);
    }),
  ),
  ...tradePages.flatMap((trade, index) =>
    languageList.map((language) =>
      route(at(trade[language].path), `routes/${language}/trade.tsx`, {
        id: `${language}/trade-${index}`,
      }),
    ),
  ),
] satisfies RouteConfig;
