import type { Page } from "@playwright/test";
import { colours, icons } from "../../app/brand/brand.ts";
import {
  type Language,
  type PageId,
  englishPagePaths,
  languageList,
  languages,
  paths,
  site,
  socialCard,
  tradePaths,
  words,
} from "../support/site-facts";
import { expect, hydrated, test } from "../support/fixtures";
import { siteUrl } from "../support/server-env";

/** Every page in every language (each trade's too), with its listing and its counterparts. */
const PAGES = languageList.flatMap((language) =>
  [
    ...(Object.keys(paths) as PageId[]).map((id) => ({
      page: paths[id] as Record<Language, string>,
      listing: words[language].listings[id],
    })),
    ...tradePaths.map((page, index) => ({
      page,
      listing: words[language].trades.trades[index]!.listing,
    })),
  ].map(({ page, listing: { title, description } }) => ({
    path: page[language],
    lang: languages[language].tag,
    title,
    description,
    card: siteUrl + socialCard.path[language],
    ogLocale: languages[language].ogLocale,
    ...page,
  })),
);

/** A page's structured data (JSON-LD), node by type. */
async function jsonLd(request: Page["request"], path: string) {
  const html = await (await request.get(path)).text();
  const block = html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1];
  const data = JSON.parse(block!);
  expect(data["@context"]).toBe("https://schema.org");
  return Object.fromEntries(
    data["@graph"].map((node: { "@type": string }) => [node["@type"], node]),
  );
}

/** Each language's version of a page, and English as the default, as full addresses. */
const alternatesOf = (page: Record<Language, string>) => [
  ...languageList.map((language) => [languages[language].tag, siteUrl + page[language]]),
  ["x-default", siteUrl + page.en],
];

/**
 * For each "selector attribute" asked, read in one go: the attribute of the selector's first
 * match, or null where none matches.
 */
const read = (page: Page, wanted: string[]) =>
  page.evaluate(
    (wanted) =>
      Object.fromEntries(
        wanted.map((key) => {
          const space = key.lastIndexOf(" ");
          const element = document.querySelector(key.slice(0, space));
          return [key, element?.getAttribute(key.slice(space + 1)) ?? null];
        }),
      ),
    wanted,
  );

// As a crawler reads the prerendered HTML: no JavaScript. One browser page visits them all.
test("every page carries its own title and description, its canonical URL, language versions and social cards in the HTML, shows no placeholder, and says in JSON-LD the language it is written in, with no markup for rich results search engines no longer show", async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.slow(); // twenty pages
  expectConsoleErrors(/net::ERR_FAILED/);
  await page.context().route("**/*.js", (route) => route.abort());
  for (const { path, lang, title, description, card, ogLocale, en, fr } of PAGES) {
    await page.goto(path);
    const url = siteUrl + path;
    // The mark itself, inside the page: the logo's image, no request of its own.
    const { "header img src": logo } = await read(page, ["header img src"]);
    expect(logo, path).toMatch(/^data:image\/svg\+xml,/);
    const expected: Record<string, string> = {
      "html lang": lang,
      'link[rel="canonical"] href': url,
      ...Object.fromEntries(
        Object.entries({
          'name="description"': description,
          'property="og:locale"': ogLocale,
          'property="og:locale:alternate"': PAGES.find((other) => other.lang !== lang)!.ogLocale,
          'property="og:url"': url,
          'property="og:title"': title,
          'property="og:description"': description,
          'property="og:type"': "website",
          'property="og:image"': card,
          'property="og:image:width"': String(socialCard.width),
          'property="og:image:height"': String(socialCard.height),
          'name="twitter:card"': "summary_large_image",
          'name="twitter:image"': card,
          'name="theme-color"': colours.brand,
        }).map(([attribute, value]) => [`head meta[${attribute}] content`, value]),
      ),
      'head link[rel="icon"][type="image/svg+xml"] href': logo!,
      'head link[rel="icon"][type="image/png"] href': icons.png32,
      'head link[rel="apple-touch-icon"] href': icons.appleTouch,
    };
    expect(await read(page, Object.keys(expected)), path).toEqual(expected);
    expect(await page.title(), path).toBe(title);
    // Every promise filled in, no empty fact leaving a trace (as React hydrates it, unchanged).
    expect(await page.locator("body").innerText(), path).not.toMatch(/[{}]|\bundefined\b|\bnull\b/);
    const alternates = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      );
    expect(alternates, path).toEqual(alternatesOf({ en, fr }));

    const nodes = await jsonLd(request, path);
    expect(nodes.WebPage, path).toMatchObject({ url, inLanguage: lang });
    // Google ended FAQ and how-to rich results: the questions page is a plain WebPage.
    for (const retired of ["FAQPage", "HowTo"]) expect(nodes, path).not.toHaveProperty(retired);
  }
  // Each its own: no two pages share a title or a description.
  for (const key of ["title", "description"] as const)
    expect(new Set(PAGES.map((page) => page[key])).size, key).toBe(PAGES.length);
});

