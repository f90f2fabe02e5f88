import { expect } from "@playwright/test";

/**
 * `expect.poll` asking again every 50 ms: Playwright's own backs off to a second between tries,
 * and a check mostly waits for something about to happen (an answer stored, a click, a reveal).
 */
export const poll = <T>(
  actual: () => T | Promise<T>,
  options: { message?: string; timeout?: number } = {},
) => expect.poll(actual, { intervals: [50], ...options });
