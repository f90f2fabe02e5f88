import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { type PageId, languageList, pages } from "./content/pages.ts";

/** Every page in every language, from the table of pages: routes/<language>/<page>.tsx. */
export default (Object.keys(pages) as PageId[]).flatMap((page) =>
  languageList.map((language) => {
    const { path } = pages[page][language];
    const file = `routes/${language}/${page}.tsx`;
    return path === "/" ? index(file) : route(path.replace(/^\/|\/$/g, ""), file);
  }),
) satisfies RouteConfig;
