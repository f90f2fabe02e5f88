import { defineConfig } from "@playwright/test";
import local from "./playwright.config";
import deploy from "./playwright.deploy.config";
import { deployBuildCommand, deployBuildEnv, servers } from "./tests/hosts/deploy-env";

/**
 * `npm test`'s one run of both suites, the local build's (playwright.config.ts) and the deploy
 * build's on the real servers (playwright.deploy.config.ts): their tests share the workers, so
 * that neither suite waits for the other's last tests.
 *
 * Playwright starts its web servers one after the other: the two builds run side by side before
 * the first, and the first deploy server serves the deploy build without building it again.
 */
const deployBuild = Object.entries(deployBuildEnv)
  .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
  .join(" ");
const bothBuilds = `npm run build:local & local=$!; (export ${deployBuild}; ${deployBuildCommand}) && wait $local`;

/** The long lanes, each in one worker from the start: Firefox, WebKit and the editor's serial tests. */
const LANE = /^(admin|engines: (firefox|webkit))$/;

export default defineConfig({
  ...local,
  // The tests wait on timers, servers and builds for part of their time: a third worker fills
  // those waits (7.2 minutes with two, 6.6 with three, back to back on an idle machine).
  workers: 3,
  globalSetup: deploy.globalSetup,
  // The long lanes first, beside the rest (a worker starts its own browsers: Firefox twice, with
  // and without JavaScript); the Chromium tests, many and short, fill the other workers.
  projects: [
    ...local
      .projects!.filter(({ name }) => LANE.test(name!))
      .map((lane) => ({ ...lane, workers: 1 })),
    ...local.projects!.filter(({ name }) => !LANE.test(name!)),
    ...deploy.projects!.map((project) => ({
      ...project,
      testDir: deploy.testDir,
      testMatch: deploy.testMatch,
      use: { ...deploy.use, ...project.use },
    })),
  ],
  webServer: [
    { ...[local.webServer!].flat()[0]!, command: `${bothBuilds} && npm run serve` },
    ...[deploy.webServer!].flat().map((server, index) => ({
      ...server,
      command: `npm run ${servers[index]!.script}`,
    })),
  ],
});
