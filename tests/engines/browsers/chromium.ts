/**
 * Chromium, driven by Playwright's own library against the system Chromium (the same browser the
 * rest of the end-to-end tests use). A context a tab, so each starts with nothing stored.
 */
import { type Browser, type Page, chromium } from "@playwright/test";
import { chromiumPath } from "../../../scripts/test-tools.ts";
import { type Engine, type Tab, centreOf } from "./driver.ts";

export function chromiumEngine(): Engine {
  let browser: Promise<Browser> | undefined;

  return {
    name: "chromium",
    async open({ width, height, javaScript }) {
      browser ??= chromium.launch({
        executablePath: chromiumPath,
        args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
      });
      const context = await (
        await browser
      ).newContext({
        viewport: { width, height },
        javaScriptEnabled: javaScript,
      });
      return chromiumTab(await context.newPage(), () => context.close());
    },
    async close() {
      await (await browser)?.close();
      browser = undefined;
    },
  };
}

function chromiumTab(page: Page, closeContext: () => Promise<void>): Tab {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });

  return {
    async goto(url) {
      await page.goto(url, { waitUntil: "domcontentloaded" });
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    async click(selector) {
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
      await page.keyboard.press(key);
    },
    async type(selector, text) {
      await page.locator(selector).fill(text);
    },
    screenshot: () => page.screenshot(),
    errors: () => [...errors],
    close: closeContext,
  };
}
