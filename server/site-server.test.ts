// @vitest-environment node
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { EMAIL_SEND_PATH } from "../app/enquiry/answer-watch.ts";
import { serveOnLoopback } from "./port.ts";
import { createSiteServer } from "./site-server.ts";
import { localSendBody, sampleEnquiry } from "../tests/support/enquiry-facts.ts";

const send = localSendBody(sampleEnquiry("site"));

let root: string;
let server: Server | undefined;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "site-server-"));
  await writeFile(join(root, "_headers"), "");
  await writeFile(join(root, "404.html"), "Unexpected Application Error!");
});

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

async function start(host: string) {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const outboxDir = join(root, "outbox");
  const served = await serveOnLoopback(createSiteServer({ root, outboxDir, host }));
  server = served.server;
  const url = `${served.origin}${EMAIL_SEND_PATH}`;
  const post = () =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(send),
    }).then((response) => response.status);
  return { outboxDir, post, url };
}

it("on loopback, the e-mail endpoint is not rate limited", async () => {
  const { post } = await start("127.0.0.1");
  for (let sent = 0; sent < 8; sent += 1) expect(await post()).toBe(200);
  expect(console.log).not.toHaveBeenCalledWith(expect.stringMatching(/open to the network/));
});

it("open to the network, it says so at start and limits each client's sends", async () => {
  const { outboxDir, post } = await start("0.0.0.0");
  expect(console.log).toHaveBeenCalledWith(
    expect.stringMatching(/preview endpoint open to the network/),
  );
  const statuses = [];
  for (let sent = 0; sent < 6; sent += 1) statuses.push(await post());
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(await readdir(outboxDir)).toHaveLength(5);
});

it("answers only the endpoint's exact path; below it is the site's 404", async () => {
  const { url } = await start("127.0.0.1");
  const response = await fetch(`${url}/more`, { method: "POST" });
  expect(response.status).toBe(404);
  expect(await response.text()).toContain("Unexpected Application Error!");
});

// A page at its address, from its file, without a redirect: tests/hosts/server.spec.ts.
it("does not serve the hosts' files", async () => {
  // Before the start: the server lists the build's files once.
  await writeFile(join(root, "_redirects"), "/404 /__no-such-file 200");
  const { url } = await start("127.0.0.1");
  expect((await fetch(new URL("/_redirects", url))).status).toBe(404);
});
