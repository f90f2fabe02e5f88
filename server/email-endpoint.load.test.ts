// @vitest-environment node
import { execFile } from "node:child_process";
import { readFile, readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startEndpointServer } from "../tests/support/endpoint-test-server.ts";

const COUNT = 200;
const PROJECT_ROOT = resolve(import.meta.dirname, "..");

let endpoint: Awaited<ReturnType<typeof startEndpointServer>>;

beforeAll(async () => {
  endpoint = await startEndpointServer();
});

afterAll(() => endpoint.stop());

it(`stores ${COUNT} concurrent sends from another process, one file each`, async () => {
  // In a second process, so client and server do not share one event loop; it fails unless it
  // exits with 0.
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "tests/support/send-burst.ts", endpoint.url, String(COUNT)],
    { cwd: PROJECT_ROOT },
  );
  expect(stderr).toBe("");
  expect(JSON.parse(stdout)).toEqual({ sent: COUNT, ok: COUNT, failed: 0 });
  const files = await readdir(endpoint.outbox);
  expect(files.filter((file) => file.endsWith(".json"))).toHaveLength(COUNT);
  expect(files).toHaveLength(COUNT); // No temporary files left behind.
  const emails = await Promise.all(
    files.map(
      async (file) => JSON.parse(await readFile(join(endpoint.outbox, file), "utf8")).params.email,
    ),
  );
  expect(new Set(emails).size).toBe(COUNT);
  expect(endpoint.logged).toHaveLength(COUNT);
}, 60_000);
