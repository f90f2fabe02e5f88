/** The programs the tests drive, and the Debian package of each. */

/**
 * The system Chromium (Playwright's own browser download is not reachable here): the measurements
 * (npm run perf, scripts/send-readiness.ts) run in it.
 */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";
/**
 * The same Chromium build without its desktop shell, the browser Playwright itself runs headless
 * tests in: every suite runs in it, in half the time it takes in the full one.
 */
export const chromiumHeadlessShellPath =
  process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell";
/**
 * The machine is offline: these keep Chromium from phoning home, which fails many requests at a
 * time here and would also skew the measurements.
 */
export const chromiumFlags = [
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** Firefox ESR, driven by puppeteer-core over WebDriver BiDi (tests/support/browsers/). */
export const firefoxPath = "/usr/bin/firefox-esr";
/** WebKitGTK's WebDriver and its MiniBrowser, run under Xvfb (MiniBrowser has no headless mode). */
export const webkitDriverPath = "/usr/bin/WebKitWebDriver";
export const miniBrowserPath = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * Each tool: what it is for (for the message when it is missing), an executable that exists once
 * it is installed, and its Debian package.
 */
export const testTools = (
  [
    ["end-to-end tests in Chromium", chromiumHeadlessShellPath, "chromium-headless-shell"],
    ["the measurements (npm run perf)", chromiumPath, "chromium"],
    ["cross-engine tests in Firefox", firefoxPath, "firefox-esr"],
    ["cross-engine tests in WebKit", webkitDriverPath, "webkit2gtk-driver"],
    ["a display for WebKit's MiniBrowser", "xvfb-run", "xvfb"],
    ["Nu Html Checker (Java 17+)", "java", "default-jre-headless"],
    ["the local certificate of the deploy tests (TLS)", "openssl", "openssl"],
    ["deploy tests on nginx", "/usr/sbin/nginx", "nginx"],
    ["deploy tests on Apache", "/usr/sbin/apache2", "apache2"],
    ["the publish workflow's upload (an SSH server)", "/usr/sbin/sshd", "openssh-server"],
    ["the publish workflow's upload", "rsync", "rsync"],
  ] as const
).map(([purpose, executable, debianPackage]) => ({ purpose, executable, debianPackage }));
