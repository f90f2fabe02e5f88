/**
 * `npm run perf`: Lighthouse (mobile) on every page of the local build, served compressed as a CDN
 * would, with simulated and real throttling; one table of medians, every report in
 * reports/lighthouse/, exit 1 when a median misses a bar. Then, on each contact page, how soon Send
 * is live (scripts/send-readiness.ts). Its options: USAGE below, and docs/quality.md.
 *
 * A short script rather than Lighthouse CI: @lhci/cli pins Lighthouse 12.6 (12.8 already fails on
 * this Chromium with NO_NAVSTART), runs one throttling method per configuration, and would still
 * need a script to print one table of both.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildDir } from "../build-time/build-dir.ts";
import { fail, orFail } from "../server/fail.ts";
import { allPagePaths, paths, tradePaths } from "../tests/support/site-facts.ts";
import { chromiumFlags, chromiumPath } from "./test-tools.ts";
import {
  type MeasuredSite,
  type Readiness,
  alignedTable,
  measureReadiness,
  medians,
  readinessTable,
  serveBuild,
} from "./send-readiness.ts";

const METHODS = { simulated: "simulate", real: "devtools" } as const;
type Method = keyof typeof METHODS;

/** The quality bars of the brief, checked on the medians. */
const BARS = {
  scores: {
    performance: { simulated: 100, real: 0 },
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
  },
  fcpMs: { simulated: 800, real: Infinity },
  lcpMs: { simulated: 900, real: 1200 },
  tbtMs: 50,
  cls: 0,
  /**
   * JavaScript a page loads, every script request counted (Lighthouse's transfer sizes). A trade's
   * page has no form: the home pages' bar.
   */
  scriptKb: { home: 105, contact: 115, trade: 105 } as Partial<Record<string, number>>,
  /**
   * A page's first response, headers included, within TCP's first window (10 segments of 1460
   * bytes): past it, the first paint waits a round trip more (Lighthouse models it so).
   */
  htmlBytes: 14_600,
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-sync",
  ...chromiumFlags,
];
const REPORT_DIR = resolve("reports/lighthouse");

type Row = ReturnType<typeof summarize>;

const USAGE = `npm run perf [-- --no-build] [--runs=N] [--pages=/,/fr/] [--compare=<build/client>] [--peer]
  --no-build  measures the last build (BUILD_DIR as for the build) without building first
  --runs      runs a page and throttling method (default 3; Send live: at least 5 visits)
  --pages     only these pages (Send live only where a contact page is among them)
  --compare   measures another build too, the runs taking turns; prints both and their ratio
  --peer      the same with the client-rendered reference, ../shared/peer beside the checkout,
              installed and built in a scratch folder, on the pages it has (/ and /contact-us)`;
const { values: args } = orFail(() =>
  parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      pages: { type: "string" },
      compare: { type: "string" },
      peer: { type: "boolean" },
      "no-build": { type: "boolean" },
      help: { type: "boolean" },
    },
  }),
);
if (args.help) {
  console.log(`Usage: ${USAGE}`);
  process.exit(0);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1)
  fail(`--runs must be a whole number of at least 1, got "${args.runs}".`);
const measured: string[] = args.pages?.split(",") ?? allPagePaths;
const unknown = measured.filter((path) => !(allPagePaths as string[]).includes(path));
if (unknown.length > 0)
  fail(`--pages: no page at ${unknown.join(", ")}; the pages are ${allPagePaths.join(", ")}.`);
if (!args["no-build"]) runOrExit("npm", ["run", "build:local"]);

interface Build extends Pick<MeasuredSite, "hydrated"> {
  root: string;
  /** What its reports' names start with. */
  name: string;
  /** A client-rendered app's routes, answered with its index.html (serveBuild). */
  routes?: string[];
}
// The build (build-time/build-dir.ts) and, with --compare=<another build/client folder> or --peer,
// that one too, the runs taking turns, so a busy machine weighs on both alike.
const peer = args.peer ? buildPeer() : undefined;
const builds: Build[] = [
  { root: join(buildDir(), "client"), name: "" },
  ...(args.compare ? [{ root: args.compare, name: "compared-" }] : []),
  ...(peer ? [peer] : []),
];
const sites = await Promise.all(
  builds.map(async (build) => {
    const served = await serveBuild(build.root, build.routes);
    // A build compared with may not have every page yet (or any more): it is measured on the others.
    const has = new Set<string>();
    for (const path of measured) if ((await fetch(new URL(path, served.origin))).ok) has.add(path);
    return { ...build, ...served, has, rows: [] as Row[], sends: [] as Readiness[] };
  }),
);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
await mkdir(REPORT_DIR, { recursive: true });

