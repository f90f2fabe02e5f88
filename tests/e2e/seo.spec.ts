import type { Page } from "@playwright/test";
import { colours, icons } from "../../app/brand/brand.ts";
import { socialCard } from "../../app/content/search-and-sharing.ts";
import { expect, test } from "./fixtures";
import { siteUrl } from "./server-env";

const PAGES = [
  { path: "/", title: /^Exact Bids \| Construction Cost Estimating/ },
  { path: "/contact-us", title: /^Contact Us \|/ },
];

/** Reads the prerendered HTML as a crawler would: no JavaScript. */
async function openStatic(page: Page, path: string) {
  await page.context().route("**/*.js", (route) => route.abort());
  await page.goto(path);
}

const meta = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute("content");

for (const { path, title } of PAGES) {
  test(`${path} carries its title, description, canonical URL and social cards in the HTML`, async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/net::ERR_FAILED/);
    await openStatic(page, path);
    const url = siteUrl + path;
    await expect(page).toHaveTitle(title);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const description = await meta(page, 'meta[name="description"]');
    expect(description?.length).toBeGreaterThan(80);
    expect(description).toMatch(/estimat/i);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
    expect(await meta(page, 'meta[property="og:url"]')).toBe(url);
    expect(await meta(page, 'meta[property="og:title"]')).toBe(await page.title());
    expect(await meta(page, 'meta[property="og:description"]')).toBe(description);
    expect(await meta(page, 'meta[property="og:type"]')).toBe("website");
    expect(await meta(page, 'meta[property="og:image"]')).toBe(`${siteUrl}${socialCard.path}`);
    expect(await meta(page, 'meta[property="og:image:width"]')).toBe("1200");
    expect(await meta(page, 'meta[property="og:image:height"]')).toBe("630");
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta(page, 'meta[name="twitter:image"]')).toBe(`${siteUrl}${socialCard.path}`);
    expect(await meta(page, 'meta[name="theme-color"]')).toBe(colours.brand);
    await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
      "href",
      icons.svg,
    );
    await expect(page.locator('head link[rel="icon"][type="image/png"]')).toHaveAttribute(
      "href",
      icons.png32,
    );
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      icons.appleTouch,
    );
  });
}

test("the two pages have different titles and descriptions", async ({ request }) => {
  const heads = await Promise.all(PAGES.map(async ({ path }) => (await request.get(path)).text()));
  const pick = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
  const titles = heads.map((html) => pick(html, /<title>([^<]+)<\/title>/));
  const descriptions = heads.map((html) =>
    pick(html, /<meta name="description" content="([^"]+)"/),
  );
  expect(new Set(titles).size).toBe(2);
  expect(new Set(descriptions).size).toBe(2);
});

test("the home page describes the business as JSON-LD", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const block = html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1];
  const business = JSON.parse(block!);
  expect(business["@context"]).toBe("https://schema.org");
  expect(business["@type"]).toBe("ProfessionalService");
  expect(business.name).toBe("Exact Bids");
  expect(business.url).toBe(`${siteUrl}/`);
  expect(business.email).toBe("info@exactbids.com");
  expect(business.address).toMatchObject({
    "@type": "PostalAddress",
    addressLocality: "Islamabad",
  });
  expect(business.areaServed.map((area: { name: string }) => area.name)).toEqual([
    "United States",
    "Canada",
  ]);
  const offered = business.hasOfferCatalog.itemListElement.map(
    (offer: { itemOffered: { name: string } }) => offer.itemOffered.name,
  );
  expect(offered).toHaveLength(6);
  expect(offered).toContain("Mechanical Electrical & Plumbing (MEP)");
});

test("sitemap.xml lists both pages and robots.txt points to it, with absolute URLs", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  expect(locations).toEqual([`${siteUrl}/`, `${siteUrl}/contact-us`]);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test("the social card and icons are real images of the right size", async ({ page }) => {
  await page.goto("/");
  const sizes = await page.evaluate(
    async (paths) => {
      const load = (src: string) =>
        new Promise<[number, number]>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
          image.onerror = () => reject(new Error(`${src} did not load`));
          image.src = src;
        });
      return {
        card: await load(paths.card),
        apple: await load(paths.apple),
        png: await load(paths.png),
        svg: await load(paths.svg),
      };
    },
    { card: socialCard.path, apple: icons.appleTouch, png: icons.png32, svg: icons.svg },
  );
  expect(sizes).toMatchObject({ card: [1200, 630], apple: [180, 180], png: [32, 32] });
});

test("every image on the pages has explicit dimensions and is served by the site itself", async ({
  page,
}) => {
  const origins = new Set<string>();
  page.on("request", (request) => origins.add(new URL(request.url()).origin));
  for (const { path } of PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    for (const image of await page.locator("img").all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
  }
  expect([...origins].filter((origin) => !origin.startsWith("data:") && origin !== "null")).toEqual(
    [new URL(page.url()).origin],
  );
});
