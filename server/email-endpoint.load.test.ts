// @vitest-environment node
import { spawn } from "node:child_process";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createEmailEndpoint } from "./email-endpoint";

const COUNT = 200;
const PROJECT_ROOT = resolve(import.meta.dirname, "..");

let outbox: string;
let server: Server;
let url: string;
const logged: string[] = [];

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), "email-endpoint-load-"));
  server = createServer(
    createEmailEndpoint({ outboxDir: outbox, log: (line) => logged.push(line) }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1.0/email/send`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(outbox, { recursive: true, force: true });
});

/** Runs the burst in a second process, so client and server do not share one event loop. */
function sendBurst(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/send-burst.ts", url, String(COUNT)],
      { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

it(`stores ${COUNT} concurrent sends from another process, one file each`, async () => {
  const { code, stdout, stderr } = await sendBurst();

  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  expect(JSON.parse(stdout)).toEqual({ sent: COUNT, ok: COUNT, failed: 0 });
  const files = await readdir(outbox);
  expect(files.filter((file) => file.endsWith(".json"))).toHaveLength(COUNT);
  expect(files).toHaveLength(COUNT); // No temporary files left behind.
  const emails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(outbox, file), "utf8")).params.email),
  );
  expect(new Set(emails).size).toBe(COUNT);
  expect(logged).toHaveLength(COUNT);
}, 60_000);
