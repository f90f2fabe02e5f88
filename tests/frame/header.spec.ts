/**
 * The fixed header on a desktop's screen: its colour follows the scroll from the first paint on,
 * its links lead where they say, sections landing below it. (The colour in every engine, with
 * and without JavaScript: tests/pages/pages.engines.spec.ts; the menu below the breakpoint: drawer.)
 */
import type { Locator, Page } from "@playwright/test";
import { type PageId, paths, sectionPath, site, words } from "../support/site-facts";
import { TEAL, expect, holdScripts, hydrated, siteHeader, test, poll } from "../support/fixtures";

const { frame, home } = words.en;
const mainNav = (page: Page) => page.getByRole("navigation", { name: frame.mainNavLabel });

test.use({ viewport: { width: 1440, height: 900 } });

// The home page's hero, and the dark band every other page opens with (PageBand), the contact
// page's standing for them all. Transparent at the top and teal once scrolled, before hydration
// and after, in every engine: pages.engines.spec.ts.
for (const id of ["home", "contact"] as const satisfies PageId[]) {
  const path = paths[id].en;
  test(`the header on ${id}, teal once scrolled, never flashes while the page hydrates`, async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await poll(scripts.count).toBeGreaterThan(0);
    await page.mouse.wheel(0, 500);
    await expect(siteHeader(page)).toHaveCSS("background-color", TEAL);

    // Sample the header on every frame while the page hydrates: it must never flash.
    await page.evaluate(() => {
      const seen = new Set<string>();
      Object.assign(window, { headerColours: seen });
      const sample = () => {
        seen.add(getComputedStyle(document.querySelector("header")!).backgroundColor);
        if (!document.documentElement.hasAttribute("data-hydrated")) requestAnimationFrame(sample);
      };
      sample();
    });
    await scripts.release();
    await hydrated(page);
    const colours = await page.evaluate(() => [
      ...(window as unknown as { headerColours: Set<string> }).headerColours,
    ]);
    expect(colours).toEqual([TEAL]);
  });
}

const sections = (["about", "services"] as const).map((id) => ({
  label: frame.navigation.header[id],
  to: sectionPath(id, "en"),
  heading: home[id].heading,
}));

const titles = { home: site.name, contact: words.en.contact.title };

/** Follows `link` to the page `to`. */
async function follow(page: Page, link: Locator, to: keyof typeof titles) {
  await link.click();
  await expect(page).toHaveURL(paths[to].en);
  await expect(page.getByRole("heading", { level: 1, name: titles[to] })).toBeVisible();
}

// From the home page itself (a scroll) and from another page (a navigation, as from every other),
// back to it after each; then between the pages by Home, Contact Us and the logo.
test(`${sections.map(({ label }) => label).join(" and ")} in the header land on ${sections.map(({ to }) => to).join(" and ")} below the fixed header, from home and from contact; Contact Us, Home and the logo navigate between the pages`, async ({
  page,
}) => {
  const links = frame.navigation.header;
  const contactLink = mainNav(page).getByRole("link", { name: links.contact });
  await page.goto(paths.home.en);
  for (const from of ["home", "contact"] as const) {
    if (from === "contact") await follow(page, contactLink, "contact");
    for (const { label, to, heading } of sections)
      await test.step(`${label} from ${from}`, async () => {
        await mainNav(page).getByRole("link", { name: label }).click();
        await expect(page).toHaveURL(to);
        const target = page.getByRole("heading", { name: heading });
        await expect(target).toBeInViewport();
        await poll(async () => {
          const [header, heading] = [
            await siteHeader(page).boundingBox(),
            await target.boundingBox(),
          ];
          return heading!.y >= header!.y + header!.height;
        }).toBe(true);
        await page.goBack();
        await expect(page.getByRole("heading", { level: 1, name: titles[from] })).toBeVisible();
      });
  }
  await follow(page, mainNav(page).getByRole("link", { name: links.home }), "home");
  await follow(page, contactLink, "contact");
  await follow(page, page.getByRole("link", { name: site.name, exact: true }), "home");
});
