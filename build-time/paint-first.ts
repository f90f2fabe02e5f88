/**
 * Paint first (docs/decisions/004-paint-first.md says how and why): React Router's module
 * preloads and hydration script go, unchanged, into an inert <template> that a small loader puts
 * into the page after the first paint; on the pages with the contact form, one small module that
 * makes Send live runs first.
 */
import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";
import { hasEnquiryForm } from "../app/enquiry/schema.ts";

export const DEFERRED_HYDRATION_ID = "hydrate-after-paint";
/** The template of the at-paint module (below) and its imports, on the pages with the form. */
export const AT_PAINT_ID = "run-at-paint";
// Where no paint is recorded, the loader starts at the sooner of these after it runs and after the
// load event (decision 004, "where no paint is reported").
export const FIRST_PAINT_TIMEOUT_MS = 2000;
export const PAINT_ENTRY_GRACE_MS = 1000;
/** The longest hydration waits for the at-paint module (React then makes Send live itself). */
export const AT_PAINT_WAIT_MS = 3000;

/**
 * The one module that runs at the first paint, without waiting for idle time or hydration: it
 * makes the contact form's Send live (app/enquiry/form-controller.ts). A chunk of the client
 * build of its own, entered through a one-line virtual module that calls it, sharing its modules
 * (the enquiry's store) with hydration's, so a press before hydration and React after it are one
 * page view's store.
 */
const AT_PAINT = {
  chunk: "form-at-paint",
  module: "app/enquiry/form-controller.ts",
  run: "controlFormAtPaint",
  entry: "virtual:exact-bids/form-at-paint",
};

/**
 * How the client build is split into chunks. Each file a page loads costs a request and its
 * headers (about 0.5 KB), and a browser opens six connections to a host: left to itself, the
 * bundler made the home page load fifteen files, most of them under 2 KB. In four groups instead,
 * a page loads about eight, and a contact page four at its first paint:
 * - "every-page": what the at-paint module shares with every page, through the root layout
 *   (delivery.ts sends what waits on this device; where the visit came from; the site's
 *   configuration and page table), with all they import. It never holds React, so Send goes live
 *   before React arrives.
 * - "enquiry": the rest of the enquiry's own modules and its validation library, needed only where
 *   the form is. Its members are named rather than followed: followed, they reached the modules
 *   every page shares, and every page then loaded the whole enquiry (about 6 KB). Its React hooks
 *   stay with the components that use them, so the at-paint chunk never waits for React.
 * - "frame": React, React Router, and the root layout with all it imports (the header, the
 *   drawer, the footer), with what every page's route also imports and the icons that pages of
 *   different kinds share (a few hundred bytes, where each would be a file): it becomes the root
 *   route's chunk. An icon of one kind of page (the trades' cards) goes with that page.
 * - "words-<language>": one language's words that several pages share (the process, the
 *   listings), in one file rather than one each; a page's own words stay with it.
 * No module preload helper: the few dynamic imports (the EmailJS SDK, the counter) have no
 * dependencies left to preload.
 */
const EVERY_PAGE = [
  "/app/enquiry/delivery.ts",
  "/app/enquiry/visit-source.ts",
  "/app/site-config.ts",
  "/app/content/pages.ts",
  "/app/content/ids.ts",
];
const ENQUIRY_ONLY = ["/app/enquiry/", "/node_modules/valibot/"];
const FRAME = [
  "/node_modules/react/",
  "/node_modules/react-dom/",
  "/node_modules/scheduler/",
  "/node_modules/react-router/",
  "/node_modules/lucide/dist/esm/icons/chevron-down.mjs",
  "/node_modules/lucide/dist/esm/icons/circle-check.mjs",
  "/app/root.tsx",
  "/app/components/process-steps.tsx",
  "/app/lib/meta-tags.ts",
];
/** The language of one language's words (app/content/<language>/*.ts and their JSON). */
const languageOf = (id: string) =>
  id
    .match(/content-in-one-language:(\w+):|\/app\/content\/(\w+)\//)
    ?.slice(1)
    .find(Boolean);

export function atPaintPlugin(): Plugin {
  const resolved = `\0${AT_PAINT.entry}`;
  return {
    name: "exact-bids:at-paint",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return undefined;
      return {
        build: {
          modulePreload: false,
          rolldownOptions: {
            // Required by a group that does not follow imports; lets an entry chunk export more.
            preserveEntrySignatures: "allow-extension",
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "every-page",
                    priority: 3,
                    test: (id) => EVERY_PAGE.some((module) => id.endsWith(module)),
                  },
                  {
                    name: "frame",
                    priority: 1,
                    test: (id) => FRAME.some((module) => id.includes(module)),
                  },
                  {
                    name: (id) => `words-${languageOf(id)}`,
                    test: (id) => languageOf(id) !== undefined,
                    minShareCount: 2,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: "enquiry",
                    priority: 2,
                    includeDependenciesRecursively: false,
                    test: (id) => ENQUIRY_ONLY.some((part) => id.includes(part)),
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildStart() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "chunk", id: AT_PAINT.entry, name: AT_PAINT.chunk });
    },
    resolveId: (id) => (id === AT_PAINT.entry ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const module = JSON.stringify(join(this.environment.config.root, AT_PAINT.module));
      return `import { ${AT_PAINT.run} } from ${module};\n${AT_PAINT.run}();\n`;
    },
  };
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** A static import in a built chunk (`import{a as b}from"./x.js"`, `import"./x.js"`), not `import(`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$\s{},*]*?\bfrom\s*)?"\.\/([\w.-]+\.js)"/g;

