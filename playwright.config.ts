import { defineConfig, devices } from "@playwright/test";
import type { EngineName } from "./tests/support/browsers/driver.ts";
import { chromiumFlags, chromiumHeadlessShellPath } from "./scripts/test-tools.ts";
import { baseURL, outboxDir, port, siteUrl } from "./tests/support/server-env";

// WebKit's driver library logs every connection at "info" otherwise (tests/support/browsers/).
process.env.WDIO_LOG_LEVEL ??= "warn";

/**
 * One folder a feature (enquiry/, frame/, pages/, editor/, hosts/), tests/support/ the one shared
 * layer. A name says where a test runs: `*.spec.ts` in Playwright's Chromium, `*.engines.spec.ts`
 * in all three engines through tests/support/browsers/, `*.deploy.spec.ts` on the real web
 * servers (playwright.deploy.config.ts).
 */
const ENGINES = "**/*.engines.spec.ts";
const DEPLOY = "**/*.deploy.spec.ts";

export default defineConfig<{ engineName: EngineName }>({
  testDir: "tests",
  // Vitest's unit tests (*.test.ts) live in tests/ too.
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Screenshot baselines sit beside the tests, one set for every machine (no platform suffix).
  snapshotPathTemplate: "{testDir}/{testFileDir}/__screenshots__/{arg}{ext}",
  expect: {
    toHaveScreenshot: { animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.002 },
  },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "on-first-retry",
    // The answer-watching worker (decision 016) would take the sends out of page.route()'s sight:
    // the tests of the worker and the engines' suites (no page.route()) allow it.
    serviceWorkers: "block",
    launchOptions: {
      // Playwright's own browser download is not reachable here: drive the system's.
      executablePath: chromiumHeadlessShellPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [ENGINES, DEPLOY, "editor/**"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // The owner's editor at /admin, saving into a copy of the project (tests/editor/).
    {
      name: "admin",
      testDir: "tests/editor",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // The flows a visitor depends on, written once, in each of the three engines.
    ...(["chromium", "firefox", "webkit"] as const).map((engineName) => ({
      name: `engines: ${engineName}`,
      testMatch: ENGINES,
      use: { engineName, serviceWorkers: "allow" as const },
    })),
  ],
  webServer: {
    command: "npm start",
    url: baseURL,
    env: { PORT: String(port), HOST: "127.0.0.1", OUTBOX_DIR: outboxDir, VITE_SITE_URL: siteUrl },
    reuseExistingServer: false,
    // The builds come first: on a busy machine they took over two minutes. A build that fails
    // ends the command, which Playwright reports at once.
    timeout: 600_000,
    stdout: "pipe",
  },
});
