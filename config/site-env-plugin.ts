import { type Plugin, loadEnv } from "vite";
import { LOCAL_SITE_ENV, type SiteEnv, isDeployBuild, resolveSiteEnv } from "./site-env.ts";

export interface SiteEnvPlugin extends Plugin {
  api: { siteEnv: () => SiteEnv };
}

/**
 * Puts the checked build-time configuration into the bundle as `__SITE_ENV__`.
 * A deploy build with missing or bad variables stops when it starts building; tools that only
 * read the Vite config (type generation) are not stopped.
 */
export function siteEnvPlugin(): SiteEnvPlugin {
  let siteEnv = LOCAL_SITE_ENV;
  let problem: Error | undefined;
  return {
    name: "exact-bids:site-env",
    config(_, { command, mode }) {
      try {
        siteEnv = resolveSiteEnv(
          isDeployBuild(command, mode),
          loadEnv(mode, process.cwd(), "VITE_"),
        );
      } catch (error) {
        problem = error as Error;
      }
      return { define: { __SITE_ENV__: JSON.stringify(siteEnv) } };
    },
    buildStart() {
      if (problem) this.error(problem.message);
    },
    api: { siteEnv: () => siteEnv },
  };
}
