/**
 * Firefox ESR, driven by puppeteer-core over WebDriver BiDi (Playwright's Firefox channel fails
 * against ESR 153). ESR 153 does not know BiDi's switch for scripting, so pages without
 * JavaScript get a second Firefox, started with `javascript.enabled` off.
 */
import puppeteer, { type Browser, type KeyInput, type Page } from "puppeteer-core";
import { firefoxPath } from "../../../scripts/test-tools.ts";
import { type Engine, type Tab, centreOf } from "./driver.ts";

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
      return firefoxTab(page, () => context.close());
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
      browsers.clear();
    },
  };
}

function firefoxTab(page: Page, closeContext: () => Promise<void>): Tab {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`page error: ${error}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });

  return {
    async goto(url) {
      await page.goto(url, { waitUntil: "domcontentloaded" });
    },
    // Puppeteer's own typing of the argument is stricter than the interface's, to no gain here.
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    async click(selector) {
      // By coordinates, which also works where the page's scripts are off.
      const { x, y } = await page.evaluate(centreOf, selector);
      await page.mouse.click(x, y);
    },
    async focus(selector) {
      await page.evaluate(
        (selector) => document.querySelector<HTMLElement>(selector)?.focus(),
        selector,
      );
    },
    async press(key) {
      await page.keyboard.press(key as KeyInput);
    },
    async type(selector, text) {
      await page.evaluate((selector) => {
        const field = document.querySelector<HTMLInputElement>(selector);
        if (!field) throw new Error(`nothing matches ${selector}`);
        field.focus();
        field.select();
      }, selector);
      await page.keyboard.type(text);
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
    errors: () => [...errors],
    close: closeContext,
  };
}
