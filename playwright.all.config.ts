import { defineConfig } from "@playwright/test";
import local from "./playwright.config";
import deploy from "./playwright.deploy.config";

/**
 * `npm test`'s one run of both suites, the local build's (playwright.config.ts) and the deploy
 * build's on the real servers (playwright.deploy.config.ts): their tests share the two workers,
 * so that neither suite waits for the other's last tests.
 */
export default defineConfig({
  ...local,
  globalSetup: deploy.globalSetup,
  projects: [
    ...local.projects!,
    ...deploy.projects!.map((project) => ({
      ...project,
      testDir: deploy.testDir,
      testMatch: deploy.testMatch,
      use: { ...deploy.use, ...project.use },
    })),
  ],
  webServer: [local.webServer!, deploy.webServer!].flat(),
});
