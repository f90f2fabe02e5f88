import { expect, it, vi } from "vitest";
import { schedule } from "./browser-store";

it("runs a retry when it is due, not once cancelled, and not while the page is hidden", () => {
  vi.useFakeTimers();
  const work = vi.fn();
  schedule(work, 1000);
  schedule(work, 1000)();
  vi.advanceTimersByTime(999);
  expect(work).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledOnce();
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  schedule(work, 0);
  vi.runAllTimers();
  expect(work).toHaveBeenCalledOnce();
  vi.useRealTimers();
});
