/**
 * WebKit: WebKitGTK's MiniBrowser, driven through WebKitWebDriver (WebDriver classic) under
 * Xvfb, since MiniBrowser has no headless mode. One driver serves one session at a time, and
 * scripting is set when a session starts: each engine (one a test worker) keeps a driver for each
 * setting, started when a tab first asks for it. A session (a MiniBrowser) takes a second or more
 * to start: a closed tab goes back to about:blank and its session serves the next tab with the
 * same setting, in a new popup if the size differs (each test has its own origin, so its own
 * storage: network.ts). A new session only where the last one failed.
 *
 * - MiniBrowser's main window is never narrower than 447 px: every tab is a toolbar-less popup
 *   window, whose viewport is exactly the size asked for.
 * - Its console is not readable through the driver: the tab records errors from the page itself
 *   once its HTML is parsed (hydration starts later, so its errors are caught).
 */
import { type ChildProcess, spawn } from "node:child_process";
import WebDriver, { type Client } from "webdriver";
import { miniBrowserPath, webkitDriverPath } from "../../../scripts/test-tools.ts";
import { freePort } from "../../../server/port.ts";
import { type Engine, type Key, type Tab, type TabOptions, centreOf, focusOn } from "./driver.ts";

/** WebDriver's codes for the keys the checks press. */
const KEYS: Record<Key, string> = { Enter: "\uE007", Escape: "\uE00C", Tab: "\uE004" };

/**
 * How long a new session may take. Now and then WebKitWebDriver never answers one (MiniBrowser
 * does not come up) and the request hangs until the test's own timeout: a fresh driver, once.
 */
const SESSION_START_MS = 12_000;

export function webkitEngine(): Engine {
  const [scripted, scriptless] = [miniBrowser(), miniBrowser()];
  return {
    name: "webkit",
    open: (options) => (options.javaScript ? scripted : scriptless).open(options),
    close: async () => void (await Promise.all([scripted.close(), scriptless.close()])),
  };
}

