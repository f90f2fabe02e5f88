import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { headersForPath, parseHeadersFile } from "../../build-time/headers-file";
import { ADMIN_PATH } from "../../build-time/security-headers";
import { watchViolations } from "../support/fixtures";
import { buildDir } from "./deploy-env";

const rules = parseHeadersFile(readFileSync(join(buildDir, "client", "_headers"), "utf8"));

// Every page keeps the site's policy, and is never marked "noindex": http.deploy.spec.ts.
test("the content editor has its own policy on every host, and starts under it, ready to sign in with GitHub", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto(ADMIN_PATH);
  expect(response?.status()).toBe(200);
  const headers = await response!.allHeaders();
  for (const [name, value] of Object.entries(headersForPath(rules, ADMIN_PATH)))
    expect(headers[name.toLowerCase()], `${name} on ${ADMIN_PATH}`).toBe(value);
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
  expect(violations).toEqual([]);
});
