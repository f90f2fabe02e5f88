/**
 * Chromium (over the DevTools protocol) and Firefox ESR (over WebDriver BiDi), both driven by
 * puppeteer-core. Firefox ESR 153 does not know BiDi's switch for scripting, so a page without
 * JavaScript gets a second Firefox started with `javascript.enabled` off.
 */
import puppeteer, { type Browser, type KeyInput, type Page } from "puppeteer-core";
import { chromiumPath, firefoxPath } from "../../../scripts/test-tools.ts";
import { type Engine, type EngineName, type Tab, type TabOptions, centreOf } from "./driver.ts";

type Launch = (javaScript: boolean) => Promise<Browser>;

const launchers: Record<Exclude<EngineName, "webkit">, Launch> = {
  chromium: () =>
    puppeteer.launch({
      browser: "chrome",
      executablePath: chromiumPath,
      // Root in a container has no sandbox; the closed network refuses Google's services.
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    }),
  firefox: (javaScript) =>
    puppeteer.launch({
      browser: "firefox",
      executablePath: firefoxPath,
      extraPrefsFirefox: { "javascript.enabled": javaScript },
    }),
};

export function puppeteerEngine(name: "chromium" | "firefox"): Engine {
  const browsers = new Map<boolean, Promise<Browser>>();
  const browserFor = (javaScript: boolean) => {
    // Chromium turns scripting off per page; Firefox needs a browser of its own for it.
    const key = name === "chromium" ? true : javaScript;
    if (!browsers.has(key)) browsers.set(key, launchers[name](key));
    return browsers.get(key)!;
  };

  return {
    name,
    async open({ width, height, javaScript }: TabOptions) {
      const context = await (await browserFor(javaScript)).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      if (name === "chromium" && !javaScript) await page.setJavaScriptEnabled(false);
      return puppeteerTab(page, () => context.close());
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
      browsers.clear();
    },
  };
}

function puppeteerTab(page: Page, closeContext: () => Promise<void>): Tab {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`page error: ${error}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });

  return {
    async goto(url) {
      await page.goto(url, { waitUntil: "domcontentloaded" });
    },
    // Puppeteer's own typing of the arguments is stricter than the interface's, to no gain here.
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
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