/** One scripting setting's driver, and the session a closed tab left, ready for the next tab. */
function miniBrowser() {
  let driver: Promise<{ process: ChildProcess; port: number }> | undefined;
  let idle: { client: Client; options: TabOptions } | undefined;

  /** Keeps a closed tab's session for the next tab; a session kept before it is ended. */
  const keep = (options: TabOptions) => (client: Client) => {
    const before = idle;
    idle = { client, options };
    void before?.client.deleteSession().catch(() => {});
  };

  async function close() {
    await idle?.client.deleteSession().catch(() => {});
    idle = undefined;
    if (!driver) return;
    const { process } = await driver;
    driver = undefined;
    // xvfb-run runs the driver in a process group of its own: end all of it.
    if (process.pid) globalThis.process.kill(-process.pid, "SIGTERM");
  }

  return {
    async open(options: TabOptions): Promise<Tab> {
      const kept = idle;
      idle = undefined;
      if (kept) {
        const { width, height } = kept.options;
        const resized = () =>
          openPopup(kept.client, options).then(
            () => true,
            () => false,
          );
        if ((width === options.width && height === options.height) || (await resized()))
          return webkitTab(kept.client, keep(options));
        await kept.client.deleteSession().catch(() => {});
      }
      for (let attempt = 1; ; attempt++) {
        driver ??= startDriver();
        const { port } = await driver;
        try {
          const client = await withinTime(openSession(port, options), SESSION_START_MS);
          return webkitTab(client, keep(options));
        } catch (error) {
          if (attempt === 2) throw error;
          await close();
        }
      }
    },
    close,
  };
}

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`WebKitWebDriver gave no session in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function startDriver() {
  const port = await freePort();
  const process = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1920x1200x24", webkitDriverPath, `--port=${port}`],
    { detached: true, stdio: "ignore" },
  );
  await waitForDriver(port, process);
  return { process, port };
}

async function openSession(port: number, { width, height, javaScript }: TabOptions) {
  const capabilities = {
    browserName: "MiniBrowser",
    // WebKitWebDriver speaks WebDriver classic only.
    "wdio:enforceWebDriverClassic": true,
    "webkitgtk:browserOptions": {
      binary: miniBrowserPath,
      args: [
        "--automation",
        `--enable-javascript=${javaScript}`,
        // The popup below is opened by the driver, with no click to allow it.
        "--javascript-can-open-windows-automatically=true",
      ],
    },
  };
  const client = await WebDriver.newSession({
    hostname: "127.0.0.1",
    port,
    logLevel: "warn",
    connectionRetryCount: 0,
    capabilities,
  });
  mainWindows.set(client, await client.getWindowHandle());
  await openPopup(client, { width, height });
  return client;
}

/** Each session's main window, which opens the tabs' popups. */
const mainWindows = new WeakMap<Client, string>();

/** The tab's window: a popup of exactly its size, in place of the one before. */
async function openPopup(client: Client, { width, height }: Omit<TabOptions, "javaScript">) {
  const main = mainWindows.get(client)!;
  for (const popup of (await client.getWindowHandles()).filter((handle) => handle !== main)) {
    await client.switchToWindow(popup);
    await client.closeWindow();
  }
  await client.switchToWindow(main);
  await client.executeScript("window.open('about:blank', '_blank', arguments[0])", [
    `popup,width=${width},height=${height}`,
  ]);
  const popup = (await client.getWindowHandles()).find((handle) => handle !== main);
  if (!popup) throw new Error("MiniBrowser opened no popup window for the tab's viewport.");
  await client.switchToWindow(popup);
}

/** `release` takes the session back once the tab is closed cleanly; one that failed is ended. */
function webkitTab(client: Client, release: (client: Client) => void): Tab {
  const errors: string[] = [];
  const evaluate: Tab["evaluate"] = (fn, arg) =>
    client.executeScript(`return (${fn})(arguments[0])`, [arg ?? null]);
  // What the page recorded since it loaded (see recordErrors).
  const collectErrors = async () => {
    const recorded = await evaluate(() =>
      (window as unknown as { recordedErrors?: string[] }).recordedErrors?.splice(0),
    ).catch(() => undefined);
    errors.push(...(recorded ?? []));
  };

  return {
    async goto(url) {
      await collectErrors();
      await client.navigateTo(url);
      await evaluate(recordErrors);
    },
    async reload() {
      await collectErrors();
      await client.refresh();
      await evaluate(recordErrors);
    },
    evaluate,
    async click(selector) {
      // By coordinates, as on the other engines: the driver's own element click refuses some
      // elements in a popup window ("not interactable").
      const { x, y } = await evaluate(centreOf, selector);
      await client.performActions([
        {
          type: "pointer",
          id: "mouse",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", x: Math.round(x), y: Math.round(y), origin: "viewport" },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        },
      ]);
    },
    focus: (selector) => evaluate(focusOn, selector),
    async press(key) {
      const value = KEYS[key];
      await client.performActions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value },
            { type: "keyUp", value },
          ],
        },
      ]);
    },
    async type(selector, text) {
      const element = Object.values(await client.findElement("css selector", selector))[0];
      if (typeof element !== "string") throw new Error(`nothing matches ${selector}`);
      // WebKitWebDriver drops "\n": a line break is typed as the Enter key.
      await client.elementSendKeys(element, text.replaceAll("\n", KEYS.Enter));
    },
    async screenshot() {
      // The driver's picture is the frame last painted: one painted after the latest change first.
      await evaluate(
        () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
      );
      return Buffer.from(await client.takeScreenshot(), "base64");
    },
    errors: () => [...errors],
    async close() {
      await collectErrors();
      const blank = await client.navigateTo("about:blank").then(
        () => true,
        () => false,
      );
      if (blank) release(client);
      else await client.deleteSession().catch(() => {});
    },
  };
}

/** Runs in the page: keeps uncaught errors, rejections and console.error calls. */
function recordErrors() {
  const page = window as unknown as { recordedErrors?: string[] };
  if (page.recordedErrors) return;
  const recorded: string[] = (page.recordedErrors = []);
  addEventListener("error", (event) => recorded.push(`page error: ${event.message}`));
  addEventListener("unhandledrejection", (event) =>
    recorded.push(`unhandled rejection: ${event.reason}`),
  );
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    recorded.push(`console error: ${args.join(" ")}`);
    consoleError.apply(console, args);
  };
}

async function waitForDriver(port: number, process: ChildProcess) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) break;
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(
    `WebKitWebDriver did not start on port ${port}. Is webkit2gtk-driver (and xvfb) installed?`,
  );
}
