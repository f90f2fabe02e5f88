import { describe, expect, it } from "vitest";
import { parsePort } from "./port.ts";

describe("parsePort", () => {
  it("uses the fallback when PORT is unset or empty", () => {
    expect(parsePort(undefined, { fallback: 3000, lowest: 0 })).toBe(3000);
    expect(parsePort("", { fallback: 8080, lowest: 1 })).toBe(8080);
  });

  it("takes any whole number from the lowest allowed to 65535", () => {
    expect(parsePort("0", { fallback: 3000, lowest: 0 })).toBe(0);
    expect(parsePort("65535", { fallback: 3000, lowest: 1 })).toBe(65535);
  });

  it.each(["http", "80.5", "-1", "65536"])("refuses %j and says what is allowed", (raw) => {
    expect(() => parsePort(raw, { fallback: 3000, lowest: 0 })).toThrow(
      `PORT must be a whole number from 0 to 65535, got "${raw}".`,
    );
  });

  it("refuses 0 where a fixed port is needed", () => {
    expect(() => parsePort("0", { fallback: 8080, lowest: 1 })).toThrow(
      'PORT must be a whole number from 1 to 65535, got "0".',
    );
  });
});
