import { defineConfig, devices } from "@playwright/test";
import mainConfig from "./playwright.config";
import { DEPLOY_VARIABLES, buildDir, servers } from "./tests/deploy/deploy-env";

/**
 * The deploy build, as a host serves it: built with test values, then served by the real nginx
 * and Apache with the configurations the build generated (npm run serve:nginx, serve:apache).
 */
export default defineConfig({
  testDir: "tests/deploy",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  use: { launchOptions: mainConfig.use?.launchOptions, trace: "on-first-retry" },
  projects: servers.map(({ name, port }) => ({
    name,
    use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${port}` },
  })),
  // Started one after the other: the first builds, then both serve that build.
  webServer: servers.map(({ script, port }, index) => ({
    command: index === 0 ? `npm run build && npm run ${script}` : `npm run ${script}`,
    url: `http://127.0.0.1:${port}`,
    env: { ...DEPLOY_VARIABLES, BUILD_DIR: buildDir, PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    // The serve scripts stop their server and remove its private prefix on SIGTERM.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  })),
});
