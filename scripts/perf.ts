/**
 * Builds the site, serves it locally (compressed, like production) and runs Lighthouse on each page:
 * mobile, default simulated throttling. Saves the JSON reports to reports/lighthouse/, prints one
 * table of scores, metrics and transferred bytes, then checks the bars and exits 1 if any fail.
 * Usage: tsx scripts/perf.ts [--no-build]
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumPath } from "./test-tools.ts";

// Report file name -> path.
const PAGES = { home: "/", "contact-us": "/contact-us" };
const CATEGORIES = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
} as const;
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;
// Lighthouse resourceType -> table column.
const RESOURCE_GROUPS = {
  JS: "Script",
  CSS: "Stylesheet",
  HTML: "Document",
  Fonts: "Font",
  Images: "Image",
} as const;
// The machine is offline: keep Chromium from phoning home, which would also skew the measurements.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
const HOME_JS_BUDGET_BYTES = 130 * 1024;
const SERVER_READY_TIMEOUT_MS = 30_000;
const REPORT_DIR = resolve("reports/lighthouse");

type Category = keyof typeof CATEGORIES;
type Metric = keyof typeof METRICS;
type ResourceGroup = keyof typeof RESOURCE_GROUPS;
interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}
interface PageResult {
  path: string;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  transfer: Record<ResourceGroup, number>;
}

// Children to stop on every exit path: success, failure, a crash and Ctrl-C.
const cleanups: Array<() => void> = [];
process.once("SIGINT", () => exitAfterCleanup(130));
process.once("uncaughtException", (error) => {
  console.error(error);
  exitAfterCleanup(1);
});

const exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
exitAfterCleanup(exitCode);

async function main(): Promise<number> {
  if (!process.argv.includes("--no-build")) build();
  const results = await audit(await startServer());
  console.log(`\n${formatTable(results)}\n`);
  const failures = results.flatMap(checkBars);
  for (const failure of failures) console.log(failure);
  if (failures.length > 0) return 1;
  console.log("All bars met.");
  return 0;
}

// Exits explicitly: Lighthouse can leave sockets open that would keep Node running.
function exitAfterCleanup(code: number): never {
  for (const stop of cleanups.splice(0).reverse()) stop();
  process.exit(code);
}

function build(): void {
  const { status } = spawnSync("npm", ["run", "build:local"], { stdio: "inherit" });
  if (status !== 0) throw new Error("npm run build:local failed.");
}

async function startServer(): Promise<string> {
  const host = process.env.HOST || "127.0.0.1";
  const port = process.env.PORT || String(await findFreePort(host));
  // `node --import tsx` runs server/start.ts in this one process, so killing it stops the server.
  const server = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: { ...process.env, HOST: host, PORT: port },
    stdio: ["ignore", "pipe", "inherit"],
  });
  cleanups.push(() => {
    server.removeAllListeners("exit");
    server.kill();
  });
  return waitForReady(server);
}

function findFreePort(host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolvePort(address.port)
          : reject(new Error("No free port.")),
      );
    });
  });
}

function waitForReady(server: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    const seconds = SERVER_READY_TIMEOUT_MS / 1000;
    const timeout = () => reject(new Error(`The server was not ready within ${seconds} s.`));
    const timer = setTimeout(timeout, SERVER_READY_TIMEOUT_MS);
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Exact Bids is ready at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolveUrl(url);
      }
    });
    // Fatal even after the ready line: start.ts prints it before failing on a busy port.
    server.once("exit", (code) => {
      console.error(`The server exited unexpectedly (code ${code}).`);
      exitAfterCleanup(1);
    });
  });
}

async function audit(baseUrl: string): Promise<PageResult[]> {
  const chromePath = chromiumPath;
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: set CHROME_PATH.`);
  // killAll also stops a Chrome that is still starting, which chrome.kill() could not reach yet.
  cleanups.push(() => chromeLauncher.killAll());
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // our SIGINT handler stops Chrome together with the server
  });
  await mkdir(REPORT_DIR, { recursive: true });

  const results: PageResult[] = [];
  for (const [name, path] of Object.entries(PAGES)) {
    console.log(`Lighthouse: ${path}`);
    const lhr = await runLighthouse(new URL(path, baseUrl).href, chrome.port);
    await writeFile(resolve(REPORT_DIR, `${name}.json`), JSON.stringify(lhr, null, 2));
    results.push(summarize(path, lhr));
  }
  return results;
}

async function runLighthouse(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    formFactor: "mobile",
    throttlingMethod: "simulate",
    onlyCategories: Object.keys(CATEGORIES),
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

function summarize(path: string, lhr: Result): PageResult {
  // network-requests lists every request; transferSize is the compressed size on the wire.
  const details = lhr.audits["network-requests"]?.details as
    { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  return {
    path,
    scores: mapValues(CATEGORIES, (_label, id) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100),
    ),
    metrics: mapValues(METRICS, (id) => lhr.audits[id]?.numericValue ?? Number.NaN),
    transfer: mapValues(RESOURCE_GROUPS, (type) =>
      requests
        .filter((request) => request.resourceType === type)
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    ),
  };
}

function mapValues<K extends string, V>(
  source: Record<K, V>,
  fn: (value: V, key: K) => number,
): Record<K, number> {
  return Object.fromEntries(
    Object.entries<V>(source).map(([key, value]) => [key, fn(value, key as K)]),
  ) as Record<K, number>;
}

function formatTable(results: PageResult[]): string {
  const metricColumns = Object.keys(METRICS).map((m) => (m === "CLS" ? m : `${m} ms`));
  const transferColumns = Object.keys(RESOURCE_GROUPS).map((group) => `${group} KB`);
  const header = ["Page", "Perf", "A11y", "BP", "SEO", ...metricColumns, ...transferColumns];
  const rows = results.map((r) => [
    r.path,
    ...Object.values(r.scores).map(String),
    ...Object.entries(r.metrics).map(([metric, value]) =>
      metric === "CLS" ? value.toFixed(3) : String(Math.round(value)),
    ),
    ...Object.values(r.transfer).map(kilobytes),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)),
  );
  // Page names read best left-aligned, numbers right-aligned.
  const formatRow = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  return [header, ...rows].map(formatRow).join("\n");
}

function checkBars({ path, scores, metrics, transfer }: PageResult): string[] {
  const failures: string[] = [];
  if (scores.performance < 98) failures.push(`Performance ${scores.performance} < 98`);
  for (const id of ["accessibility", "best-practices", "seo"] as const) {
    if (scores[id] < 100) failures.push(`${CATEGORIES[id]} ${scores[id]} < 100`);
  }
  const cls = metrics.CLS.toFixed(3);
  if (Number(cls) !== 0) failures.push(`CLS ${cls} > 0`);
  if (path === "/" && transfer.JS > HOME_JS_BUDGET_BYTES) {
    failures.push(`JS transfer ${kilobytes(transfer.JS)} KB > ${HOME_JS_BUDGET_BYTES / 1024} KB`);
  }
  return failures.map((failure) => `FAIL ${path}: ${failure}`);
}

function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
