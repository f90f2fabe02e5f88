import { type Plugin, loadEnv } from "vite";
import { resolveSiteConfig } from "../app/site-variables.ts";

/** The deploy build's mode (`npm run build`), and the local one (`npm run build:local`). */
const BUILD_MODES = { deploy: "production", local: "local-email" } as const;

/**
 * Whether a build is the deploy build: decided here alone. The build checks its variables and
 * resolves the site's settings by it (the plugin below), and finish-build.ts writes the sitemap.
 */
export const isDeployBuild = (command: string, mode: string) =>
  command === "build" && mode === BUILD_MODES.deploy;

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
 * are not stopped. The settings it resolved go into the bundle as `import.meta.env.SITE_CONFIG`
 * (app/site-config.ts): the browser ships no checking code and only this build's values.
 */
export function siteConfigPlugin(): Plugin {
  let problem: Error | undefined;
  return {
    name: "exact-bids:site-config",
    config(_, { command, mode }) {
      try {
        checkBuildMode(command, mode);
        const env = loadEnv(mode, process.cwd(), "VITE_");
        const siteConfig = resolveSiteConfig(isDeployBuild(command, mode), env);
        return { define: { "import.meta.env.SITE_CONFIG": JSON.stringify(siteConfig) } };
      } catch (error) {
        problem = error as Error;
      }
    },
    buildStart() {
      if (problem) this.error(problem.message);
    },
  };
}
