/**
 * The worker's side of a send (`awaitAnswer`, as answer-watch.worker.ts runs it) and what pages
 * ask of it, with the browser's Web Locks (tests/support/setup-unit.ts) and a cache store faked.
 * The worker itself, in every engine: tests/enquiry/.
 */
import { waitFor } from "@testing-library/dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import {
  EMAIL_SEND_PATH,
  answerAwaited,
  answered,
  awaitAnswer,
  watchAnswers,
  withWorkerAnswer,
} from "./answer-watch";

const reference = "0ABC123";
const send = (body: string, { method = "POST", path = EMAIL_SEND_PATH } = {}) =>
  new Request(`https://api.example${path}`, { method, body: method === "GET" ? null : body });
const aSend = send(JSON.stringify({ template_params: { reference } }));

beforeEach(() => {
  const caches = new Set<string>();
  vi.stubGlobal("caches", {
    open: async (name: string) => void caches.add(name),
    delete: async (name: string) => caches.delete(name),
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The worker passing `request` on, its answer given by the test; what it gave back. */
function passedOn(request: Request) {
  let answer!: (response: Response) => void;
  const toService = vi.fn(() => new Promise<Response>((given) => (answer = given)));
  const given = awaitAnswer(request, toService);
  return { given, toService, answer: (response: Response) => answer(response) };
}

it("passes a send on once, holds its reference's lock until the answer, then notes it once", async () => {
  const { given, toService, answer } = passedOn(aSend);
  await waitFor(() => expect(toService).toHaveBeenCalledOnce());
  const released = vi.fn();
  expect(await answerAwaited("another", released)).toBe(false);
  expect(await answerAwaited(reference, released)).toBe(true);
  await Promise.resolve();
  expect(released).not.toHaveBeenCalled();
  // The page's own request ended unanswered: it takes the worker's answer, once it has it.
  const pageAnswer = withWorkerAnswer("lost", reference);
  answer(new Response("OK"));
  expect(await (await given)!.text()).toBe("OK");
  await waitFor(() => expect(released).toHaveBeenCalledOnce());
  expect(await pageAnswer).toBe("delivered");
  // Read once: the note is gone, and nothing is awaited any more.
  expect(await answered(reference)).toBe(false);
  expect(await answerAwaited(reference, released)).toBe(false);
});

it("notes no refusal, and no answer cut off before its end", async () => {
  const refused = passedOn(aSend);
  await waitFor(() => expect(refused.toService).toHaveBeenCalled());
  refused.answer(new Response("The template ID is invalid", { status: 400 }));
  expect((await refused.given)!.status).toBe(400);
  const cut = passedOn(aSend);
  await waitFor(() => expect(cut.toService).toHaveBeenCalled());
  const broken = new ReadableStream({ pull: (stream) => stream.error(new TypeError("cut off")) });
  cut.answer(new Response(broken));
  await expect(cut.given).rejects.toThrow("cut off");
  expect(await withWorkerAnswer("unreached", reference)).toBe("unreached");
  expect(await withWorkerAnswer("lost", reference)).toBe("lost");
});

it("takes the page's answer where the page heard one, whatever the worker noted", async () => {
  for (const answer of ["unreached", "lost"] as const) {
    await awaitAnswer(aSend, async () => new Response("OK"));
    expect(await withWorkerAnswer(answer, reference)).toBe("delivered");
  }
  await caches.open(`exact-bids:answered:${reference}`);
  expect(await withWorkerAnswer("refused", reference)).toBe("refused");
  expect(await withWorkerAnswer("delivered", reference)).toBe("delivered");
  expect(await answered(reference)).toBe(true);
});

it("leaves every other request to the browser, and passes on a send with no reference unwatched", async () => {
  expect(awaitAnswer(send("", { method: "GET" }), vi.fn())).toBeUndefined();
  expect(awaitAnswer(send("{}", { path: `${EMAIL_SEND_PATH}-form` }), vi.fn())).toBeUndefined();
  for (const request of [send('{"template_params":{}}'), send("{}"), send("not JSON")]) {
    const { given, toService, answer } = passedOn(request);
    await waitFor(() => expect(toService).toHaveBeenCalledOnce());
    answer(new Response("OK"));
    await given;
  }
  expect(await answered("")).toBe(false);
});

it("registers the worker for the whole site where the browser has workers, and is never in the way", async () => {
  const register = vi.fn(() => Promise.reject(new DOMException("", "SecurityError")));
  vi.stubGlobal("navigator", { serviceWorker: { register } });
  watchAnswers();
  expect(register).toHaveBeenCalledWith("/answer-watch.js");
  vi.stubGlobal("navigator", {});
  watchAnswers();
  vi.stubGlobal("navigator", {
    get serviceWorker() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  });
  watchAnswers();
  // Without Web Locks (a page over plain HTTP), no worker either: the page's own answer counts.
  expect(await withWorkerAnswer("lost", reference)).toBe("lost");
});

it("says nothing was answered where the browser keeps no cache (site data blocked)", async () => {
  vi.stubGlobal("caches", undefined);
  expect(await answered(reference)).toBe(false);
  vi.stubGlobal("caches", { delete: () => Promise.reject(new DOMException("", "SecurityError")) });
  expect(await answered(reference)).toBe(false);
});
