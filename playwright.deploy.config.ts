import { defineConfig, devices } from "@playwright/test";
import mainConfig from "./playwright.config";
import { DEPLOY_VARIABLES, buildDir, servers } from "./tests/deploy/deploy-env";

/**
 * The deploy build, as a host serves it: built with test values, then served by the real nginx
 * and Apache with the configurations the build generated (npm run serve:nginx, serve:apache),
 * over TLS with the local certificate, the plain port redirecting there.
 */
export default defineConfig({
  testDir: "tests/deploy",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  globalSetup: "./tests/deploy/global-setup.ts",
  use: { launchOptions: mainConfig.use?.launchOptions, trace: "on-first-retry" },
  projects: servers.map(({ name, httpsURL }) => ({
    name,
    use: {
      ...devices["Desktop Chrome"],
      channel: undefined,
      baseURL: httpsURL,
      // The throwaway local authority is unknown to Chromium; the Observatory's scanner and the
      // TLS test check the certificate against it (tests/deploy/tls.spec.ts).
      ignoreHTTPSErrors: true,
    },
  })),
  // Started one after the other: the first builds, then both serve that build.
  webServer: servers.map(({ script, port, httpsPort, httpsURL }, index) => ({
    command: index === 0 ? `npm run build && npm run ${script}` : `npm run ${script}`,
    url: httpsURL,
    ignoreHTTPSErrors: true,
    env: {
      ...DEPLOY_VARIABLES,
      BUILD_DIR: buildDir,
      PORT: String(port),
      HTTPS_PORT: String(httpsPort),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    // The serve scripts stop their server and remove its private prefix on SIGTERM.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  })),
});