/**
 * The at-paint module's address in a client build, and those of every module it imports, however
 * deep, so the page can request them all at once: followed one level at a time, they cost a round
 * trip each.
 */
export async function atPaintModule(clientDir: string, assetsDir: string) {
  const dir = join(clientDir, assetsDir);
  const pattern = new RegExp(`^${AT_PAINT.chunk}-[\\w-]+\\.js$`);
  const found = (await readdir(dir)).filter((file) => pattern.test(file));
  if (found.length !== 1)
    throw new Error(
      `paint-first: expected one ${AT_PAINT.chunk}-*.js in ${dir}, found ${found.length}. ` +
        "Is atPaintPlugin() among the plugins of vite.config.ts?",
    );
  const imports = new Set<string>();
  const follow = async (file: string) => {
    for (const [, imported] of (await readFile(join(dir, file), "utf8")).matchAll(STATIC_IMPORT)) {
      if (imports.has(imported!)) continue;
      imports.add(imported!);
      await follow(imported!);
    }
  };
  await follow(found[0]!);
  const address = (file: string) => `/${assetsDir}/${file}`;
  return { src: address(found[0]!), imports: [...imports].map(address) };
}

/**
 * At the first sign of the paint, once: the at-paint module and its imports' preloads in one go;
 * once it has run or failed, at idle time, hydration's nodes one a task (decision 004 says why
 * each, and what counts as the sign).
 */
const LOADER = `(function () {
  var whenIdle = window.requestIdleCallback || function (run) { setTimeout(run, 1); };
  var hydrate = function () {
    var template = document.getElementById("${DEFERRED_HYDRATION_ID}");
    var nodes = template ? [].slice.call(document.importNode(template.content, true).childNodes) : [];
    (function insertNext() {
      if (nodes.length === 0) return;
      document.head.append(nodes.shift());
      setTimeout(insertNext);
    })();
  };
  var runAtPaint = function (then) {
    var template = document.getElementById("${AT_PAINT_ID}");
    if (!template) return then();
    var nodes = document.importNode(template.content, true);
    var script = nodes.querySelector("script");
    var done = false;
    var once = function () { if (!done) { done = true; then(); } };
    script.addEventListener("load", once);
    script.addEventListener("error", once);
    setTimeout(once, ${AT_PAINT_WAIT_MS});
    document.head.append(nodes);
  };
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    runAtPaint(function () {
      whenIdle(hydrate, { timeout: 2000 });
    });
  };
  var afterAFrame = function () {
    if (started) return;
    if (document.visibilityState === "hidden") return start();
    requestAnimationFrame(function () { setTimeout(start); });
  };
  var paintTiming = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if ((paintTiming || []).indexOf("paint") >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
    setTimeout(afterAFrame, ${FIRST_PAINT_TIMEOUT_MS});
    addEventListener("load", function () { setTimeout(afterAFrame, ${PAINT_ENTRY_GRACE_MS}); });
  } else {
    afterAFrame();
  }
})();`;

/**
 * The page, painting first, and its hydration module (the file to write beside the assets); the
 * at-paint module runs at the paint on pages with the contact form.
 */
export function deferHydration(
  html: string,
  file: string,
  atPaint: Awaited<ReturnType<typeof atPaintModule>>,
  assetsDir: string,
) {
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  const [script, scriptText] = html.match(HYDRATION_SCRIPT) ?? [];
  if (!script)
    throw new Error(
      `paint-first: no hydration module script in ${file}. React Router's <Scripts/> output has ` +
        "changed; update HYDRATION_SCRIPT in build-time/paint-first.ts to match it.",
    );
  // React Router's hydration script names the page's own route modules: inline, each page's would
  // need a hash of its own in the one CSP of every answer. It moves, unchanged, into a module named
  // by its content, which the CSP's 'self' allows.
  const hash = createHash("sha256").update(scriptText!).digest("base64url").slice(0, 10);
  const hydration = { file: `${assetsDir}/hydrate-${hash}.js`, text: scriptText! };
  const atPaintNodes = hasEnquiryForm(html)
    ? `<template id="${AT_PAINT_ID}">` +
      atPaint.imports.map((href) => `<link rel="modulepreload" href="${href}">`).join("") +
      `<script type="module" src="${atPaint.src}"></script></template>`
    : "";
  const deferred =
    atPaintNodes +
    `<template id="${DEFERRED_HYDRATION_ID}">${preloads.join("")}` +
    `<script type="module" src="/${hydration.file}"></script></template>` +
    `<script>${LOADER}</script>`;
  return { html: html.replace(MODULE_PRELOAD, "").replace(script, () => deferred), hydration };
}
