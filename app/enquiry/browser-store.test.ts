import { waitFor } from "@testing-library/dom";
import { expect, it, vi } from "vitest";
import { sampleEnquiry } from "../../tests/support/sample-enquiry";
import { EMAIL_SEND_PATH, awaitAnswer } from "./answer-watch";
import { schedule, withAnswerWatch } from "./browser-store";
import { enquiryReference } from "./email-params";
import * as record from "./record";

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

it("knows a version landed once its page view or the worker noted it, and forgets the worker's note once read or heard", async () => {
  const notes = new Set<string>();
  vi.stubGlobal("caches", {
    open: async (name: string) => void notes.add(name),
    delete: async (name: string) => notes.delete(name),
  });
  const watched = withAnswerWatch(record);
  const version = { id: "v1", words: sampleEnquiry("landed") };
  const again = { ...version, id: "v2" };
  // The worker, passing on a send of these words: the service answers once the test says.
  const workerSends = (answer: Promise<Response>) => {
    const body = JSON.stringify({
      template_params: { reference: enquiryReference(version.words) },
    });
    const request = new Request(`https://api.example${EMAIL_SEND_PATH}`, { method: "POST", body });
    return awaitAnswer(request, () => answer)!;
  };
  expect(await watched.landed(version)).toBe(false);
  let answer!: (response: Response) => void;
  const sent = workerSends(new Promise((given) => (answer = given)));
  await waitFor(async () => expect(await watched.answerAwaited(version, () => {})).toBe(true));
  answer(new Response("OK"));
  await sent;
  await waitFor(async () => expect(await watched.answerAwaited(version, () => {})).toBe(false));
  expect(await watched.landed(again)).toBe(true);
  expect(await watched.landed(again)).toBe(false);
  await workerSends(Promise.resolve(new Response("OK")));
  watched.noteLanded(version);
  expect(await watched.landed(again)).toBe(false);
  expect(await watched.landed(version)).toBe(true);
  vi.unstubAllGlobals();
});
