/**
 * Firefox ESR, driven by puppeteer-core over WebDriver BiDi (Playwright's Firefox channel fails
 * against ESR 153). ESR 153 does not know BiDi's switch for scripting, so pages without
 * JavaScript get a second Firefox, started with `javascript.enabled` off.
 */
import puppeteer, { type Browser } from "puppeteer-core";
import { firefoxPath } from "../../../scripts/test-tools.ts";
import type { Engine } from "./driver.ts";
import { scriptedTab } from "./scripted-page.ts";

export function firefoxEngine(): Engine {
  const browsers = new Map<boolean, Promise<Browser>>();
  const browserFor = (javaScript: boolean) => {
    if (!browsers.has(javaScript)) {
      browsers.set(
        javaScript,
        puppeteer.launch({
          browser: "firefox",
          executablePath: firefoxPath,
          extraPrefsFirefox: { "javascript.enabled": javaScript },
        }),
      );
    }
    return browsers.get(javaScript)!;
  };

  return {
    name: "firefox",
    async open({ width, height, javaScript }) {
      const context = await (await browserFor(javaScript)).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`page error: ${error}`));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console error: ${message.text()}`);
      });
      return scriptedTab(page, () => context.close(), errors);
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
      browsers.clear();
    },
  };
}
