/**
 * How soon a visitor can send (docs/quality.md says what is measured), in Chromium throttled as a
 * mid-range phone on a poor connection, for `npm run perf`: of the build it measures, and of those
 * it compares it with, the runs taking turns.
 */
import { type Browser, chromium } from "@playwright/test";
import compression from "compression";
import express from "express";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sirv from "sirv";
import { serveOnLoopback } from "../server/port.ts";
import { createSiteServer } from "../server/site-server.ts";
import { languageList, paths } from "../tests/support/site-facts.ts";
import { chromiumFlags, chromiumPath } from "./test-tools.ts";

const THROTTLING = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
  width: 390,
};

export interface Readiness {
  path: string;
  fcp: number;
  lcp: number;
  live: number;
  /** From a click on the home page's link to the contact page (read, hydrated) to its form. */
  fromHomeToPage: number;
  /** From the same click to a live Send. */
  fromHome: number;
}

/** A site measured: where it is served, and what differs from this site's build. */
export interface MeasuredSite {
  origin: string;
  /** The pages it has. */
  has: Set<string>;
  /**
   * What shows its links are React's, so a tap navigates within the app: this site marks its
   * hydration on <html>; a client-rendered app's links are React's once it has drawn them.
   */
  hydrated?: string;
}

/** The contact page of every language, at its canonical address, and its home page. */
const contactPages = languageList.map((language) => ({
  path: paths.contact[language],
  home: paths.home[language],
}));

/**
 * A new tab, its network and CPU slowed through the DevTools protocol. It keeps, in the tab's
 * sessionStorage (which outlives a navigation), the time of the last click, of the first moment
 * the form's submit button is in the document, and of the first moment it is enabled: it is
 * disabled exactly while no script can send yet (or while sending, which no one does here),
 * whatever the language of its label.
 */
async function throttledTab(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: THROTTLING.width, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
  // No named functions inside: tsx would wrap them in a helper that the page does not have.
  await page.addInitScript(() => {
    addEventListener(
      "click",
      () => sessionStorage.setItem("clickedAt", String(performance.timeOrigin + performance.now())),
      true,
    );
    const observer = new MutationObserver(() => {
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (button && !sessionStorage.getItem("formAt"))
        sessionStorage.setItem("formAt", String(performance.timeOrigin + performance.now()));
      if (button && !button.disabled) {
        sessionStorage.setItem("liveAt", String(performance.timeOrigin + performance.now()));
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
  const stored = async (key: string) => {
    const handle = await page.waitForFunction((key) => sessionStorage.getItem(key), key, {
      timeout: 60_000,
      polling: 100,
    });
    return Number(await handle.jsonValue());
  };
  return { page, stored, close: () => context.close() };
}

/** One cold visit: milliseconds from navigation to the first paint, the largest, and a live Send. */
type ColdVisit = Pick<Readiness, "fcp" | "lcp" | "live">;

async function coldVisit(browser: Browser, url: string): Promise<ColdVisit> {
  const tab = await throttledTab(browser);
  await tab.page.goto(url, { waitUntil: "commit" });
  const liveAt = await tab.stored("liveAt");
  const timings = await tab.page.evaluate(
    (liveAt) =>
      new Promise<ColdVisit>((done) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1)?.startTime ?? Number.NaN;
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
          done({ fcp: fcp ?? Number.NaN, lcp, live: liveAt - performance.timeOrigin });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
    liveAt,
  );
  await tab.close();
  return timings;
}

/**
 * A visitor on the home page: it loads cold, they read until the network has been quiet for half
 * a second, then tap the first link to the contact page they see; milliseconds from the tap to the
 * contact page's form, and to a live Send.
 */
async function visitFromHome(
  browser: Browser,
  homeUrl: string,
  contactPath: string,
  hydrated = "html[data-hydrated]",
) {
  const tab = await throttledTab(browser);
  await tab.page.goto(homeUrl);
  await tab.page.locator(hydrated).first().waitFor({ state: "attached" });
  await tab.page.waitForLoadState("networkidle");
  await tab.page.locator(`a[href="${contactPath}"]:visible`).first().click();
  const clickedAt = await tab.stored("clickedAt");
  const fromHome = (await tab.stored("liveAt")) - clickedAt;
  const fromHomeToPage = (await tab.stored("formAt")) - clickedAt;
  await tab.close();
  return { fromHome, fromHomeToPage };
}

/** The median of a few runs (for an even count, the lower middle: a real run). */
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

/** Each figure's median over the runs; what is not a figure (a page, a method), the first run's. */
export const medians = <Run extends object>(runs: Run[]): Run =>
  Object.fromEntries(
    Object.entries(runs[0]!).map(([key, value]) => [
      key,
      typeof value === "number"
        ? median(runs.map((run) => run[key as keyof Run] as number))
        : value,
    ]),
  ) as Run;

/** Medians of `runs` cold visits of each page on each site, the sites taking turns. */
export async function measureReadiness(sites: MeasuredSite[], runs: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    // Each site's visits of each contact page.
    const samples = sites.map(() => contactPages.map((): Readiness[] => []));
    for (let run = 0; run < runs; run++) {
      for (const [page, { path, home }] of contactPages.entries()) {
        for (const [site, { origin, has, hydrated }] of sites.entries()) {
          if (!has.has(path)) continue;
          const cold = await coldVisit(browser, origin + path);
          const fromHome = await visitFromHome(browser, origin + home, path, hydrated);
          samples[site]![page]!.push({ path, ...cold, ...fromHome });
        }
      }
    }
    return samples.map((pages) => pages.filter((visits) => visits.length > 0).map(medians));
  } finally {
    await browser.close();
  }
}

export function readinessTable(rows: Readiness[]): string {
  const cells = rows.map(({ path, fcp, lcp, live, fromHomeToPage, fromHome }) => [
    path,
    ...[fcp, lcp, live, fromHomeToPage, fromHome].map((ms) => String(Math.round(ms))),
  ]);
  return alignedTable(
    ["Page", "FCP ms", "LCP ms", "Send live ms", "From home: tap to page ms", "to Send live ms"],
    cells,
    1,
  );
}

/** A plain-text table: the first `names` columns left-aligned, the numbers after them right. */
export function alignedTable(header: string[], cells: string[][], names: number): string {
  const lines = [header, ...cells];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  const aligned = (cell: string, column: number) =>
    column < names ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!);
  return lines.map((line) => line.map(aligned).join("  ")).join("\n");
}

/**
 * Serves a built site (a build/client folder) on a free port, compressed as a CDN would. Given the
 * routes of a client-rendered app (a Vite dist folder: no prerendered pages, no `_headers`), serves
 * its files compressed alike and answers those routes with its index.html.
 */
export async function serveBuild(root: string, routes?: string[]) {
  const app = routes
    ? express()
        .use(compression(), sirv(root, { etag: true }))
        .get(routes, (_req, res) => res.sendFile(join(resolve(root), "index.html")))
    : createSiteServer({
        root: resolve(root),
        host: "127.0.0.1",
        outboxDir: await mkdtemp(join(tmpdir(), "readiness-outbox-")),
      });
  return serveOnLoopback(app);
}
