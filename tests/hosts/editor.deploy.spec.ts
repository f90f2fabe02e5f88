import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { headersForPath, parseHeadersFile } from "../../build-time/headers-file";
import { ADMIN_PATH } from "../../build-time/security-headers";
import { watchViolations } from "../support/fixtures";
import { allPagePaths } from "../support/site-facts";
import { buildDir } from "./deploy-env";

const rules = parseHeadersFile(readFileSync(join(buildDir, "client", "_headers"), "utf8"));

test("the content editor has its own policy on every host, and every page keeps the site's", async ({
  request,
}) => {
  const editor = await request.get(ADMIN_PATH);
  expect(editor.status()).toBe(200);
  for (const [name, value] of Object.entries(headersForPath(rules, ADMIN_PATH)))
    expect(editor.headers()[name.toLowerCase()], `${name} on ${ADMIN_PATH}`).toBe(value);
  for (const path of allPagePaths) {
    const page = await request.get(path);
    expect(page.headers()["content-security-policy"], path).toBe(
      headersForPath(rules, path)["Content-Security-Policy"],
    );
    expect(page.headers()["x-robots-tag"], path).toBeUndefined();
  }
});

test("the content editor starts under its policy, ready to sign in with GitHub", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto(ADMIN_PATH);
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
  expect(violations).toEqual([]);
});
