import { cleanup } from "@testing-library/react";
import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

// A stray console.error is a bug: fail the test unless it mocks console.error itself.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${format(...args)}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
