/** The programs the tests drive, and the Debian package of each. */

/** The system Chromium (Playwright's own browser download is not reachable here). */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export interface TestTool {
  /** What it is for, for the message when it is missing. */
  purpose: string;
  /** An executable that exists once the tool is installed. */
  executable: string;
  debianPackage: string;
}

export const testTools: readonly TestTool[] = [
  { purpose: "end-to-end tests", executable: chromiumPath, debianPackage: "chromium" },
  {
    purpose: "Nu Html Checker (Java 17+)",
    executable: "java",
    debianPackage: "default-jre-headless",
  },
  { purpose: "deploy tests on nginx", executable: "/usr/sbin/nginx", debianPackage: "nginx" },
  { purpose: "deploy tests on Apache", executable: "/usr/sbin/apache2", debianPackage: "apache2" },
];
