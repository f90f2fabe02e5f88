// @vitest-environment node
import { once } from "node:events";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { type IncomingMessage, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { CONTENT_DIR } from "../build-time/content-check.ts";
import { LOCAL_BACKEND_PATH, createEditServer, watchContent } from "./edit-server.ts";
import { serveOnLoopback } from "./port.ts";

const project = await mkdtemp(join(tmpdir(), "edit-server-"));
await mkdir(join(project, CONTENT_DIR), { recursive: true });
await writeFile(join(project, CONTENT_DIR, "site.json"), '{"name":"Exact Bids"}\n');
await writeFile(join(project, "package.json"), '{"name":"the project"}\n');
const { app } = await createEditServer({ project, port: 0, outboxDir: project });
const { server, port } = await serveOnLoopback(app);
afterAll(async () => {
  server.close();
  await rm(project, { recursive: true, force: true });
});

/** A request to the local editor as a page or a process on this machine sends it. */
async function ask(host: string, action: string, params: unknown) {
  const sent = request(`http://127.0.0.1:${port}${LOCAL_BACKEND_PATH}`, {
    method: "POST",
    headers: { Host: host, "Content-Type": "application/json" },
  });
  sent.end(JSON.stringify({ action, params: { branch: "main", ...(params as object) } }));
  const [response] = (await once(sent, "response")) as [IncomingMessage];
  response.resume();
  return response.statusCode;
}
const at = `localhost:${port}`;
/** What the editor sends with a save. */
const options = {
  collectionName: "firm",
  commitMessage: "Update",
  useWorkflow: false,
  status: "x",
};

// Saving through the editor, in the browser: tests/editor/editor.spec.ts.
describe("the local editor's save API", () => {
  it("reads and writes nothing else of the checkout", async () => {
    for (const path of ["package.json", ".git/config", `${CONTENT_DIR}/../../package.json`])
      expect(await ask(at, "getEntry", { path }), path).toBe(403);
    for (const path of ["vite.config.ts", ".git/hooks/pre-commit", "new/file.json"]) {
      const entry = { slug: "x", path, raw: "written" };
      expect(await ask(at, "persistEntry", { entry, assets: [], options })).toBe(403);
      await expect(readFile(join(project, path), "utf8"), path).rejects.toThrow();
    }
    const media = { path: "package.json", content: "", encoding: "base64" };
    expect(await ask(at, "persistMedia", { asset: media, options })).toBe(403);
    expect(await readFile(join(project, "package.json"), "utf8")).toContain("the project");
  });

  it("answers only a request addressed exactly to localhost or 127.0.0.1 and its port", async () => {
    const params = { path: `${CONTENT_DIR}/site.json` };
    for (const host of [`127.0.0.1:${port}`, at])
      expect(await ask(host, "getEntry", params), host).toBe(200);
    for (const host of [`${at}@evil.example`, `localhost:${port}.evil.example`, "evil.example"])
      expect(await ask(host, "getEntry", params), host).toBe(403);
  });
});

it("sees every change of a content file, however it is saved: in place, or a new file renamed over it", async () => {
  const file = join(project, CONTENT_DIR, "site.json");
  const changed = vi.fn();
  const watcher = watchContent(project, changed);
  const saves = [
    () => writeFile(file, '{"name":"In place"}\n'),
    async () => {
      await writeFile(`${file}.new`, '{"name":"Replaced"}\n');
      await rename(`${file}.new`, file);
    },
    () => writeFile(file, '{"name":"In place, once replaced"}\n'),
    () => writeFile(file, '{"name":"Again"}\n'),
  ];
  for (const [index, save] of saves.entries()) {
    await save();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(index + 1), { timeout: 5_000 });
  }
  watcher.close();
});
