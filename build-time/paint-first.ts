/**
 * Paint first: a prerendered page paints from its HTML and inline CSS before any script is
 * requested, and hydration starts after that first paint, once the browser is idle (as islands
 * frameworks' `client:idle` does).
 *
 * React Router's <Scripts/> puts a `<link rel="modulepreload">` for every chunk in the head and
 * starts hydration with an inline module script. Chromium fetches those preloads at High priority
 * ahead of the page, so on a slow link the first paint waits for all the hydration JavaScript
 * (and Lighthouse counts them as render-blocking). This step of the build (finish-build.ts runs it
 * on every page) moves the preloads and the module script, unchanged, into an inert <template>,
 * and adds a small loader that puts them into the page after the first paint. The CSP hashes are
 * computed afterwards, from the pages as shipped.
 */
export const DEFERRED_HYDRATION_ID = "hydrate-after-paint";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">[\s\S]*?<\/script>/;

/**
 * Waits for the first contentful paint (Paint Timing; where it is missing, for a task queued from
 * the first animation frame, which runs once that frame is painted), then for the browser to be
 * idle (at most 2 s), and inserts the template's content into the head, where it invalidates no
 * style of the page: cloned scripts run when inserted, and the preloads fetch in parallel.
 * One node a task: starting a request costs the main thread a few milliseconds on a slow phone,
 * and ten at once would block input for longer than the 50 ms of a long task.
 */
const LOADER = `(function () {
  var whenIdle = window.requestIdleCallback || function (run) { setTimeout(run, 1); };
  var hydrate = function () {
    whenIdle(function () {
      var template = document.getElementById("${DEFERRED_HYDRATION_ID}");
      var nodes = [].slice.call(document.importNode(template.content, true).childNodes);
      (function insertNext() {
        document.head.append(nodes.shift());
        if (nodes.length > 0) setTimeout(insertNext);
      })();
    }, { timeout: 2000 });
  };
  var paintTiming = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if ((paintTiming || []).indexOf("paint") >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      hydrate();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(hydrate); });
  }
})();`;

export function deferHydration(html: string, file: string): string {
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  const script = html.match(HYDRATION_SCRIPT)?.[0];
  if (!script) {
    throw new Error(
      `paint-first: no hydration module script in ${file}. React Router's <Scripts/> output has ` +
        "changed; update HYDRATION_SCRIPT in build-time/paint-first.ts to match it.",
    );
  }
  const deferred =
    `<template id="${DEFERRED_HYDRATION_ID}">${preloads.join("")}${script}</template>` +
    `<script>${LOADER}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(script, () => deferred);
}
