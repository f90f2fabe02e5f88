/**
 * Where CSS scroll timelines are missing (app.css, `.site-header`), marks <html data-scrolled>
 * while the page is scrolled. Part of the head's inline script (root.tsx), so it works
 * before hydration.
 */
export const HEADER_SCROLL_FALLBACK = `if (!CSS.supports("animation-timeline: scroll()")) {
  // Block-scoped, so the minifier may shorten its name (a top-level name would be a global).
  const markScrolled = () =>
    document.documentElement.toggleAttribute("data-scrolled", window.scrollY > 0);
  addEventListener("scroll", markScrolled, { passive: true });
  markScrolled();
}`;
