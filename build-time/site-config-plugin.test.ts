import { describe, expect, it } from "vitest";
import { checkBuildMode } from "./site-config-plugin";

describe("checkBuildMode", () => {
  it("accepts the deploy build, the local build and the dev server in any mode", () => {
    expect(() => checkBuildMode("build", "production")).not.toThrow();
    expect(() => checkBuildMode("build", "local-email")).not.toThrow();
    expect(() => checkBuildMode("serve", "development")).not.toThrow();
  });

  it("stops any other build and names the two that exist", () => {
    expect(() => checkBuildMode("build", "staging")).toThrow(
      /Unknown build mode "staging".*npm run build.*npm run build:local/,
    );
  });
});
