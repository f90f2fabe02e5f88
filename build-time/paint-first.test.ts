import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_MARKS } from "../app/enquiry/schema";
import {
  AT_PAINT_ID,
  AT_PAINT_WAIT_MS,
  DEFERRED_HYDRATION_ID,
  FIRST_PAINT_TIMEOUT_MS,
  PAINT_ENTRY_GRACE_MS,
  atPaintModule,
  deferHydration,
} from "./paint-first";

let clientDir: string;
const assets = (file: string) => join(clientDir, "assets", file);

beforeEach(async () => {
  clientDir = await mkdtemp(join(tmpdir(), "paint-first-"));
  await mkdir(join(clientDir, "assets"));
});
afterEach(() => rm(clientDir, { recursive: true, force: true }));

describe("atPaintModule", () => {
  it("follows the module's static imports however deep, each once, and not its dynamic ones", async () => {
    const chunks = {
      "form-at-paint-A1.js": 'import{a as e}from"./store-B2.js";import"./runtime-C3.js";e();',
      "store-B2.js":
        'import{t}from"./runtime-C3.js";import{d}from"./deep-F6.js";const s=()=>import("./sdk-D4.js");export{s as a};',
      "runtime-C3.js": "export const t=1;",
      "deep-F6.js": "export const d=1;",
    };
    for (const [file, code] of Object.entries(chunks)) await writeFile(assets(file), code);
    const { src, imports } = await atPaintModule(clientDir, "assets");
    expect(src).toBe("/assets/form-at-paint-A1.js");
    expect(imports.toSorted()).toEqual([
      "/assets/deep-F6.js",
      "/assets/runtime-C3.js",
      "/assets/store-B2.js",
    ]);
  });

  it("says which file it expected, and where, when the build has none", async () => {
    await expect(atPaintModule(clientDir, "assets")).rejects.toThrow(
      /expected one form-at-paint-\*\.js in .*assets, found 0.*atPaintPlugin\(\)/,
    );
  });
});

describe("deferHydration", () => {
  const atPaint = { src: "/assets/send-A1.js", imports: ["/assets/store-B2.js"] };
  const preload = '<link rel="modulepreload" href="/assets/entry.client-E5.js">';
  // React Router's hydration script, as it writes it.
  const script =
    '<script type="module" async="">import "/assets/manifest-M1.js";\n' +
    'import * as route0 from "/assets/root-R0.js";\n' +
    'import * as route1 from "/assets/home-H1.js";\n' +
    '  window.__reactRouterRouteModules = {"root":route0,"routes/en/home":route1};\n' +
    'import("/assets/entry.client-E5.js");</script>';
  const scriptText = script.replace(/^<script[^>]*>|<\/script>$/g, "");
  const page = (body: string) =>
    `<html><head>${preload}${script}</head><body>${body}</body></html>`;
  const hydrationOf = (file: string) =>
    `${preload}<script type="module" src="/${file}"></script></template>`;
  const defer = (html: string, file = "index.html") =>
    deferHydration(html, file, atPaint, "assets");

  it("moves React Router's hydration script, unchanged, into a module named by its content, and hydrates with it", () => {
    const { html, hydration } = defer(page("<main></main>"));
    expect(hydration.text).toBe(scriptText);
    expect(hydration.file).toMatch(/^assets\/hydrate-[\w-]{10}\.js$/);
    expect(html).not.toContain("import(");
    expect(html).toContain(`<template id="hydrate-after-paint">${hydrationOf(hydration.file)}`);
    const other = defer(page("<main></main>").replace("home-H1", "faq-F1"), "faq.html");
    expect(other.hydration.file).not.toBe(hydration.file);
  });
  const form = (inner: string) => `<form ${FORM_MARKS.form}="">${inner}</form>`;

  it("runs the at-paint module, its imports preloaded, ahead of hydration on a page with the form, and only there", () => {
    const { html, hydration } = defer(page(form("<button>Send</button>")), "contact.html");
    const atPaintTemplate =
      '<template id="run-at-paint"><link rel="modulepreload" href="/assets/store-B2.js">' +
      '<script type="module" src="/assets/send-A1.js"></script></template>';
    expect(html).toContain(
      `${atPaintTemplate}<template id="hydrate-after-paint">${hydrationOf(hydration.file)}`,
    );
    const withoutForm = defer(page("<main></main>"));
    expect(withoutForm.html).not.toContain(`<template id="run-at-paint"`);
  });
});

