/**
 * Firefox ESR, driven by puppeteer-core over WebDriver BiDi (Playwright's Firefox channel fails
 * against ESR 153). ESR 153 does not know BiDi's switch for scripting, so pages without
 * JavaScript get a second Firefox, started with `javascript.enabled` off. Each takes seconds to
 * start: once the first is up, the other starts beside the tests (a lane runs both kinds).
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

  const ABORTED_FONT_DOWNLOAD = /downloadable font: download failed .*status=2152398850/;

  return {
    name: "firefox",
    async open({ width, height, javaScript }) {
      const context = await (await browserFor(javaScript)).createBrowserContext();
      void browserFor(!javaScript).catch(() => {}); // a failed start fails the tab that waits for it
      const page = await context.newPage();
      await page.setViewport({ width, height });
      const errors: string[] = [];
      page.on("pageerror", (error) => {
        // Firefox reports a font download cut short by leaving the page (NS_BINDING_ABORTED,
        // 2152398850) as a page error: the typeface a live page fetches for the next ones
        // (app/lib/typeface.ts), when the test reloads or moves on at once. Not the site's fault.
        if (!ABORTED_FONT_DOWNLOAD.test(String(error))) errors.push(`page error: ${error}`);
      });
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
