/**
 * `npm run serve:cloudflare`: the last deploy build served by Cloudflare's own runtime (`wrangler
 * pages dev`, workerd) as Cloudflare Pages serves an upload of build/client/, at
 * http://127.0.0.1:$PORT (default 8788), sending nothing anywhere (docs/deploying.md).
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { lastDeployBuildDirs, requestedPort } from "./serve-deploy-build.ts";

/**
 * The runtime's features as of this date; no later than the newest that the pinned wrangler's
 * workerd knows (a later one makes wrangler look for a newer version online).
 */
const COMPATIBILITY_DATE = "2026-11-17";

const { buildDir, clientDir } = lastDeployBuildDirs();
const port = await requestedPort("PORT", 8788);
// Its command as the package's `bin` names it (the package exports no path to the file itself).
const require = createRequire(import.meta.url);
const wranglerPackage = require.resolve("wrangler/package.json");
const wrangler = join(dirname(wranglerPackage), require(wranglerPackage).bin.wrangler);

const server = spawn(
  process.execPath,
  [
    wrangler,
    ...["pages", "dev", clientDir, "--ip", "127.0.0.1", "--port", String(port)],
    ...["--compatibility-date", COMPATIBILITY_DATE, "--show-interactive-dev-session=false"],
  ],
  {
    // Its state (.wrangler/) goes beside the build, not into the checkout.
    cwd: buildDir,
    stdio: "inherit",
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      // The banner's update check asks the npm registry for a newer wrangler.
      WRANGLER_HIDE_BANNER: "true",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
    },
  },
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
