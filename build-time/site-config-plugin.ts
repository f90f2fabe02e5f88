import { type Plugin, loadEnv } from "vite";
import { resolveSiteConfig } from "../app/site-variables.ts";

/** The local build (`npm start`) sends to the local endpoint; its mode says so. */
export const LOCAL_BUILD_MODE = "local-email";

/** The deploy build is a production build; `npm start` builds in the "local-email" mode. */
export function isDeployBuild(command: string, mode: string): boolean {
  return command === "build" && mode === "production";
}

/**
 * A build in any other mode (a host's "staging" preset, say) would ship a form that posts to an
 * endpoint no static host has: it stops and says which modes there are.
 */
export function checkBuildMode(command: string, mode: string): void {
  if (command !== "build" || mode === "production" || mode === LOCAL_BUILD_MODE) return;
  throw new Error(
    `Unknown build mode "${mode}". Build the site with \`npm run build\` (mode "production", ` +
      `sends through EmailJS) or \`npm run build:local\` (mode "${LOCAL_BUILD_MODE}", sends to ` +
      "the local endpoint of `npm start`).",
  );
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
        checkBuildMode(command, mode);
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