const visits = Math.max(runs, 5);
try {
  // Every page in every language (or those asked for), at the address its links and canonical URL use.
  for (const path of measured) {
    for (const method of Object.keys(METHODS) as Method[]) {
      const results = sites.map((): Row[] => []);
      for (let run = 1; run <= runs; run += 1) {
        for (const [index, { root, name, origin, has }] of sites.entries()) {
          if (!has.has(path)) continue;
          console.log(`Lighthouse ${path}, ${method} throttling, run ${run} of ${runs}, ${root}`);
          const lhr = await audit(new URL(path, origin).href, METHODS[method]);
          const page = path === paths.home.en ? "home" : path.slice(1).replaceAll("/", "-");
          await writeFile(
            join(REPORT_DIR, `${name}${page}-${method}-${run}.json`),
            JSON.stringify(lhr),
          );
          results[index]!.push(summarize(path, method, lhr));
        }
      }
      for (const [index, site] of sites.entries())
        if (results[index]!.length > 0) site.rows.push(medians(results[index]!));
    }
  }
  // How soon Send is live, where a contact page is measured.
  if (Object.values(paths.contact).some((path) => measured.includes(path))) {
    console.log(`Send readiness of the contact pages, ${visits} visits each`);
    const sends = await measureReadiness(sites, visits);
    for (const [index, site] of sites.entries()) site.sends = sends[index]!;
  }
} finally {
  chrome.kill();
  for (const { server } of sites) server.close();
  if (peer) rmSync(peer.scratch, { recursive: true, force: true });
}

for (const { root, rows, sends } of sites) {
  const readiness =
    sends.length > 0
      ? `\n\nSend live on the contact pages, medians of ${visits} cold visits\n${readinessTable(sends)}`
      : "";
  console.log(`\n${root}: medians of ${runs} runs\n${table(rows)}${readiness}`);
}
const [site, ...others] = sites;
for (const other of others) {
  console.log(
    `\nThis build against ${other.root}, medians of ${runs} runs\n${ratioTable(site!, other)}`,
  );
}
console.log(`\nReports in ${REPORT_DIR}`);
// The bars hold for the build under test, not for the one it is compared with.
const failures = sites[0]!.rows.flatMap(missedBars);
for (const failure of failures) console.log(`FAIL ${failure}`);
console.log(failures.length === 0 ? "All bars met." : `${failures.length} bar(s) missed.`);
// Exits explicitly: Lighthouse can leave sockets open that would keep Node running.
process.exit(failures.length === 0 ? 0 : 1);

/** One Lighthouse run; a failed trace recording (NO_NAVSTART on a busy machine) is run again. */
async function audit(
  url: string,
  throttlingMethod: Flags["throttlingMethod"],
  attemptsLeft = 3,
): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    formFactor: "mobile",
    throttlingMethod,
    // Every run a first visit: Lighthouse keeps the origin's local storage and IndexedDB by
    // default, where the site remembers the typeface (app/lib/typeface.ts) and drafts enquiries.
    clearStorageTypes: [...defaultSettings.clearStorageTypes, "local_storage", "indexeddb"],
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const problem = result?.lhr.runtimeError;
  if (result && !problem) return result.lhr;
  if (attemptsLeft > 1) {
    console.log(`  Lighthouse failed (${problem?.code ?? "no result"}); running it again.`);
    return audit(url, throttlingMethod, attemptsLeft - 1);
  }
  throw new Error(`Lighthouse failed on ${url}: ${problem?.message ?? "no result"}`);
}

function summarize(path: string, method: Method, lhr: Result) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // network-requests lists every request; transferSize is what went over the wire, compressed.
  const requests =
    (
      lhr.audits["network-requests"]?.details as
        { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> } | undefined
    )?.items ?? [];
  const kilobytes = (type: string) =>
    requests
      .filter(({ resourceType }) => resourceType === type)
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
  return {
    path,
    method,
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
    jsKb: kilobytes("Script"),
    jsRequests: requests.filter(({ resourceType }) => resourceType === "Script").length,
    cssKb: kilobytes("Stylesheet"),
    htmlKb: kilobytes("Document"),
  };
}

