import { defineConfig, devices } from "@playwright/test";
import mainConfig from "./playwright.config";
import { chromiumFlags } from "./scripts/test-tools.ts";
import { deployBuildCommand, deployBuildEnv, servers } from "./tests/hosts/deploy-env";

/**
 * The deploy build, as each host serves it: built with test values, then served by the real nginx
 * and Apache with the configurations of hosting/ (npm run serve:nginx, serve:apache), over TLS
 * with the local certificate, the plain port redirecting there, and by Cloudflare's own runtime
 * as Cloudflare Pages serves it (npm run serve:cloudflare, plain HTTP).
 */
export default defineConfig({
  // The local suite's settings (its browser, retries, workers), for these tests and servers.
  ...mainConfig,
  testDir: "tests/hosts",
  testMatch: "*.deploy.spec.ts",
  reporter: [["list"]],
  // The Observatory's scanner, installed once before the workers grade the two servers with it.
  globalSetup: "./scripts/install-observatory.ts",
  projects: servers.map(({ name, baseURL }) => ({
    name,
    use: {
      ...devices["Desktop Chrome"],
      channel: undefined,
      baseURL,
      // The throwaway local authority is unknown to Chromium; the Observatory's scanner and the
      // TLS test check the certificate against it (tests/hosts/tls.deploy.spec.ts). The browser
      // itself must accept it too, or it refuses the answer-watching worker (decision 016).
      ignoreHTTPSErrors: true,
      launchOptions: {
        ...mainConfig.use?.launchOptions,
        args: [...chromiumFlags, "--ignore-certificate-errors"],
      },
    },
  })),
  // Started one after the other: the first builds, then the others serve that build.
  webServer: servers.map(({ script, port, httpsPort, baseURL }, index) => ({
    command: index === 0 ? `${deployBuildCommand} && npm run ${script}` : `npm run ${script}`,
    url: baseURL,
    ignoreHTTPSErrors: true,
    env: {
      ...deployBuildEnv,
      PORT: String(port),
      ...(httpsPort && { HTTPS_PORT: String(httpsPort) }),
    },
    reuseExistingServer: false,
    // The builds come first: on a busy machine they took over two minutes. A build that fails
    // ends the command, which Playwright reports at once.
    timeout: 600_000,
    // The serve scripts stop their server (and remove its private prefix) on SIGTERM.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  })),
});
