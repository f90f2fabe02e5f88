import { type Plugin, loadEnv } from "vite";
import { resolveSiteConfig } from "../app/site-variables.ts";

/** The deploy build is a production build; `npm start` builds in the "local-email" mode. */
export function isDeployBuild(command: string, mode: string): boolean {
  return command === "build" && mode === "production";
}

/**
 * Checks the site's settings as the build starts, so a deploy build with a missing or bad
 * variable stops at once and names it. Tools that only read the Vite config (type generation)
 * are not stopped. The browser reads the same settings itself (app/site-config.ts).
 */
export function siteConfigPlugin(): Plugin {
  let problem: Error | undefined;
  return {
    name: "exact-bids:site-config",
    config(_, { command, mode }) {
      try {
        resolveSiteConfig(isDeployBuild(command, mode), loadEnv(mode, process.cwd(), "VITE_"));
      } catch (error) {
        problem = error as Error;
      }
    },
    buildStart() {
      if (problem) this.error(problem.message);
    },
  };
}