function missedBars(row: Row): string[] {
  const where = `${row.path} (${row.method})`;
  const missed: string[] = [];
  const atLeast = (label: string, value: number, bar: number) =>
    value < bar && missed.push(`${where}: ${label} ${value} < ${bar}`);
  const atMost = (label: string, value: number, bar: number) =>
    value > bar && missed.push(`${where}: ${label} ${value} > ${bar}`);
  atLeast("Performance", row.perf, BARS.scores.performance[row.method]);
  atLeast("Accessibility", row.a11y, BARS.scores.accessibility);
  atLeast("Best Practices", row.bp, BARS.scores.bestPractices);
  atLeast("SEO", row.seo, BARS.scores.seo);
  atMost("FCP ms", Math.round(row.fcp), BARS.fcpMs[row.method]);
  atMost("LCP ms", Math.round(row.lcp), BARS.lcpMs[row.method]);
  atMost("TBT ms", Math.round(row.tbt), BARS.tbtMs);
  atMost("CLS", Number(row.cls.toFixed(3)), BARS.cls);
  const isPage = (path: Record<string, string>) => Object.values(path).includes(row.path);
  const page = tradePaths.some(isPage)
    ? "trade"
    : Object.entries(paths).find(([, path]) => isPage(path))?.[0];
  const scriptBar = page && BARS.scriptKb[page];
  if (scriptBar) atMost("JS KB", Number(row.jsKb.toFixed(1)), scriptBar);
  atMost("HTML bytes", Math.round(row.htmlKb * 1024), BARS.htmlBytes);
  return missed;
}

function table(data: Row[]): string {
  const header = "Page,Method,Perf,A11y,BP,SEO,FCP ms,LCP ms,TBT ms,CLS,SI ms,JS KB,CSS KB,HTML KB";
  const cells = data.map((row) => [
    row.path,
    row.method,
    ...[row.perf, row.a11y, row.bp, row.seo, row.fcp, row.lcp, row.tbt].map((n) =>
      String(Math.round(n)),
    ),
    row.cls.toFixed(3),
    String(Math.round(row.si)),
    ...[row.jsKb, row.cssKb, row.htmlKb].map((n) => n.toFixed(1)),
  ]);
  return alignedTable(header.split(","), cells, 2);
}

function runOrExit(command: string, args: string[], cwd?: string) {
  if (spawnSync(command, args, { stdio: "inherit", cwd }).status !== 0) process.exit(1);
}

/**
 * The client-rendered reference (../shared/peer beside the checkout: the specification's own
 * architecture) copied into a scratch folder, there installed with its own locked packages and
 * built with its own build: a single-page app with the English home and contact pages.
 */
function buildPeer(): Build & { scratch: string } {
  const source = resolve(import.meta.dirname, "../../shared/peer");
  if (!existsSync(join(source, "package.json")))
    fail(`--peer: no client-rendered reference in ${source} (../shared/peer beside the checkout).`);
  const scratch = mkdtempSync(join(tmpdir(), "exact-bids-peer-"));
  cpSync(source, scratch, { recursive: true, filter: (path) => !path.includes("node_modules") });
  console.log(`Installing and building the reference in ${scratch}`);
  // As .ci/run: `npm ci` can reject a correct lock file for other platforms' optional packages.
  const install = ["--no-audit", "--no-fund"];
  if (spawnSync("npm", ["ci", ...install], { stdio: "inherit", cwd: scratch }).status !== 0)
    runOrExit("npm", ["install", ...install], scratch);
  runOrExit("npm", ["run", "build"], scratch);
  return {
    root: join(scratch, "dist"),
    name: "peer-",
    scratch,
    routes: [paths.home.en, paths.contact.en],
    hydrated: "#root > *",
  };
}

/**
 * Page by page where both were measured: the figures that compare the build with another (the
 * JavaScript as Lighthouse counts it, code fetched ahead included), both medians and their ratio.
 */
function ratioTable(site: (typeof sites)[number], other: (typeof sites)[number]): string {
  const figures: Array<[string, (row: Row) => number, number]> = [
    ["JS KB", (row) => row.jsKb, 1],
    ["JS requests", (row) => row.jsRequests, 0],
    ["TBT ms", (row) => row.tbt, 0],
    ["LCP ms", (row) => row.lcp, 0],
    ["FCP ms", (row) => row.fcp, 0],
    ["Performance", (row) => row.perf, 0],
  ];
  const cell = (path: string, figure: string, mine: number, theirs: number, digits = 0) => [
    path,
    figure,
    mine.toFixed(digits),
    theirs.toFixed(digits),
    theirs === 0 ? "-" : (mine / theirs).toFixed(2),
  ];
  const cells = measured.flatMap((path) => {
    const lighthouse = (Object.keys(METHODS) as Method[]).flatMap((method) => {
      const [mine, theirs] = [site, other].map(({ rows }) =>
        rows.find((row) => row.path === path && row.method === method),
      );
      if (!mine || !theirs) return [];
      return figures.map(([figure, of, digits]) =>
        cell(path, `${figure}, ${method}`, of(mine), of(theirs), digits),
      );
    });
    const [mine, theirs] = [site, other].map(({ sends }) =>
      sends.find((send) => send.path === path),
    );
    if (!mine || !theirs) return lighthouse;
    return [...lighthouse, cell(path, "Send live ms", mine.live, theirs.live)];
  });
  return alignedTable(["Page", "Figure", "Site", "Reference", "Site/reference"], cells, 2);
}
