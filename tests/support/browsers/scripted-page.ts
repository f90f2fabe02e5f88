/**
 * A Tab over a page of Playwright (Chromium) or puppeteer-core (Firefox): the two libraries share
 * the calls a Tab needs, so one adapter serves both.
 */
import { type Tab, centreOf, focusOn } from "./driver.ts";

/** What both libraries' pages offer, as far as a Tab uses it. */
interface ScriptedPage {
  goto(url: string, options: { waitUntil: "domcontentloaded" }): Promise<unknown>;
  reload(options: { waitUntil: "domcontentloaded" }): Promise<unknown>;
  // Each library types the function's argument its own way; `run` below restores the types.
  evaluate(fn: never, arg: never): Promise<unknown>;
  mouse: { click(x: number, y: number): Promise<unknown> };
  keyboard: { press(key: string): Promise<unknown>; type(text: string): Promise<unknown> };
  screenshot(): Promise<Uint8Array>;
}

/**
 * `errors` is filled by the caller, which listens to its library's own events (their typings do
 * not meet in one interface).
 */
export function scriptedTab(page: ScriptedPage, close: () => Promise<void>, errors: string[]): Tab {
  const run = <T, A>(fn: (arg: A) => T, arg: A) =>
    page.evaluate(fn as never, arg as never) as Promise<Awaited<T>>;

  return {
    async goto(url) {
      await page.goto(url, { waitUntil: "domcontentloaded" });
    },
    async reload() {
      await page.reload({ waitUntil: "domcontentloaded" });
    },
    evaluate: (fn, arg) => run(fn, arg as never),
    async click(selector) {
      // By coordinates, which also works where the page's scripts are off.
      const { x, y } = await run(centreOf, selector);
      await page.mouse.click(x, y);
    },
    focus: (selector) => run(focusOn, selector),
    async press(key) {
      await page.keyboard.press(key);
    },
    async type(selector, text) {
      await run((selector) => {
        const field = document.querySelector<HTMLInputElement>(selector);
        if (!field) throw new Error(`nothing matches ${selector}`);
        // Into view at once: a scroll that focus() starts can be smooth (the site's CSS asks for
        // it), and still moving the page when the next click measures where to press.
        field.focus({ preventScroll: true });
        field.scrollIntoView({ block: "nearest", behavior: "instant" });
        field.select();
      }, selector);
      await page.keyboard.type(text);
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
    errors: () => [...errors],
    close,
  };
}
