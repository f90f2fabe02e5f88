/**
 * Installs MDN HTTP Observatory's scanner, locked in scripts/observatory/, apart from the site's
 * packages and without install scripts (docs/decisions/006-observatory-scanner.md says why), once
 * for each version of the lock file.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

const lockedIn = join(import.meta.dirname, "observatory");
const installDir = join(import.meta.dirname, "..", "node_modules", ".cache", "observatory");
/** The lock file the installed copy was made from. */
const installedFrom = join(installDir, "installed-from.json");

/** The scanner's package directory, installed if it is not yet. */
export default async function installObservatory(): Promise<string> {
  const packageDir = join(installDir, "node_modules", "@mdn", "mdn-http-observatory");
  const lock = readFileSync(join(lockedIn, "package-lock.json"), "utf8");
  if (existsSync(installedFrom) && readFileSync(installedFrom, "utf8") === lock) return packageDir;

  console.log(
    "Installing MDN HTTP Observatory's scanner (once) in node_modules/.cache/observatory",
  );
  await mkdir(installDir, { recursive: true });
  for (const file of ["package.json", "package-lock.json"])
    await copyFile(join(lockedIn, file), join(installDir, file));
  const npm = spawnSync(
    "npm",
    ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
    { cwd: installDir, stdio: "inherit" },
  );
  if (npm.status !== 0)
    throw new Error(`Installing the Observatory's scanner failed (npm ci in ${installDir}).`);
  // Its HSTS preload list is fetched by its maintenance scripts; no local host is on it.
  await writeFile(join(packageDir, "conf", "hsts-preload.json"), "{}\n");
  await writeFile(installedFrom, lock);
  return packageDir;
}
