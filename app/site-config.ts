/**
 * The site's public settings, as the build resolved and checked them from the `VITE_*` variables
 * (build-time/site-config-plugin.ts, app/site-variables.ts) and wrote into the bundle: the deploy
 * build's own values and nothing of the local ones, and no checking code in the browser.
 */
import { EMAILJS_API_ORIGIN } from "~/emailjs-api";
// Only the type: the schema and its checking stay in the build.
import type { SiteConfig } from "~/site-variables";

export const siteConfig: SiteConfig = import.meta.env.SITE_CONFIG;

/**
 * Where the form sends: EmailJS in the deploy build; in every other build, the EmailJS-compatible
 * endpoint that `npm start` and the dev server run on the page's own origin.
 */
export function emailApiOrigin(): string {
  return siteConfig.sendsToEmailjs ? EMAILJS_API_ORIGIN : window.location.origin;
}
