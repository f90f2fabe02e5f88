/**
 * The ways to a quote: the header's link, the drawer's, the steps of the work, the home page's
 * closing band, and the contact page readied ahead. (The header link in view, clear of the logo and
 * the menu button, at a phone's and a desktop's width in every engine: pages.engines.spec.ts; the
 * time from a tap to Send live: `npm run perf`.)
 */
import type { Page } from "@playwright/test";
import { languageList, paths, words } from "../support/site-facts";
import { expect, holdScripts, hydrated, test, poll, openHydrated } from "../support/fixtures";

const speculationRules = (page: Page) => page.locator('script[type="speculationrules"]');

for (const language of languageList) {
  const { frame, home, process } = words[language];
  const contact = paths.contact[language];

  // The header is the frame's, the same on every page (specification.spec.ts); at a phone's
  // width, on every page, in every engine: tests/pages/pages.engines.spec.ts. The footer's link to
  // the questions, on every page: languages.spec.ts. The contact page shows the same steps
  // (app/components/process-steps.tsx) beside its form: its screenshots. One visit to the home
  // page, come back to after each link.
  test(`${language}: the home page offers "${frame.quote}" in the header at 1440 px and in the drawer under its links; it lists how the work goes, in order, with the time of each step, and leads to the questions; it closes with a band that leads to the contact page`, async ({
    page,
  }) => {
    const band = page.getByRole("region", { name: home.closing.heading });
    const backHome = async () => {
      await page.goBack();
      await expect(band).toBeAttached();
    };
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, paths.home[language]);
    await page.getByRole("banner").getByRole("link", { name: frame.quote, exact: true }).click();
    await expect(page).toHaveURL(contact);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[language].contact.title);
    await backHome();

    const steps = page
      .getByRole("list")
      .filter({ hasText: process.steps[0]!.title })
      .getByRole("listitem");
    await expect(steps).toHaveCount(process.steps.length);
    for (const [index, step] of process.steps.entries()) {
      await expect(steps.nth(index).getByRole("heading")).toHaveText(step.title);
      await expect(steps.nth(index)).toContainText(step.time, { ignoreCase: true });
      await expect(steps.nth(index)).toContainText(step.text);
    }
    expect(await steps.first().evaluate((item) => item.parentElement!.tagName)).toBe("OL");

    await expect(band).toContainText(home.closing.text);
    // The last thing before the footer.
    expect(await band.evaluate((section) => section.nextElementSibling)).toBeNull();
    await band.getByRole("link", { name: home.closing.cta }).click();
    await expect(page).toHaveURL(contact);
    await backHome();
    await page.getByRole("link", { name: process.faqLink }).click();
    await expect(page).toHaveURL(paths.faq[language]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[language].faq.title);
    await backHome();

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: frame.menu.open }).click();
    const drawer = page.getByRole("navigation", { name: frame.menu.label });
    await drawer.getByRole("link", { name: frame.quote, exact: true }).click();
    await expect(page).toHaveURL(contact);
    await expect(drawer).toBeHidden();
  });

  test(`${language}: before hydration the other pages ask the browser to prerender the contact page; once hydrated, and on the contact page, they do not`, async ({
    page,
  }) => {
    // What Chromium makes of the rules: accepted (no error), and aimed at the contact page.
    const session = await page.context().newCDPSession(page);
    const ruleSets: { sourceText: string; errorType?: string }[] = [];
    session.on("Preload.ruleSetUpdated", ({ ruleSet }) => ruleSets.push(ruleSet));
    await session.send("Preload.enable");

    const scripts = await holdScripts(page);
    await page.goto(paths.home[language], { waitUntil: "domcontentloaded" });
    await expect(speculationRules(page)).toHaveCount(1);
    await poll(() => ruleSets.length).toBe(1);
    expect(ruleSets[0]!.errorType).toBeUndefined();
    const [rule, ...others] = JSON.parse(ruleSets[0]!.sourceText).prerender;
    expect(others).toEqual([]);
    expect(rule).toMatchObject({ eagerness: "moderate" });
    expect(rule.urls).toContain(contact);

    await scripts.release();
    await hydrated(page);
    await expect(speculationRules(page)).toHaveCount(0);

    await page.unroute("**");
    await holdScripts(page);
    await page.goto(contact, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(speculationRules(page)).toHaveCount(0);
  });
}
