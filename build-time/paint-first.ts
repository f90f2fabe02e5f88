/**
 * Paint first, and send soon: a prerendered page paints from its HTML and inline CSS, and
 * hydration starts as soon as that first paint has happened.
 *
 * React Router's <Scripts/> puts a `<link rel="modulepreload">` for every chunk in the head and
 * starts hydration with an inline module script. Chromium fetches those preloads at High priority
 * ahead of the page, so on a slow link the first paint would wait for all the hydration JavaScript
 * (and Lighthouse counts them as render-blocking). This step of the build (finish-build.ts runs it
 * on every page) marks each preload `fetchpriority="low"`: the modules download while the page
 * paints, never ahead of it, so the form is live about 0.4 s sooner on a slow phone than when they
 * were requested after the paint (npm run perf). The module script that runs them moves, unchanged,
 * into an inert <template>, and a small loader puts it into the page once the first paint has
 * happened. The CSP hashes are computed afterwards, from the pages as shipped.
 */
export const DEFERRED_HYDRATION_ID = "hydrate-after-paint";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">[\s\S]*?<\/script>/;

/**
 * Waits for the first contentful paint (Paint Timing; where it is missing, for a task queued from
 * the first animation frame, which runs once that frame is painted), then inserts the template's
 * module script into the head, where it invalidates no style of the page; a cloned script runs
 * when inserted, with its modules already fetched.
 */
const LOADER = `(function () {
  var hydrate = function () {
    var template = document.getElementById("${DEFERRED_HYDRATION_ID}");
    document.head.append(document.importNode(template.content, true));
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
  const script = html.match(HYDRATION_SCRIPT)?.[0];
  if (!script) {
    throw new Error(
      `paint-first: no hydration module script in ${file}. React Router's <Scripts/> output has ` +
        "changed; update HYDRATION_SCRIPT in build-time/paint-first.ts to match it.",
    );
  }
  const deferred =
    `<template id="${DEFERRED_HYDRATION_ID}">${script}</template>` + `<script>${LOADER}</script>`;
  return html
    .replace(MODULE_PRELOAD, (preload) => preload.replace("<link ", '<link fetchpriority="low" '))
    .replace(script, () => deferred);
}
