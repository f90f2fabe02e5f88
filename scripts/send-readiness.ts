/**
 * How soon a visitor can send: on each contact page, the time from navigation until the Send
 * button is live (enabled, no longer "Getting ready…"), beside the first and largest contentful
 * paints, in Chromium throttled through the DevTools protocol as a mid-range phone on a poor
 * connection (150 ms round trip, 1.6 Mbps down, 4x CPU slowdown, 390 px wide), cold cache, medians.
 *
 * `npm run perf` prints it for the build it measures. To compare builds in one sitting (runs
 * alternate between them, so a busy machine weighs on both alike):
 *   npx tsx scripts/send-readiness.ts [--runs=N] <build/client folder> [<another> ...]
 */
import { type Browser, chromium } from "@playwright/test";
import { mkdtemp } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createSiteServer } from "../server/site-server.ts";
import { chromiumFlags, chromiumPath, paths } from "../tests/support/site-facts.ts";

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
}

/** The contact page of every language, at its canonical address. */
const contactPaths = Object.values(paths.contact);

/** One cold visit: milliseconds from navigation to the first paint, the largest, and a live Send. */
async function visit(browser: Browser, url: string): Promise<Omit<Readiness, "path">> {
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
  // Live: the submit button enabled. It is disabled exactly while no script can send yet (or
  // while sending, which no one does here), whatever the language of its label.
  await page.addInitScript(() => {
    const timing: { at?: number } = {};
    (window as unknown as { sendLive: typeof timing }).sendLive = timing;
    const observer = new MutationObserver(() => {
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (button && !button.disabled) {
        timing.at = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(
    () => (window as unknown as { sendLive: { at?: number } }).sendLive.at !== undefined,
    undefined,
    { timeout: 60_000, polling: 250 },
  );
  const timings = await page.evaluate(
    () =>
      new Promise<Omit<Readiness, "path">>((done) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1)?.startTime ?? Number.NaN;
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
          const live = (window as unknown as { sendLive: { at: number } }).sendLive.at;
          done({ fcp: fcp ?? Number.NaN, lcp, live });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  await context.close();
  return timings;
}

/** The median of a few runs (for an even count, the lower middle: a real run). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

/** Medians of `runs` cold visits of each page on each site, the sites taking turns. */
export async function measureReadiness(baseUrls: string[], runs: number) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    const samples = new Map<string, Array<Omit<Readiness, "path">>>();
    for (let run = 0; run < runs; run++) {
      for (const path of contactPaths) {
        for (const baseUrl of baseUrls) {
          const key = `${baseUrl} ${path}`;
          samples.set(key, [...(samples.get(key) ?? []), await visit(browser, baseUrl + path)]);
        }
      }
    }
    return baseUrls.map((baseUrl) =>
      contactPaths.map((path): Readiness => {
        const runs = samples.get(`${baseUrl} ${path}`)!;
        const of = (key: keyof Omit<Readiness, "path">) => median(runs.map((run) => run[key]));
        return { path, fcp: of("fcp"), lcp: of("lcp"), live: of("live") };
      }),
    );
  } finally {
    await browser.close();
  }
}

export function readinessTable(rows: Readiness[]): string {
  const cells = rows.map(({ path, fcp, lcp, live }) => [
    path,
    ...[fcp, lcp, live].map((ms) => String(Math.round(ms))),
  ]);
  return alignedTable(["Page", "FCP ms", "LCP ms", "Send live ms"], cells, 1);
}

/** A plain-text table: the first `names` columns left-aligned, the numbers after them right. */
export function alignedTable(header: string[], cells: string[][], names: number): string {
  const lines = [header, ...cells];
  const widths = lines[0]!.map((_, column) =>
    Math.max(...lines.map((line) => line[column]!.length)),
  );
  return lines
    .map((line) =>
      line
        .map((cell, column) =>
          column < names ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join("  "),
    )
    .join("\n");
}

/** Serves a built site (a build/client folder) on a free port, compressed as a CDN would. */
export async function serveBuild(root: string) {
  const server = createSiteServer({
    root: resolve(root),
    host: "127.0.0.1",
    outboxDir: await mkdtemp(join(tmpdir(), "readiness-outbox-")),
  }).listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 5);
  const roots = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const sites = await Promise.all((roots.length > 0 ? roots : ["build/client"]).map(serveBuild));
  try {
    const results = await measureReadiness(
      sites.map(({ baseUrl }) => baseUrl),
      runs,
    );
    for (const [index, rows] of results.entries()) {
      console.log(
        `\n${roots[index] ?? "build/client"}: medians of ${runs} cold visits\n${readinessTable(rows)}`,
      );
    }
  } finally {
    for (const { server } of sites) server.close();
  }
}
