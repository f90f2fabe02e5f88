/**
 * The worker's own events, as a browser fires them at it (answer-watch.worker.ts); what it does
 * with a send is awaitAnswer's (answer-watch.test.ts), and the worker in every engine is in
 * tests/enquiry/.
 */
import { afterAll, expect, it, vi } from "vitest";
import { EMAIL_SEND_PATH } from "./answer-watch";

const listeners = new Map<string, (event: object) => void>();
const worker = { skipWaiting: vi.fn(async () => {}), clients: { claim: vi.fn(async () => {}) } };
const toService = vi.fn(async (_: Request) => new Response("OK"));
vi.stubGlobal("self", worker);
vi.stubGlobal("fetch", toService);
vi.stubGlobal("caches", { open: async () => {}, delete: async () => false });
vi.stubGlobal("addEventListener", (type: string, listener: (event: object) => void) =>
  listeners.set(type, listener),
);
await import("./answer-watch.worker");
afterAll(() => vi.unstubAllGlobals());

/** An event of the given type, as the worker receives it, with what it was asked to do. */
function fire(type: string, fields: object = {}) {
  const event = { ...fields, waitUntil: vi.fn(), respondWith: vi.fn() };
  listeners.get(type)!(event);
  return event;
}

it("takes over the open pages at once, its first version or a new one", () => {
  fire("install");
  expect(worker.skipWaiting).toHaveBeenCalledOnce();
  const { waitUntil } = fire("activate");
  expect(worker.clients.claim).toHaveBeenCalledOnce();
  expect(waitUntil).toHaveBeenCalledWith(worker.clients.claim.mock.results[0]!.value);
});

it("leaves every request but a send to the browser", () => {
  const page = fire("fetch", { request: new Request("https://example.com/contact-us") });
  expect(page.respondWith).not.toHaveBeenCalled();
  expect(page.waitUntil).not.toHaveBeenCalled();
  expect(toService).not.toHaveBeenCalled();
});

it("answers a send with a request of its own, which the page leaving does not cancel, and lives until it is answered", async () => {
  const leaving = new AbortController();
  const body = JSON.stringify({ template_params: { reference: "0ABC123" } });
  const aSend = (signal?: AbortSignal) =>
    new Request(`https://api.example${EMAIL_SEND_PATH}`, { method: "POST", body, signal });
  const request = aSend(leaving.signal);
  const send = fire("fetch", { request });
  leaving.abort();
  const answer = await send.respondWith.mock.calls[0]![0];
  expect(await answer.text()).toBe("OK");
  const sent = toService.mock.calls[0]![0];
  expect([sent.url, sent.method, await sent.text()]).toEqual([request.url, "POST", body]);
  expect(sent.signal.aborted).toBe(false);
  // Kept alive until then; an answer that never came ends the wait without an error.
  await expect(send.waitUntil.mock.calls[0]![0]).resolves.toBe(answer);
  toService.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  const failed = fire("fetch", { request: aSend() });
  await expect(failed.respondWith.mock.calls[0]![0]).rejects.toThrow("Failed to fetch");
  await expect(failed.waitUntil.mock.calls[0]![0]).resolves.toBeUndefined();
});
