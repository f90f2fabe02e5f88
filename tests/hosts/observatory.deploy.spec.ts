import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import type { ObservatoryReport } from "../../scripts/observatory";
import { buildDir, tlsServer } from "./deploy-env";

test("MDN HTTP Observatory's own scanner grades the site A+ over TLS, every test passed", async () => {
  // Over plain HTTP the scanner never grades above C+; Cloudflare's edge is graded live instead.
  const { port, httpsPort } = tlsServer();
  // The scanner trusts the build's local authority itself (scripts/observatory.ts).
  const scan = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/observatory.ts", "--json", "127.0.0.1", `${port}`, `${httpsPort}`],
    {
      encoding: "utf8",
      env: { ...process.env, BUILD_DIR: buildDir },
    },
  );
  expect(scan.stdout, `the scanner's report (its errors: ${scan.stderr})`).toMatch(/^\{/);
  const report = JSON.parse(scan.stdout) as ObservatoryReport;
  const failing = report.failing.map(
    (test) => `${test.test}: ${test.result} (${test.scoreModifier})`,
  );
  test.info().annotations.push({
    type: "Observatory",
    description: `${report.grade} (${report.score}/100)`,
  });
  // A+ alone would still allow a failing test, a weaker HSTS for one: every test passes today.
  expect(
    { grade: report.grade, failing },
    `${report.grade} (${report.score}/100) for ${report.target}; failing: ${failing.join(", ") || "none"}`,
  ).toEqual({ grade: "A+", failing: [] });
});
