/**
 * What the main thread does before a page's first contentful paint, in Chromium throttled as
 * Lighthouse's real throttling has it (562.5 ms round trip, 1.6 Mbps, 4x CPU, a 412 px phone):
 * each task of more than 3 ms before the paint, with what took the time inside it (parsing, style,
 * layout, scripts). For when `npm run perf` says a page paints later and not why.
 *
 *   npx tsx scripts/trace-first-paint.ts [--runs=N] <build/client folder> [<path>]
 * (the English home page unless a path is given)
 */
import { chromium } from "@playwright/test";
import { type Throttling, serveBuild, throttledPage } from "./send-readiness.ts";
import { chromiumFlags, chromiumPath, paths } from "../tests/support/site-facts.ts";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
const [root, path = paths.home.en] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (!root) {
  console.error("Usage: npx tsx scripts/trace-first-paint.ts [--runs=N] <build/client> [<path>]");
  process.exit(1);
}

/** Lighthouse's real throttling: its figures, less the 10 % it leaves for the emulation's own cost. */
const LIGHTHOUSE_REAL_THROTTLING: Throttling = {
  latencyMs: 562.5,
  downloadBitsPerSecond: 1.6e6 * 0.9,
  uploadBitsPerSecond: 750e3 * 0.9,
  cpuSlowdown: 4,
};

const TASK = "RunTask";
const ms = (microseconds: number) => (microseconds / 1000).toFixed(1);

const { server, baseUrl } = await serveBuild(root);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (let run = 1; run <= runs; run++) {
    const events = await traceOneVisit(baseUrl + path);
    const start = events.find((event) => event.name === "navigationStart")!;
    const paint = events.find((event) => event.name === "firstContentfulPaint");
    if (!paint) throw new Error(`${path}: no first contentful paint in the trace`);
    const onMainThread = (event: TraceEvent) =>
      event.pid === paint.pid && event.tid === paint.tid && event.ph === "X";
    console.log(
      `${path}, run ${run} of ${runs}: first contentful paint at ${ms(paint.ts - start.ts)} ms`,
    );
    const tasks = events.filter(
      (event) =>
        onMainThread(event) && event.name === TASK && event.dur! > 3000 && event.ts < paint.ts,
    );
    for (const task of tasks) {
      const inside = events.filter(
        (event) =>
          onMainThread(event) &&
          event.name !== TASK &&
          event.dur! > 1000 &&
          event.ts >= task.ts &&
          event.ts + event.dur! <= task.ts + task.dur!,
      );
      const parts = inside.map((event) => `${event.name} ${ms(event.dur!)}`).join(", ");
      console.log(`  at ${ms(task.ts - start.ts)} ms, ${ms(task.dur!)} ms: ${parts}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}

/** One cold visit of `url`, throttled, traced until a second after its load event. */
async function traceOneVisit(url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const { page, cdp } = await throttledPage(context, LIGHTHOUSE_REAL_THROTTLING);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
  await cdp.send("Tracing.start", {
    categories:
      "devtools.timeline,blink.user_timing,loading,v8.execute,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(1000);
  await cdp.send("Tracing.end");
  await complete;
  await context.close();
  return events;
}
