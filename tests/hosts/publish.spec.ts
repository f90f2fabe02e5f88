/**
 * The Apache and nginx publish workflow's upload (.github/workflows/publish.yml), its own script
 * run as GitHub runs it, against a real SSH server on this machine: a site folder shared with other
 * files keeps them, and loses only what an earlier upload put there and the new build lacks.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { freePort } from "../../server/port.ts";

const workflow = parse(readFileSync(".github/workflows/publish.yml", "utf8"));
const upload = (workflow.jobs.publish.steps as { name?: string; run?: string }[]).find(
  (step) => step.name === "Upload to the server",
)!.run!;

/** The test's folder: the runner's checkout and home, the server's site, the keys. */
let root: string;
const at = (...path: string[]) => join(root, ...path);
let sshd: ChildProcess;
let port: number;

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** A build as `npm run build` lays it out, with these files in build/client. */
function build(files: Record<string, string>) {
  rmSync(at("checkout", "build"), { recursive: true, force: true });
  for (const [path, text] of Object.entries(files))
    write(at("checkout", "build", "client", path), text);
  write(at("checkout", "build", "nginx", "exact-bids-headers.conf"), `# ${files["index.html"]}\n`);
}

/** Runs the workflow's step as GitHub does (bash -e -o pipefail) with the repository's settings. */
function publish() {
  execFileSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", upload], {
    cwd: at("checkout"),
    stdio: "pipe",
    env: {
      PATH: process.env.PATH,
      HOME: at("runner"),
      DEPLOY_HOST: "127.0.0.1",
      DEPLOY_PORT: String(port),
      DEPLOY_USER: userInfo().username,
      DEPLOY_PATH: at("server", "public_html"),
      DEPLOY_NGINX_HEADERS: at("server", "nginx", "exact-bids-headers.conf"),
      DEPLOY_RELOAD: `touch '${at("server", "reloaded")}'`,
      DEPLOY_SSH_KEY: readFileSync(at("keys", "deploy"), "utf8"),
      DEPLOY_KNOWN_HOSTS: `[127.0.0.1]:${port} ${readFileSync(at("keys", "host.pub"), "utf8")}`,
    },
  });
}

const onServer = (path: string) => readFileSync(at("server", "public_html", path), "utf8");

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "publish-"));
  port = await freePort();
  mkdirSync(at("keys"));
  for (const key of ["host", "deploy"])
    execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", at("keys", key)]);
  writeFileSync(at("keys", "authorized_keys"), readFileSync(at("keys", "deploy.pub")));
  // sshd running as root keeps its unprivileged half in this folder.
  if (process.getuid?.() === 0) mkdirSync("/run/sshd", { recursive: true });
  const options = {
    ListenAddress: `127.0.0.1:${port}`,
    HostKey: at("keys", "host"),
    AuthorizedKeysFile: at("keys", "authorized_keys"),
    StrictModes: "no",
    PidFile: at("sshd.pid"),
    PasswordAuthentication: "no",
  };
  const flags = Object.entries(options).flatMap(([name, value]) => ["-o", `${name}=${value}`]);
  sshd = spawn("/usr/sbin/sshd", ["-D", "-e", "-f", "/dev/null", ...flags], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  sshd.stderr!.on("data", (chunk) => (log += chunk));
  // sshd says so once it listens (its log goes to stderr with -e).
  await expect
    .poll(() => {
      if (sshd.exitCode !== null) throw new Error(`sshd stopped:\n${log}`);
      return log;
    })
    .toContain(`Server listening on 127.0.0.1 port ${port}`);
});

test.afterAll(() => {
  sshd?.kill();
  if (root) rmSync(root, { recursive: true, force: true });
});

test("the upload keeps the folder's other files and deletes only what it put there", async () => {
  write(at("server", "public_html", "owner-notes.html"), "the owner's own page");
  write(at("server", "public_html", "assets", "logo-from-the-owner.png"), "the owner's own file");
  write(at("server", "nginx", "exact-bids-headers.conf"), "");

  const first = { "index.html": "first", ".htaccess": "rules", "assets/shared.js": "shared" };
  const second = { ...first, "index.html": "second", "assets/entry-2.js": "two" };
  for (const files of [{ ...first, "assets/entry-1.js": "one" }, second]) {
    build(files);
    publish();
    for (const [path, text] of Object.entries(files)) expect(onServer(path), path).toBe(text);
  }
  expect(() => onServer("assets/entry-1.js"), "the earlier upload's file the build lost").toThrow();
  expect(onServer("owner-notes.html")).toBe("the owner's own page");
  expect(onServer("assets/logo-from-the-owner.png")).toBe("the owner's own file");

  // nginx: the headers of the build just uploaded, in the file the upload account was given.
  expect(readFileSync(at("server", "nginx", "exact-bids-headers.conf"), "utf8")).toBe("# second\n");
  expect(() => readFileSync(at("server", "reloaded")), "the reload command ran").not.toThrow();
});
