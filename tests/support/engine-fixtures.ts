/**
 * What every cross-engine check gets: `site.open(path, { width, mode })` opens the built site in
 * this project's engine through a network of the test's own (network.ts), in one of the three
 * states a visitor meets. Each test fails on any page error or CSP violation (docs/testing.md).
 */
import { test as base, expect } from "@playwright/test";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { baseURL } from "./server-env";
import type { Engine, EngineName, Tab } from "./browsers/driver";
import { chromiumEngine } from "./browsers/chromium";
import { firefoxEngine } from "./browsers/firefox";
import { webkitEngine } from "./browsers/webkit";
import { type SiteNetwork, startSiteNetwork } from "./network";
import { TEAL, TRANSPARENT, poll } from "./fixtures";

/** Whether React has hydrated the page (app/root.tsx marks it so). */
export const isHydrated = (tab: Tab) =>
  tab.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

/** The contact form's Send button. */
export const SEND = 'form button[type="submit"]';

/** What Send says and whether it can be pressed. */
export const sendButtonState = (tab: Tab) =>
  tab.evaluate((selector) => {
    const button = document.querySelector<HTMLButtonElement>(selector);
    return { text: button?.innerText.trim(), disabled: button?.disabled };
  }, SEND);

/** The value of the field `selector` finds. */
export const fieldValue = (tab: Tab, selector: string) =>
  tab.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)!.value, selector);

/** React runs the page; it has painted, its scripts still on the way; the browser runs no script. */
export type Mode = "hydrated" | "before-hydration" | "no-javascript";
export const MODES: readonly Mode[] = ["hydrated", "before-hydration", "no-javascript"];

export interface Site {
  network: SiteNetwork;
  /** Opens a tab on `path` and waits until the page is in the asked mode. */
  open(path: string, options?: { width?: number; height?: number; mode?: Mode }): Promise<Tab>;
  /** Loads another page of the site in the tab and waits for the same mode. */
  visit(tab: Tab, path: string): Promise<void>;
  /** Errors matching the pattern are expected in this test (a lost connection, say). */
  allowErrors(pattern: RegExp): void;
  /** Saves what the tab shows as reports/engines/<engine>/<name>.png, and attaches it. */
  screenshot(tab: Tab, name: string): Promise<void>;
}

export const test = base.extend<{ site: Site }, { engineName: EngineName; engine: Engine }>({
  engineName: ["chromium", { option: true, scope: "worker" }],
  engine: [
    async ({ engineName }, use) => {
      const engine = { chromium: chromiumEngine, firefox: firefoxEngine, webkit: webkitEngine }[
        engineName
      ]();
      await use(engine);
      await engine.close();
    },
    { scope: "worker" },
  ],
  site: async ({ engine }, runTest, testInfo) => {
    const network = await startSiteNetwork(baseURL);
    const tabs: Tab[] = [];
    const modes = new Map<Tab, Mode>();
    const allowed: RegExp[] = [];

    const reach = async (tab: Tab, mode: Mode) => {
      if (mode === "hydrated") {
        await poll(() => isHydrated(tab), { message: "the page hydrates" }).toBe(true);
      } else if (mode === "before-hydration") {
        // The page has painted and asked for the entry that hydrates it, which is held.
        await poll(() => network.heldHydrations()).toBeGreaterThan(0);
      } else {
        await poll(() => tab.evaluate(() => document.readyState)).toBe("complete");
      }
    };
    const site: Site = {
      network,
      async open(path, { width = 390, height = 800, mode = "hydrated" } = {}) {
        if (mode === "before-hydration") {
          network.holdHydration();
          // Leaving a page whose entry is still held aborts its import; Firefox reports that to
          // the page being left.
          allowed.push(/error loading dynamically imported module: \S+\/entry\.client-/);
        }
        const tab = await engine.open({ width, height, javaScript: mode !== "no-javascript" });
        tabs.push(tab);
        modes.set(tab, mode);
        await tab.goto(network.origin + path);
        await reach(tab, mode);
        return tab;
      },
      async visit(tab, path) {
        await tab.goto(network.origin + path);
        await reach(tab, modes.get(tab) ?? "hydrated");
      },
      allowErrors: (pattern) => void allowed.push(pattern),
      async screenshot(tab, name) {
        const png = await tab.screenshot();
        const folder = join("reports", "engines", engine.name);
        await mkdir(folder, { recursive: true });
        await writeFile(join(folder, `${name}.png`), png);
        await testInfo.attach(name, { body: png, contentType: "image/png" });
      },
    };

    await runTest(site);

    network.releaseHydration();
    await Promise.all(tabs.map((tab) => tab.close()));
    const errors = tabs.flatMap((tab) => tab.errors());
    await network.close();
    expect(
      errors.filter((error) => !allowed.some((pattern) => pattern.test(error))),
      "the page logged or threw errors",
    ).toEqual([]);
    expect(network.cspViolations(), "the browser reported CSP violations").toEqual([]);
  },
});

export { TEAL, TRANSPARENT, expect, poll };
