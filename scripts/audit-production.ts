/**
 * `npm audit --omit=dev`: fails on any known vulnerability in the packages the site ships.
 * Where the registry offers no advisory service (it answers the audit request with an HTTP
 * error), it says so plainly and does not fail, since nothing could be checked.
 */
import { spawnSync } from "node:child_process";
import { fail } from "../server/fail.ts";

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report: {
  statusCode?: number;
  message?: string;
  metadata?: { vulnerabilities: Record<string, number> };
};
try {
  report = JSON.parse(result.stdout);
} catch {
  fail(`npm audit gave no report:\n${result.stderr}`);
}

if (report.metadata) {
  const { total = 0, ...bySeverity } = report.metadata.vulnerabilities;
  if (total > 0) {
    spawnSync("npm", ["audit", "--omit=dev"], { stdio: "inherit" });
    fail(
      `npm audit: ${total} known vulnerabilities in production packages ${JSON.stringify(bySeverity)}`,
    );
  }
  console.log("npm audit: no known vulnerabilities in production packages.");
} else if (report.statusCode) {
  console.warn(
    `npm audit: NOT CHECKED, the registry has no advisory service here (${report.message}).`,
  );
} else {
  fail(`npm audit failed: ${result.stdout}`);
}
