/**
 * Makes sure the programs the tests drive are installed (scripts/test-tools.ts): installs the
 * missing Debian packages when it runs as root on Debian, otherwise says exactly what to install;
 * then the Observatory's scanner (scripts/install-observatory.ts). `npm test` runs it first, so a
 * fresh machine needs nothing else; .ci/run runs it before, as one of its installs.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import installObservatory from "./install-observatory.ts";
import { testTools } from "./test-tools.ts";
import { fail } from "../server/fail.ts";

/** A name on the PATH or a path, executable either way. */
const isInstalled = (executable: string) =>
  spawnSync("sh", ["-c", `test -x "$(command -v ${executable})"`]).status === 0;

const missing = testTools.filter((tool) => !isInstalled(tool.executable));
if (missing.length > 0) installDebianPackages(missing);
await installObservatory();

function installDebianPackages(missing: typeof testTools) {
  if (
    process.env.CHROME_PATH &&
    missing.some((tool) => tool.executable === process.env.CHROME_PATH)
  ) {
    fail(
      `CHROME_PATH is set to "${process.env.CHROME_PATH}", but no executable browser is there.\n` +
        "Point CHROME_PATH at a Chromium or Chrome binary, or unset it to use Debian's Chromium.",
    );
  }

  const packages = missing.map((tool) => tool.debianPackage);
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    fail(
      "The tests need programs that are not installed:\n" +
        missing.map((tool) => `  ${tool.executable}: ${tool.purpose}`).join("\n") +
        `\nInstall them, then run the tests again:\n  Debian/Ubuntu:  sudo apt-get install -y ${packages.join(" ")}`,
    );
  }

  console.log(`Installing the Debian packages the tests use: ${packages.join(" ")}`);
  const apt = {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  } as const;
  execFileSync("apt-get", ["update", "-qq"], apt);
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], apt);
}
