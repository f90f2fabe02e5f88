/**
 * When what waits on this device goes: at once when a page opens with something under way, when
 * the connection returns, when the visitor comes back to the page; never while offline or hidden,
 * and nothing is loaded where nothing waits. The store is replaced by a spy on its `resume`.
 */
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { sampleEnquiry } from "../../tests/support/sample-enquiry";
import type { EnquiryRecord } from "./machine";

const resume = vi.fn(() => Promise.resolve());
const enquiryStore = vi.fn(() => ({ resume }));
vi.mock("./browser-store", () => ({ enquiryStore }));
const stored: { record: EnquiryRecord | undefined } = { record: undefined };
vi.mock("./record", () => ({ read: () => Promise.resolve(stored.record) }));

const version = { id: "v1", words: sampleEnquiry("delivery") };
const queued: EnquiryRecord = {
  wire: null,
  waiting: version,
  latest: { ...version, pressedAt: 0, outcome: "queued" },
};
const onTheWire: EnquiryRecord = {
  wire: { ...version, sender: "a closed tab" },
  waiting: null,
  latest: null,
};

const settle = () => new Promise((done) => setTimeout(done, 0));
let online: ReturnType<typeof vi.spyOn>;
let visibility: ReturnType<typeof vi.spyOn>;

/** A fresh page view: the module's memory of having started is new. */
async function startOnce() {
  vi.resetModules();
  const { deliverWhatWaits } = await import("./delivery");
  deliverWhatWaits();
  await settle();
  return deliverWhatWaits;
}

// Each test's page view is a fresh module; the listeners of the one before are taken away.
const listening: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
function recordListeners(target: Window | Document) {
  const add = target.addEventListener.bind(target);
  vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
    listening.push([target, type, listener!]);
    add(type, listener, options);
  });
}

beforeEach(() => {
  recordListeners(window);
  recordListeners(document);
  resume.mockClear();
  enquiryStore.mockClear();
  online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
});

afterEach(() => {
  stored.record = undefined;
  for (const [target, type, listener] of listening.splice(0)) {
    target.removeEventListener(type, listener);
  }
});

it("sends what waits, or what a closed page view was sending, as soon as the page opens", async () => {
  for (const record of [queued, onTheWire]) {
    stored.record = record;
    resume.mockClear();
    await startOnce();
    expect(resume).toHaveBeenCalledOnce();
  }
});

it("where nothing is under way, loads no sender and sends nothing", async () => {
  for (const record of [undefined, { wire: null, waiting: null, latest: queued.latest }]) {
    stored.record = record;
    await startOnce();
    window.dispatchEvent(new Event("online"));
    await settle();
  }
  expect(enquiryStore).not.toHaveBeenCalled();
});

it("offline, waits; the connection back sends it", async () => {
  stored.record = queued;
  online.mockReturnValue(false);
  await startOnce();
  expect(resume).not.toHaveBeenCalled();
  online.mockReturnValue(true);
  window.dispatchEvent(new Event("online"));
  await settle();
  expect(resume).toHaveBeenCalledOnce();
});

it("sends it when the visitor comes back to the page: focused, or shown again, not hidden", async () => {
  await startOnce(); // nothing waits yet
  stored.record = queued;
  window.dispatchEvent(new Event("focus"));
  await settle();
  expect(resume).toHaveBeenCalledOnce();
  visibility.mockReturnValue("hidden");
  document.dispatchEvent(new Event("visibilitychange"));
  await settle();
  expect(resume).toHaveBeenCalledOnce();
  visibility.mockReturnValue("visible");
  document.dispatchEvent(new Event("visibilitychange"));
  await settle();
  expect(resume).toHaveBeenCalledTimes(2);
});

it("started again in the same page view (React after the first paint), listens once", async () => {
  const startAgain = await startOnce();
  startAgain();
  stored.record = queued;
  await settle();
  expect(resume).not.toHaveBeenCalled();
  window.dispatchEvent(new Event("online"));
  await settle();
  expect(resume).toHaveBeenCalledOnce();
});
