/**
 * Paint first: each page paints from its HTML and inline CSS before any script is requested, and
 * everything a visitor can do before hydration works without it (build-time/paint-first.ts): the
 * drawer, in drawer.spec.ts and drawer.engines.spec.ts; the real figures, pages.engines.spec.ts.
 */
import type { Page } from "@playwright/test";
import { AT_PAINT_ID, englishPagePaths, paths, words } from "../support/site-facts";
import { expect, holdScripts, test, poll, openHydrated, requestTimes } from "../support/fixtures";

const { contact } = words.en;

/** Every script file of the site was requested after the first contentful paint. */
async function expectScriptsAfterFirstPaint(page: Page) {
  const { firstPaint, starts } = await requestTimes(page, /\.js$/);
  expect(firstPaint).toBeGreaterThan(0);
  expect(starts.length).toBeGreaterThan(0);
  for (const start of starts) expect(start).toBeGreaterThan(firstPaint);
}

// One visit a page for all that the paint first asks of it; a page in English, its French one
// being the same route and the same build step with other words.
for (const path of englishPagePaths) {
  test(`${path} paints before any script: no preload competing, no script in the body before the end of its main content, the hydration scripts added one a task after the first paint`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head).toMatch(/<style[^>]*>[^<]*\.site-header/);

    // Chromium may paint after each inline script the parser runs: a script in the header made
    // the first paint the header alone, and the layout of everything else a long task after it.
    const beforeMainEnds = html.slice(html.indexOf("<body"), html.indexOf("</main>"));
    expect(beforeMainEnds).toContain("<h1");
    expect(beforeMainEnds.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)).toBeNull();

    // How many preloads and module scripts each insertion into the head brought at once: on a
    // page with the form, first the module that makes Send live with its imports, all at once;
    // then hydration's, one, so that none blocks input long.
    await page.addInitScript(() => {
      const batches: number[] = [];
      Object.assign(window, { hydrationBatches: batches });
      const isHydration = (node: Node) =>
        node instanceof Element && node.matches('link[rel="modulepreload"], script[type="module"]');
      new MutationObserver((records) => {
        for (const record of records) {
          const count = [...record.addedNodes].filter(isHydration).length;
          if (record.target === document.head && count > 0) batches.push(count);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await openHydrated(page, path);
    await expectScriptsAfterFirstPaint(page);
    const batches = await page.evaluate(
      () => (window as unknown as { hydrationBatches: number[] }).hydrationBatches,
    );
    const atPaint = html.match(new RegExp(`<template id="${AT_PAINT_ID}">(.*?)</template>`));
    const atPaintNodes = atPaint?.[1]!.match(/<(link|script)\b/g)!.length;
    const hydration = atPaintNodes ? batches.slice(1) : batches;
    if (atPaintNodes) expect(batches[0]).toBe(atPaintNodes);
    expect(hydration.length).toBeGreaterThan(2);
    expect(hydration).toEqual(hydration.map(() => 1));
  });
}

test("where CSS has no scroll timelines, the inline script marks the scrolled page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((condition: string) =>
      !condition.includes("animation-timeline") && supports(condition)) as typeof CSS.supports;
  });
  const scripts = await holdScripts(page);
  await page.goto(paths.home.en, { waitUntil: "domcontentloaded" });
  await poll(scripts.count).toBeGreaterThan(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-scrolled");
  await page.mouse.wheel(0, 500);
  await expect(page.locator("html")).toHaveAttribute("data-scrolled", "");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(page.locator("html")).not.toHaveAttribute("data-scrolled");
  await scripts.release();
});

// The engine's report missing as Firefox has it for a page first painted below its top
// (tests/pages/first-paint.engines.spec.ts).
const withoutPaintTiming = [
  {
    missing: "Paint Timing is missing",
    script: () => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: [] }),
    // The loader then starts at the first frame, which Chromium may time before its paint entry.
    afterPaint: false,
  },
  {
    missing: "the engine reports no first paint",
    script: () => {
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (options) {
        if (options?.type !== "paint") observe.call(this, options);
      };
    },
    afterPaint: true,
  },
];
for (const { missing, script, afterPaint } of withoutPaintTiming)
  test(`where ${missing}, the page still hydrates and Send goes live${afterPaint ? ", after the first paint" : ""}`, async ({
    page,
  }) => {
    await page.addInitScript(script);
    await openHydrated(page, paths.contact.en);
    await expect(page.getByRole("button", { name: contact.submit })).toBeEnabled();
    if (afterPaint) await expectScriptsAfterFirstPaint(page);
  });
