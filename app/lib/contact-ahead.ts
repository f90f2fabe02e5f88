/**
 * Readies the contact page for a visitor who follows a link to it before React has taken the
 * page: the build writes speculation rules into every other page (build-time/finish-build.ts), and
 * engines that have them (Chromium) prerender the contact page once a link to it is pointed at
 * ("moderate"), so Send is live on arrival. React never renders the rules; once it has hydrated,
 * they go: the router shows the contact page in place, and a prerender would be wasted.
 *
 * No `<link rel="prefetch">` for the other engines: Firefox counts it against `default-src
 * 'none'`, and a page served `no-cache` is asked for again anyway.
 */

/** One set of rules for every other page, so the CSP needs one hash for it. */
export const contactAheadRules = (contactPaths: string[]) =>
  `<script type="speculationrules">${JSON.stringify({
    prerender: [{ urls: contactPaths, eagerness: "moderate" }],
  })}</script>`;

export function dropContactAhead() {
  document.querySelector('script[type="speculationrules"]')?.remove();
}