describe("the loader", () => {
  const loader = deferHydration(
    '<html><head><script type="module" async="">import("/e.js");</script></head></html>',
    "index.html",
    { src: "/assets/send-A1.js", imports: [] },
    "assets",
  ).html.match(/<\/template><script>([\s\S]*)<\/script>/)![1]!;

  /**
   * Runs the loader in a stand-in page whose signs of the first paint the test gives one by one,
   * and counts how often it started (looked for the at-paint template) and hydrated.
   */
  function page({ paintTiming = true, hidden = false, form = false } = {}) {
    const looked: string[] = [];
    const frames: (() => void)[] = [];
    const onLoad: (() => void)[] = [];
    // On a page with the form: the at-paint template, and what becomes of its module script.
    const atPaintScript: Record<string, () => void> = {};
    let inserted = 0;
    let paintEntry = () => {};
    const global: Record<string, unknown> = {
      setTimeout,
      requestAnimationFrame: (run: () => void) => frames.push(run),
      addEventListener: (type: string, run: () => void) => type === "load" && onLoad.push(run),
      document: {
        visibilityState: hidden ? "hidden" : "visible",
        getElementById: (id: string) => {
          looked.push(id);
          return form && id === AT_PAINT_ID ? { content: {} } : null;
        },
        importNode: () => ({
          querySelector: () => ({
            addEventListener: (type: string, run: () => void) => (atPaintScript[type] = run),
          }),
        }),
        head: { append: () => void inserted++ },
      },
      PerformanceObserver: paintTiming
        ? class {
            static supportedEntryTypes = ["paint"];
            constructor(report: (list: unknown, observer: unknown) => void) {
              const list = { getEntriesByName: () => [{}] };
              let connected = true;
              const observer = { disconnect: () => void (connected = false) };
              paintEntry = () => connected && report(list, observer);
            }
            observe() {}
          }
        : undefined,
    };
    global.window = global;
    runInNewContext(loader, global);
    const count = (id: string) => looked.filter((each) => each === id).length;
    return {
      started: () => count(AT_PAINT_ID),
      /** How many times the loader put nodes into the head. */
      inserted: () => inserted,
      /** The at-paint module has run ("load") or could not ("error"). */
      atPaint: (outcome: "load" | "error") => atPaintScript[outcome]!(),
      hydrated: () => count(DEFERRED_HYDRATION_ID),
      paintEntry: () => paintEntry(),
      load: () => onLoad.forEach((run) => run()),
      /** The browser paints a frame: its animation frame callbacks run. */
      frame: () => frames.splice(0).forEach((run) => run()),
      framesAsked: () => frames.length,
      /** Every sign of a paint, late: the load event, the timeouts, a frame, a paint entry. */
      everySignLater() {
        onLoad.forEach((run) => run());
        vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS * 2);
        frames.splice(0).forEach((run) => run());
        paintEntry();
        vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS * 2);
      },
    };
  }

  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("starts at the first contentful paint, once, whatever comes after", () => {
    const tab = page();
    tab.paintEntry();
    expect(tab.started()).toBe(1);
    tab.everySignLater();
    expect([tab.started(), tab.hydrated()]).toEqual([1, 1]);
  });

  it.each(["load", "error", "no answer"] as const)(
    "on a page with the form, puts the at-paint module in at once and hydrates once, only after its %s (at most AT_PAINT_WAIT_MS), so that hydration's requests do not share the line with it",
    (outcome) => {
      const tab = page({ form: true });
      tab.paintEntry();
      expect(tab.inserted()).toBe(1);
      vi.advanceTimersByTime(AT_PAINT_WAIT_MS - 1);
      expect(tab.hydrated()).toBe(0);
      if (outcome !== "no answer") tab.atPaint(outcome);
      vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
      expect(tab.hydrated()).toBe(1);
      tab.atPaint("load"); // late, or again: no second hydration
      vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
      expect(tab.hydrated()).toBe(1);
    },
  );

  it.each([
    ["a grace after the load event", true, PAINT_ENTRY_GRACE_MS],
    ["its timeout, without the load event", false, FIRST_PAINT_TIMEOUT_MS],
  ])("without a paint entry, starts %s, once a frame is painted", (_, loads, wait) => {
    const tab = page();
    if (loads) tab.load();
    vi.advanceTimersByTime(wait - 1);
    expect(tab.framesAsked()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tab.started()).toBe(0);
    tab.frame();
    expect(tab.started()).toBe(0);
    vi.advanceTimersByTime(0);
    expect(tab.started()).toBe(1);
    tab.everySignLater();
    expect([tab.started(), tab.hydrated()]).toEqual([1, 1]);
  });

  it("in a hidden tab, which paints no frame, starts without one", () => {
    const tab = page({ hidden: true });
    tab.load();
    vi.advanceTimersByTime(PAINT_ENTRY_GRACE_MS);
    expect(tab.started()).toBe(1);
    expect(tab.framesAsked()).toBe(0);
  });

  it("where Paint Timing is missing, starts once its first frame is painted", () => {
    const tab = page({ paintTiming: false });
    expect(tab.started()).toBe(0);
    tab.frame();
    vi.advanceTimersByTime(0);
    expect(tab.started()).toBe(1);
  });
});
