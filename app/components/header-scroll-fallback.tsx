/**
 * Where CSS scroll timelines are missing (app.css, `.site-header`), marks <html data-scrolled>
 * while the page is scrolled. An inline script, so it works before hydration; the CSP allows it
 * by its hash, computed at build time. It belongs in the head: Chromium may paint after each
 * script the parser runs, so one in the body would paint the page in pieces.
 */
const SCRIPT = `if (!CSS.supports("animation-timeline: scroll()")) {
  var markScrolled = function () {
    document.documentElement.toggleAttribute("data-scrolled", window.scrollY > 0);
  };
  addEventListener("scroll", markScrolled, { passive: true });
  markScrolled();
}`;

export function HeaderScrollFallback() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
