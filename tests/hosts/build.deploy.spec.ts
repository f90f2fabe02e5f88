import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { CONTENT_DIR, readContentFile } from "../../build-time/content-check";
import { stillToConfirm } from "../../build-time/to-confirm";
import { buildLog, servers } from "./deploy-env";

test("the deploy build lists what the firm must still confirm, each line of it, and only then", () => {
  test.skip(test.info().project.name !== servers[0]!.name, "one build for every host: read once");
  const printed = readFileSync(buildLog, "utf8");
  // Every line of the list, as the unit test of to-confirm.ts checks it, naming the file to edit
  // by its folder; once the firm has confirmed and given everything, the build says nothing of it.
  const toConfirm = stillToConfirm(readContentFile());
  expect(printed.includes("still to confirm")).toBe(toConfirm.length > 0);
  for (const line of toConfirm) expect(printed).toContain(`${CONTENT_DIR}/${line}`);
});
