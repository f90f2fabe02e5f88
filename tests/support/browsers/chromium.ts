/**
 * Chromium, driven by Playwright's own library against the system's Chromium headless shell (the
 * browser the rest of the end-to-end tests use). A context a tab, so each starts with nothing stored.
 */
import { type Browser, chromium } from "@playwright/test";
import { chromiumFlags, chromiumHeadlessShellPath } from "../../../scripts/test-tools.ts";
import type { Engine } from "./driver.ts";
import { scriptedTab } from "./scripted-page.ts";

export function chromiumEngine(): Engine {
  let browser: Promise<Browser> | undefined;

  return {
    name: "chromium",
    async open({ width, height, javaScript }) {
      browser ??= chromium.launch({
        executablePath: chromiumHeadlessShellPath,
        args: chromiumFlags,
      });
      const context = await (
        await browser
      ).newContext({
        viewport: { width, height },
        javaScriptEnabled: javaScript,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console error: ${message.text()}`);
      });
      return scriptedTab(page, () => context.close(), errors);
    },
    async close() {
      await (await browser)?.close();
      browser = undefined;
    },
  };
}
