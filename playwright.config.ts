import { defineConfig, devices } from "@playwright/test";
import type { EngineName } from "./tests/engines/browsers/driver.ts";
import { chromiumFlags, chromiumHeadlessShellPath } from "./scripts/test-tools.ts";
import { baseURL, outboxDir, port, siteUrl } from "./tests/e2e/server-env";

// WebKit's driver library logs every connection at "info" otherwise (tests/engines/browsers/).
process.env.WDIO_LOG_LEVEL ??= "warn";

export default defineConfig<{ engineName: EngineName }>({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Screenshot baselines sit beside the tests, one set for every machine (no platform suffix).
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  expect: {
    toHaveScreenshot: { animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.002 },
  },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "on-first-retry",
    launchOptions: {
      // Playwright's own browser download is not reachable here: drive the system's.
      executablePath: chromiumHeadlessShellPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } },
    // The owner's editor at /admin, saving into a copy of the project (tests/admin/).
    {
      name: "admin",
      testDir: "tests/admin",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // The flows a visitor depends on, written once (tests/engines/), in each of the three engines.
    ...(["chromium", "firefox", "webkit"] as const).map((engineName) => ({
      name: `engines: ${engineName}`,
      testDir: "tests/engines",
      use: { engineName },
    })),
  ],
  webServer: {
    command: "npm start",
    url: baseURL,
    env: { PORT: String(port), HOST: "127.0.0.1", OUTBOX_DIR: outboxDir, VITE_SITE_URL: siteUrl },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
  },
});
