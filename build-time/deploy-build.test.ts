import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const run = promisify(execFile);

// The deploy build with every variable set is npm test's own, served by the real servers
// (tests/hosts/); a trade the owner adds is built by the editor's tests (tests/editor/).
// A build: about 16 s alone, past 120 s beside the browser suites on a busy host.
it("the deploy build stops and names every missing variable", { timeout: 600_000 }, async () => {
  const buildDir = await mkdtemp(join(tmpdir(), "deploy-build-"));
  // The framework's own build command, as hosts' presets run it, in a clean environment: the test
  // runner's own variables (VITEST, MODE, ...) change the Vite config.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BUILD_DIR: buildDir,
    VITE_EMAILJS_SERVICE_ID: "service_only",
  };
  const build = run("npx", ["react-router", "build"], { env }).finally(() =>
    rm(buildDir, { recursive: true, force: true }),
  );
  // Rejected: the build exited with an error.
  await expect(build).rejects.toMatchObject({
    stderr: expect.stringContaining(
      "The deploy build needs VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID, VITE_SITE_URL.",
    ),
  });
});
