import type { SiteEnv } from "../config/site-env";

declare const __SITE_ENV__: SiteEnv;

/** The build-time configuration, resolved and checked by vite.config.ts. */
export const siteEnv: SiteEnv = __SITE_ENV__;
