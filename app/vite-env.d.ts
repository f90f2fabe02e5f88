/// <reference types="vite/client" />
import type { SiteConfig, SiteVariables } from "./site-variables";

declare global {
  /** The public settings the site reads (app/site-config.ts), as site-variables.ts declares them. */
  interface ImportMetaEnv extends SiteVariables {
    /** The settings the build resolved from the variables (build-time/site-config-plugin.ts). */
    readonly SITE_CONFIG: SiteConfig;
  }
}
