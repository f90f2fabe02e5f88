/**
 * The little the cross-engine checks need from a browser, so that each check is written once and
 * runs in Chromium, Firefox and WebKit, each driven by the tool that works with it here
 * (chromium.ts, firefox.ts, webkit.ts; the brief's pitfalls say why it takes three).
 */
export type EngineName = "chromium" | "firefox" | "webkit";

export interface TabOptions {
  width: number;
  height: number;
  /** false: the browser runs no script of the page at all. */
  javaScript: boolean;
}

export type Key = "Enter" | "Escape" | "Tab";

export interface Tab {
  /** Loads a URL and returns once its HTML is parsed (not waiting for scripts or hydration). */
  goto(url: string): Promise<void>;
  /** Reloads the page as its reload button does (the scroll position kept), as `goto` returns. */
  reload(): Promise<void>;
  /** Runs `fn` in the page (the driver's own channel: it works with the page's scripts off). */
  evaluate<T, A = undefined>(fn: (arg: A) => T, arg?: A): Promise<Awaited<T>>;
  /** A real pointer click at the centre of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Moves focus to the element, as Tab would (without clicking it). */
  focus(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Replaces the value of a field by typing `text` into it. */
  type(selector: string, text: string): Promise<void>;
  /** The visible part of the page as it stands, every change made so far painted, as PNG. */
  screenshot(): Promise<Buffer>;
  /** Errors the page logged or threw since it opened, where the engine lets us read them. */
  errors(): string[];
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  open(options: TabOptions): Promise<Tab>;
  close(): Promise<void>;
}

/** Runs in the page: a Tab's `focus`. */
export const focusOn = (selector: string) => document.querySelector<HTMLElement>(selector)?.focus();

/** Runs in the page: brings the element into view and gives the centre of its box. */
export function centreOf(selector: string) {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  // A smooth scroll still under way (the site's CSS asks for them; typing scrolls to the caret)
  // would move the element after it is measured: an instant scroll ends it first.
  window.scrollTo({ left: scrollX, top: scrollY, behavior: "instant" });
  element.scrollIntoView({ block: "nearest", behavior: "instant" });
  const box = element.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
