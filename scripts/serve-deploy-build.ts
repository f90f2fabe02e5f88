/**
 * What `npm run serve:nginx` and `npm run serve:apache` share: find the last deploy build and the
 * server, then run the server in the foreground from a private prefix in a temporary directory,
 * with the configuration the build generated. No system configuration is read for the site or
 * changed; stopping the script (Ctrl+C) stops the server and removes the prefix.
 */
import { spawn } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { chmod, cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import { delimiter, join, resolve } from "node:path";
import process from "node:process";
import { parsePort } from "../server/port.ts";

export interface DeployBuild {
  /** `$BUILD_DIR` (default `build`), absolute. */
  buildDir: string;
  /** The served directory, `$BUILD_DIR/client`. */
  clientDir: string;
  port: number;
}

/** The last deploy build and a free port; stops with what to do when either is missing. */
export async function lastDeployBuild(): Promise<DeployBuild> {
  const buildDir = resolve(process.env.BUILD_DIR || "build");
  const clientDir = join(buildDir, "client");
  const howToBuild =
    "Build it for deployment first, with the EmailJS and site variables (see .env.example): " +
    "npm run build";
  if (!existsSync(join(clientDir, "index.html"))) fail(`No build in ${buildDir}. ${howToBuild}`);
  // Only the deploy build writes the server configurations (build-time/finish-build.ts).
  if (!existsSync(join(clientDir, ".htaccess"))) {
    fail(
      `The build in ${buildDir} is a local build (npm start), which sends enquiries to the local ` +
        `server rather than EmailJS. ${howToBuild}`,
    );
  }
  let port: number;
  try {
    // A fixed port: the server configuration names it.
    port = parsePort(process.env.PORT, { fallback: 8080, lowest: 1 });
  } catch (error) {
    fail((error as Error).message);
  }
  // Checked first: the server's own message comes after another program already answered there.
  if (!(await isFree(port))) {
    fail(`Port ${port} on 127.0.0.1 is already in use. Stop the other server or set PORT.`);
  }
  return { buildDir, clientDir, port };
}

function isFree(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const probe = createServer()
      .once("error", () => answer(false))
      .listen(port, "127.0.0.1", () => probe.close(() => answer(true)));
  });
}

/** The server's executable on the PATH or in /usr/sbin; stops with the package to install. */
export function findServer(name: string, debianPackage: string): string {
  const directories = [
    ...(process.env.PATH ?? "").split(delimiter),
    "/usr/sbin",
    "/usr/local/sbin",
  ];
  for (const directory of directories) {
    const candidate = join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here; try the next directory.
    }
  }
  return fail(
    `${name} is not installed. Install it, then run this again:\n` +
      `  Debian/Ubuntu:  sudo apt-get install -y ${debianPackage}`,
  );
}

/** A private prefix for the server's configuration, pid file and temporary files. */
export async function privatePrefix(name: string): Promise<string> {
  const prefix = await mkdtemp(join(tmpdir(), `exact-bids-${name}-`));
  // The server's workers drop root to another user (see workerUser) and must reach it.
  await chmod(prefix, 0o755);
  return prefix;
}

/**
 * Servers started as root hand requests to an unprivileged user (Apache refuses to serve as
 * root); started as anyone else, they keep that user.
 */
export const workerUser = process.getuid?.() === 0 ? "www-data" : null;

/**
 * The directory the server's workers read. Started as root, they run as `workerUser`, which may
 * not reach the build (a checkout under /root, say): they get a copy inside the private prefix.
 */
export async function siteRoot(clientDir: string, prefix: string): Promise<string> {
  if (!workerUser) return clientDir;
  const copy = join(prefix, "site");
  await cp(clientDir, copy, { recursive: true });
  return copy;
}

/**
 * Runs the server in the foreground until it exits or the script is stopped, and says where the
 * site is once it answers.
 */
export function runInForeground(
  label: string,
  command: string,
  args: string[],
  { port, prefix }: { port: number; prefix: string },
) {
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(command, args, { stdio: "inherit" });
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      stopping = true;
      server.kill("SIGTERM");
    });
  }
  server.on("exit", async (code, signal) => {
    await rm(prefix, { recursive: true, force: true });
    if (!stopping && code !== 0)
      console.error(`${label} stopped (${signal ?? `exit code ${code}`}).`);
    process.exit(stopping ? 0 : (code ?? 1));
  });
  void announceWhenReady(label, url, () => server.exitCode === null && server.signalCode === null);
}

async function announceWhenReady(label: string, url: string, running: () => boolean) {
  while (running()) {
    try {
      await fetch(url, { method: "HEAD" });
      console.log(`Exact Bids (deploy build, ${label}) is ready at ${url}`);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
