/// <reference types="vite/client" />
import type { SiteVariables } from "./site-variables";

declare global {
  /** The public settings the site reads (app/site-config.ts), as site-variables.ts declares them. */
  interface ImportMetaEnv extends SiteVariables {
    /** Set by the build (build-time/site-config-plugin.ts): true in the deploy build only. */
    readonly DEPLOY_BUILD: boolean;
  }
}
