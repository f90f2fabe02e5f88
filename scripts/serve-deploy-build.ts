/**
 * What `npm run serve:nginx` and `serve:apache` share (docs/deploying.md; serve:cloudflare uses
 * the build and port helpers): the last deploy build, the server and its syntax check, then the
 * server in the foreground from a private prefix, which stopping the script (Ctrl+C) removes.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, rmSync } from "node:fs";
import { chmod, cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import { delimiter, join, relative, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
import { buildDir as buildDirectory } from "../build-time/build-dir.ts";
import { parsePort } from "../server/port.ts";
import { localTls } from "./local-tls.ts";
import { fail, orFail } from "../server/fail.ts";

/**
 * `$BUILD_DIR` (default `build`, absolute) and the served client/, a deploy build; stops with what
 * to do when it is not.
 */
export function lastDeployBuildDirs() {
  const buildDir = resolve(buildDirectory());
  const clientDir = join(buildDir, "client");
  const howToBuild =
    "Build it for deployment first, with the EmailJS and site variables (see .env.example): " +
    "npm run build";
  if (!existsSync(join(clientDir, "index.html"))) fail(`No build in ${buildDir}. ${howToBuild}`);
  // Only the deploy build writes the hosts' configurations (build-time/finish-build.ts).
  if (!existsSync(join(clientDir, ".htaccess"))) {
    fail(
      `The build in ${buildDir} is a local build (npm start), which sends enquiries to the local ` +
        `server rather than EmailJS. ${howToBuild}`,
    );
  }
  return { buildDir, clientDir };
}

/**
 * The port in `$name` (or `fallback`) on 127.0.0.1, checked free first: the server's own message
 * would come after another program already answered there.
 */
export async function requestedPort(name: string, fallback: number): Promise<number> {
  const port = orFail(() => parsePort(process.env[name], { fallback, lowest: 1, name }));
  const probe = createServer().listen(port, "127.0.0.1");
  await once(probe, "listening").catch(() =>
    fail(`Port ${port} on 127.0.0.1 is already in use. Stop the other server or set ${name}.`),
  );
  probe.close();
  return port;
}

/** The server's executable on the PATH or in /usr/sbin; stops with the package to install. */
function findServer(name: string): string {
  const PATH = [process.env.PATH, "/usr/sbin", "/usr/local/sbin"].join(delimiter);
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8", env: { PATH } });
  return (
    found.stdout.trim() ||
    fail(
      `${name} is not installed. Install it, then run this again:\n` +
        `  Debian/Ubuntu:  sudo apt-get install -y ${name}`,
    )
  );
}

/**
 * Servers started as root hand requests to an unprivileged user (Apache refuses to serve as
 * root); started as anyone else, they keep that user.
 */
export const workerUser = process.getuid?.() === 0 ? "www-data" : null;

/**
 * What serving needs, or a stop with what to do: the last deploy build, `$PORT` (default 8080)
 * and `$HTTPS_PORT` (default 8443), fixed since the configuration names them; the certificate;
 * the server `name` (its Debian package's name too) and a private prefix for its files; `root`,
 * the directory its workers read.
 */
export async function prepareServer(name: string) {
  const { clientDir } = lastDeployBuildDirs();
  const port = await requestedPort("PORT", 8080);
  const httpsPort = await requestedPort("HTTPS_PORT", 8443);
  if (httpsPort === port) fail(`PORT and HTTPS_PORT are both ${port}: give each its own.`);
  const tls = await localTls().catch((error: Error) => fail(error.message));
  const command = findServer(name);
  const prefix = await mkdtemp(join(tmpdir(), `exact-bids-${name}-`));
  // The server's workers drop root to another user (see workerUser) and must reach it.
  await chmod(prefix, 0o755);
  // Started as root, they run as `workerUser`, which may not reach the build (a checkout under
  // /root, say): they get a copy inside the prefix.
  const root = workerUser ? join(prefix, "site") : clientDir;
  if (workerUser) await cp(clientDir, root, { recursive: true });
  return { clientDir, port, httpsPort, tls, command, prefix, root };
}

/**
 * The server's own syntax check (`checkArgs`), as an administrator runs it before a reload (Apache
 * reads a .htaccess only on requests, answering each with a 500), then the server (`runArgs`) in
 * the foreground until it exits or the script is stopped.
 */
export function checkThenServe(
  label: string,
  { command, prefix, port, httpsPort, tls }: Awaited<ReturnType<typeof prepareServer>>,
  checkArgs: string[],
  runArgs: string[],
) {
  const check = spawnSync(command, checkArgs, { encoding: "utf8" });
  if (check.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    fail(
      `${label} refuses the configuration (${command} ${checkArgs.join(" ")}):\n${check.stderr}`,
    );
  }
  const server = spawn(command, runArgs, { stdio: "inherit" });
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
  // Where the site is, once both ports answer (the TLS one trusting the local authority).
  void (async () => {
    setDefaultCACertificates([...getCACertificates("default"), await readFile(tls.ca, "utf8")]);
    const urls = [`http://127.0.0.1:${port}`, `https://127.0.0.1:${httpsPort}`];
    const answers = (url: string) => fetch(url, { redirect: "manual" }).catch(() => null);
    while (server.exitCode === null && server.signalCode === null) {
      if ((await Promise.all(urls.map(answers))).every(Boolean))
        return console.log(
          `Exact Bids (deploy build, ${label}) is ready at ${urls[1]} (${urls[0]} redirects ` +
            `there); its certificate's local authority: ${relative(process.cwd(), tls.ca)}`,
        );
      await sleep(100);
    }
  })();
}
