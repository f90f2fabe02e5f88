/**
 * Readies the contact page for a visitor who follows a link to it before React has taken the
 * page: the build writes speculation rules into every other page (build-time/finish-build.ts),
 * and engines that have them (Chromium) prerender the contact page once the visitor points at a
 * link to it, so Send is live on arrival. The CSP allows the rules by their hash like every inline
 * script. They are the build's, not React's: React never renders them, and once it has hydrated
 * the page they go (`dropContactAhead`), since the router now shows the contact page in place
 * from the route's script, and a prerender would be wasted.
 *
 * No `<link rel="prefetch">` for the other engines: Firefox counts it against `default-src
 * 'none'`, and a page served `no-cache` is asked for again anyway.
 */

/**
 * The rules of every other page: the contact page in each language, each prerendered only once a
 * link to it is pointed at ("moderate"). One set for all pages, so the CSP needs one hash for it.
 */
export const contactAheadRules = (contactPaths: string[]) =>
  `<script type="speculationrules">${JSON.stringify({
    prerender: [{ urls: contactPaths, eagerness: "moderate" }],
  })}</script>`;

export function dropContactAhead() {
  document.querySelector('script[type="speculationrules"]')?.remove();
}
