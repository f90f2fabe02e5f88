/**
 * The files a search engine or a social network asks for, generated from the content modules and
 * the brand mark: the social card and the icons (emitted with the bundle by siteFilesPlugin),
 * sitemap.xml and robots.txt (written once the pages are prerendered, see finish-build.ts).
 */
import { Resvg } from "@resvg/resvg-js";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { colours, icons } from "../app/brand/brand.ts";
import { type Language, defaultLanguage, languageList, languages } from "../app/content/pages.ts";
import { everyPage } from "../app/content/ids.ts";
import type { HomeWords, ListingWords } from "../app/content/schema.ts";
import { site, socialCard } from "../app/content/site.ts";
import { wordsAsShown } from "./content-plugin.ts";
import { ADMIN_PATH } from "./security-headers.ts";

const require = createRequire(import.meta.url);
const FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((file) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${file}`),
);
const MARK_SVG = readFileSync(new URL("../app/brand/mark.svg", import.meta.url), "utf8");

/**
 * The sitemap of every page in every language (the table of app/content/pages.ts, then the
 * trades' pages), each with its addresses in all languages and the default, as Google reads
 * alternates from a sitemap.
 */
export function sitemapXml(siteUrl: string): string {
  const url = (page: (typeof everyPage)[number], language: Language) =>
    siteUrl + page[language].path;
  const alternate = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
  const urls = languageList.flatMap((language) =>
    everyPage.map((page) =>
      [
        "  <url>",
        `    <loc>${url(page, language)}</loc>`,
        ...languageList.map((other) => alternate(languages[other].tag, url(page, other))),
        alternate("x-default", url(page, defaultLanguage)),
        "  </url>",
      ].join("\n"),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Every page may be crawled; the content editor is no page (it also says noindex itself). */
export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\nDisallow: ${ADMIN_PATH}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The 1200×630 card shown when a page is shared: dark blueprint, the name, the promise. */
function socialCardSvg(language: Language): string {
  const words = (name: string) =>
    wordsAsShown(fileURLToPath(new URL(`../app/content/${name}.json`, import.meta.url)), language);
  const home = words("home") as HomeWords;
  const listings = words("listings") as ListingWords;
  const { width, height } = socialCard;
  const mark = MARK_SVG.replace("<svg ", '<svg x="80" y="80" width="96" height="96" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
      <path d="M40 0H0V40" fill="none" stroke="${colours.brandLight}" stroke-opacity="0.12" stroke-width="1.5"/>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="${colours.ink}"/>
  <rect width="100%" height="100%" fill="url(#grid)"/>
  <rect y="${height - 16}" width="100%" height="16" fill="#14b8a6"/>
  ${mark}
  <g font-family="DejaVu Sans" fill="#ffffff">
    <text x="200" y="150" font-size="64" font-weight="bold">${escapeXml(site.name)}</text>
    <text x="80" y="290" font-size="56" font-weight="bold">${wrap(home.hero.tagline, 28)
      .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 70}">${escapeXml(line)}</tspan>`)
      .join("")}</text>
    <text x="80" y="450" font-size="30" fill="#99f6e4">${escapeXml(home.hero.eyebrow)}</text>
    <text x="80" y="530" font-size="28" fill="#cbd5e1">${escapeXml(listings.socialCard.strapline)}</text>
  </g>
</svg>`;
}

/** A site path ("/favicon.svg") as a file of the build ("favicon.svg"). */
const fileOf = (path: string) => path.slice(1);

function renderPng(svg: string, width: number, background?: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    background,
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
  });
  return resvg.render().asPng();
}

/** The icons and the social card, by their paths in the built site. */
function imageFiles(): Record<string, string | Buffer> {
  return {
    [fileOf(icons.svg)]: MARK_SVG,
    [fileOf(icons.png32)]: renderPng(MARK_SVG, 32),
    [fileOf(icons.large)]: renderPng(MARK_SVG, 192),
    [fileOf(icons.appleTouch)]: renderPng(MARK_SVG, 180, colours.ink),
    ...Object.fromEntries(
      languageList.map((language) => [
        fileOf(socialCard.path[language]),
        renderPng(socialCardSvg(language), socialCard.width),
      ]),
    ),
  };
}

/** Emits the icons and the social card into the client build, and serves them in dev. */
export function siteFilesPlugin(): Plugin {
  let devFiles: ReturnType<typeof imageFiles> | undefined;
  return {
    name: "exact-bids:site-files",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        devFiles ??= imageFiles();
        const file = devFiles[req.url?.slice(1) ?? ""];
        if (file === undefined) return next();
        res.end(file);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [fileName, source] of Object.entries(imageFiles()))
        this.emitFile({ type: "asset", fileName, source });
    },
  };
}