test("the home page describes the business as JSON-LD, in each language, and a trade's page the firm's Service and the trail to it", async ({
  request,
}) => {
  const tags = languageList.map((language) => languages[language].tag);
  const offered = (business: {
    hasOfferCatalog: { itemListElement: { itemOffered: { name: string } }[] };
  }) => business.hasOfferCatalog.itemListElement.map(({ itemOffered }) => itemOffered.name);
  const business = (await jsonLd(request, paths.home.en)).ProfessionalService;
  expect(business.name).toBe(site.name);
  expect(business.url).toBe(siteUrl + paths.home.en);
  expect(business.email).toBe(site.email);
  expect(business.address).toMatchObject({
    "@type": "PostalAddress",
    addressLocality: words.en.frame.office.city,
  });
  expect(business.areaServed.map((area: { name: string }) => area.name)).toEqual(
    words.en.frame.serviceArea,
  );
  expect(business.contactPoint.availableLanguage).toEqual(tags);
  expect(offered(business)).toEqual(words.en.trades.trades.map(({ heading }) => heading));

  const french = (await jsonLd(request, paths.home.fr)).ProfessionalService;
  expect(french["@id"]).toBe(business["@id"]);
  expect(french.url).toBe(siteUrl + paths.home.fr);
  expect(french.contactPoint.availableLanguage).toEqual(tags);
  expect(offered(french)).toEqual(words.fr.trades.trades.map(({ heading }) => heading));

  // A trade's page: the firm's Service, and the trail to it, as the page shows them.
  const trade = words.fr.trades.trades[1]!;
  const nodes = await jsonLd(request, tradePaths[1]!.fr);
  expect(nodes.Service).toMatchObject({
    name: trade.heading,
    description: trade.description,
    provider: { "@id": business["@id"] },
  });
  const { home, services } = words.fr.frame.navigation.header;
  const trail = nodes.BreadcrumbList.itemListElement as { name: string }[];
  expect(trail.map(({ name }) => name)).toEqual([home, services, trade.heading]);
});

test("sitemap.xml lists every page with its language versions, and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const entries = [...(await sitemap.text()).matchAll(/<url>([\s\S]+?)<\/url>/g)].map(
    ([, url]) => ({
      loc: url!.match(/<loc>([^<]+)<\/loc>/)?.[1],
      alternates: [
        ...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ].map(([, hreflang, href]) => [hreflang, href]),
    }),
  );
  expect(entries).toEqual(
    PAGES.map(({ path, en, fr }) => ({
      loc: siteUrl + path,
      alternates: alternatesOf({ en, fr }),
    })),
  );
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test("every image on the pages has explicit dimensions; a visit loads everything from the site itself and stores nothing for the enquiry's queue; the social card and the icons are real images of the right size", async ({
  page,
}) => {
  const origins = new Set<string>();
  page.on("request", (request) => origins.add(new URL(request.url()).origin));
  // Each kind of page, in English: every trade's page and each French one are the same markup.
  for (const path of englishPagePaths) {
    await page.goto(path);
    await hydrated(page); // the page and everything it loads to hydrate

    const sizes = await page
      .locator("img")
      .evaluateAll((images) =>
        images.map((image) =>
          ["width", "height", "src"].map((name) => image.getAttribute(name)).join(" "),
        ),
      );
    for (const size of sizes) expect(size, path).toMatch(/^\d+ \d+ /);
  }
  expect([...origins].filter((origin) => !origin.startsWith("data:") && origin !== "null")).toEqual(
    [new URL(page.url()).origin],
  );
  // Nor does it store anything for the enquiry's queue, having queued nothing.
  const databases = await page.evaluate(async () => {
    await new Promise((settled) => setTimeout(settled, 500)); // the queue check runs after hydration
    return (await indexedDB.databases()).map(({ name }) => name);
  });
  expect(databases).toEqual([]);
  // The social card and the icons, loaded by the last page.
  const images = {
    card: socialCard.path.en,
    frenchCard: socialCard.path.fr,
    apple: icons.appleTouch,
    png: icons.png32,
    svg: icons.svg,
  };
  const sizes = await page.evaluate(async (images) => {
    const load = (src: string) =>
      new Promise<[number, number]>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
        image.onerror = () => reject(new Error(`${src} did not load`));
        image.src = src;
      });
    const entries = Object.entries(images).map(async ([name, src]) => [name, await load(src)]);
    return Object.fromEntries(await Promise.all(entries));
  }, images);
  expect(sizes).toMatchObject({
    card: [socialCard.width, socialCard.height],
    frenchCard: [socialCard.width, socialCard.height],
    apple: [180, 180],
    png: [32, 32],
  });
});
