/**
 * The site's public settings, read once from the `VITE_*` variables that Vite puts into the
 * bundle (`import.meta.env`, typed in vite-env.d.ts) and checked by site-variables.ts.
 */
import {
  EMAILJS_API_ORIGIN,
  type SiteConfig,
  deploySiteConfig,
  localSiteConfig,
} from "~/site-variables";

// Whether this is the deploy build is decided once, by the build (build-time/site-config-plugin.ts),
// and written into the bundle as a constant, so the bundle keeps only the branch it uses.
export const siteConfig: SiteConfig = import.meta.env.DEPLOY_BUILD
  ? deploySiteConfig(import.meta.env)
  : localSiteConfig(import.meta.env);

/**
 * Where the form sends: EmailJS in the deploy build; in every other build, the EmailJS-compatible
 * endpoint that `npm start` and the dev server run on the page's own origin.
 */
export function emailApiOrigin(): string {
  return siteConfig.sendsToEmailjs ? EMAILJS_API_ORIGIN : window.location.origin;
}
