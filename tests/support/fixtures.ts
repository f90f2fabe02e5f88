import { type Page, type Route, test as base, expect } from "@playwright/test";
import { colours } from "../../app/brand/brand.ts";
import { computed } from "./painted.ts";

/**
 * Every end-to-end test fails on an uncaught page error or a console error (Chromium logs each
 * CSP violation as one), unless the test declares the console errors it expects with
 * `expectConsoleErrors`.
 */
export const test = base.extend<{ expectConsoleErrors: (pattern: RegExp) => void }>({
  expectConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
      });
      await use((pattern) => allowed.push(pattern));
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * `expect.poll` asking again every 50 ms: Playwright's own backs off to a second between tries,
 * and a check mostly waits for something about to happen (an answer stored, a click, a reveal).
 */
export const poll = <T>(
  actual: () => T | Promise<T>,
  options: { message?: string; timeout?: number } = {},
) => expect.poll(actual, { intervals: [50], ...options });

export const TEAL = computed(colours.brand);
export const TRANSPARENT = "rgba(0, 0, 0, 0)";

/** The fixed site header, whose background is TRANSPARENT at the top and TEAL once scrolled. */
export const siteHeader = (page: Page) => page.locator("header").first();

/** Waits until React has hydrated the page (app/root.tsx marks <html data-hydrated>). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens `path` and waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reloadHydrated(page: Page) {
  await page.reload();
  await hydrated(page);
}
/**
 * React Router's client entry, which starts React: held, the page is never hydrated, and the
 * module that runs at the first paint (build-time/paint-first.ts) still runs.
 */
export const REACT_START = /\/assets\/entry\.client-[\w-]+\.js$/;

/**
 * Holds the site's script files (every one unless told which) until `release()`: the page stays
 * as prerendered, and the test acts in the gap before hydration. `count()` says how many are held.
 */
export async function holdScripts(page: Page, which: string | RegExp = "**/assets/*.js") {
  const held: Route[] = [];
  let releasing = false;
  await page.route(which, (route) => (releasing ? route.continue() : held.push(route)));
  return {
    count: () => held.length,
    async release() {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** When the page first painted (NaN: not yet), and when it requested each file `path` matches. */
export const requestTimes = (page: Page, path: RegExp) =>
  page.evaluate(
    (source) => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      starts: performance
        .getEntriesByType("resource")
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }),
    path.source,
  );

/** Collects every Content-Security-Policy violation the page reports. */
export async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`,
      ),
    );
  });
  return violations;
}
