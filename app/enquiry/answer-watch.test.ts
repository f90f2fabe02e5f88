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
  workerAnswered,
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
  expect(await answerAwaited(reference, released)).toBe(true);
  const lateAnswer = workerAnswered(reference);
  answer(new Response("OK"));
  expect(await (await given)!.text()).toBe("OK");
  await waitFor(() => expect(released).toHaveBeenCalledOnce());
  expect(await lateAnswer).toBe(true);
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
  expect(await workerAnswered(reference)).toBe(false);
});

it("leaves every other request to the browser, and passes on a send with no reference unwatched", async () => {
  expect(awaitAnswer(send("", { method: "GET" }), vi.fn())).toBeUndefined();
  expect(awaitAnswer(send("{}", { path: `${EMAIL_SEND_PATH}-form` }), vi.fn())).toBeUndefined();
  for (const request of [send('{"template_params":{}}'), send("not JSON")]) {
    const { given, toService, answer } = passedOn(request);
    await waitFor(() => expect(toService).toHaveBeenCalledOnce());
    answer(new Response("OK"));
    await given;
  }
  expect(await answered("")).toBe(false);
});

it("says nothing was answered where the browser keeps no cache (site data blocked)", async () => {
  vi.stubGlobal("caches", undefined);
  expect(await answered(reference)).toBe(false);
  vi.stubGlobal("caches", { delete: () => Promise.reject(new DOMException("", "SecurityError")) });
  expect(await answered(reference)).toBe(false);
});
