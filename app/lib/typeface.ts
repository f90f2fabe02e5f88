/**
 * The firm's typeface (app.css's first @font-face) arrives without costing the first paint or
 * moving anything: a first visit paints in its metric-matched stand-ins and fetches it once the
 * page is live; from then on <html data-typeface>, set in the head before the first paint, names it
 * and `font-display: optional` takes it from the browser's cache. Without JavaScript, app.css names
 * it at once. (docs/decisions/013-typeface-from-the-second-page.md says why not a preload.)
 */
const TYPEFACE = "Public Sans";

/** Set once the typeface has been fetched: the next pages may name it from their first paint. */
const FETCHED = "exact-bids:typeface";

/** For the head's inline script: names the typeface if a page of the site has fetched it. */
export const TYPEFACE_IF_FETCHED = `try {
  if (localStorage.getItem(${JSON.stringify(FETCHED)})) document.documentElement.dataset.typeface = "";
} catch (error) {}`;

/** After hydration: fetches the typeface for the next pages, unless this one already names it. */
export function fetchTypefaceForNextPages() {
  if ("typeface" in document.documentElement.dataset) return;
  document.fonts.load(`1em "${TYPEFACE}"`).then(
    (faces) => {
      try {
        if (faces.length > 0) localStorage.setItem(FETCHED, "1");
      } catch {
        // Storage refused (private mode, full): every page keeps the stand-ins.
      }
    },
    // Offline, or a new deploy renamed the file: the stand-ins stay.
    () => {},
  );
}
