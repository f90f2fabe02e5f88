import { type Plugin, loadEnv } from "vite";
import { resolveSiteConfig } from "../app/site-variables.ts";

/** The deploy build's mode (`npm run build`), and the local one (`npm run build:local`). */
export const BUILD_MODES = { deploy: "production", local: "local-email" } as const;

/**
 * Whether a build is the deploy build: decided here alone. The build checks its variables by it,
 * finish-build.ts writes the sitemap by it, and the bundle gets it as `import.meta.env.DEPLOY_BUILD`.
 */
export function isDeployBuild(command: string, mode: string): boolean {
  return command === "build" && mode === BUILD_MODES.deploy;
}

/**
 * A build in any other mode (a host's "staging" preset, say) would ship a form that posts to an
 * endpoint no static host has: it stops and says which modes there are.
 */
export function checkBuildMode(command: string, mode: string): void {
  if (command !== "build" || Object.values<string>(BUILD_MODES).includes(mode)) return;
  throw new Error(
    `Unknown build mode "${mode}". Build the site with \`npm run build\` (mode "${BUILD_MODES.deploy}", ` +
      `sends through EmailJS) or \`npm run build:local\` (mode "${BUILD_MODES.local}", sends to ` +
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
      const deploy = isDeployBuild(command, mode);
      try {
        checkBuildMode(command, mode);
        resolveSiteConfig(deploy, loadEnv(mode, process.cwd(), "VITE_"));
      } catch (error) {
        problem = error as Error;
      }
      return { define: { "import.meta.env.DEPLOY_BUILD": JSON.stringify(deploy) } };
    },
    buildStart() {
      if (problem) this.error(problem.message);
    },
  };
}
