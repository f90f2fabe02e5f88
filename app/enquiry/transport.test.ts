import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleEnquiry } from "../../tests/support/sample-enquiry";

const sdk = vi.hoisted(() => ({ init: vi.fn(), send: vi.fn() }));
// Like the real SDK, it reads localStorage as it loads.
vi.mock("@emailjs/browser", () => (void window.localStorage, sdk));
// The settings a local build writes into the bundle (build-time/site-config-plugin.ts).
vi.mock("~/site-config", async () => ({
  siteConfig: (await import("~/site-variables")).localSiteConfig({}),
  emailApiOrigin: () => "http://127.0.0.1:3000",
}));

const { deliver } = await import("./transport");
const { siteConfig } = await import("~/site-config");

/** How the send ends, and the line it logs. */
async function deliverSample(send = deliver) {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const answer = await send(sampleEnquiry("unit"), undefined);
  return { answer, logged: logged.mock.calls.map((call) => String(call[0])) };
}

describe("how a send ends", () => {
  afterEach(() => {
    sdk.init.mockReset();
    sdk.send.mockReset();
    vi.unstubAllGlobals();
  });

  it("sends the schema's fields with the build's settings: the service's success is a delivery", async () => {
    sdk.send.mockResolvedValue({ status: 200, text: "OK" });
    expect(await deliverSample()).toEqual({ answer: "delivered", logged: [] });
    const { publicKey, serviceId, templateId } = siteConfig.emailjs;
    expect(sdk.init).toHaveBeenCalledWith({ publicKey, origin: "http://127.0.0.1:3000" });
    // No project detail filled: the specification's four parameters, as typed.
    const { name, email, subject, message } = sampleEnquiry("unit");
    expect(sdk.send).toHaveBeenCalledWith(serviceId, templateId, {
      ...{ name, email, subject, message },
      reference: expect.any(String),
    });
  });

  it("loads the SDK where reading localStorage throws, and gives localStorage back", async () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    const storage = vi.spyOn(window, "localStorage", "get").mockImplementation(blocked);
    sdk.send.mockResolvedValue({ status: 200, text: "OK" });
    vi.resetModules(); // a page view that has not loaded the SDK yet
    const fresh = await import("./transport");
    expect(await fresh.deliver(sampleEnquiry("unit"), undefined)).toBe("delivered");
    expect(storage).toHaveBeenCalled();
    expect(() => window.localStorage).toThrow("insecure");
  });

  it("an SDK that cannot load (offline) is unreached, and is loaded again on the next send", async () => {
    vi.resetModules(); // a page view that has not loaded the SDK yet
    vi.doMock("@emailjs/browser", () => Promise.reject(new TypeError("Failed to fetch module")));
    const fresh = await import("./transport");
    expect(await deliverSample(fresh.deliver)).toEqual({
      answer: "unreached",
      logged: [expect.stringContaining("ConnectionFailure: The e-mail service's code could not")],
    });
    vi.doMock("@emailjs/browser", () => sdk);
    sdk.send.mockResolvedValue({ status: 200, text: "OK" });
    expect(await fresh.deliver(sampleEnquiry("unit"), undefined)).toBe("delivered");
  });

  it("fetch's TypeError with the service out of reach is unreached: kept for later", async () => {
    sdk.send.mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await deliverSample()).toEqual({
      answer: "unreached",
      logged: [
        expect.stringContaining("service could not be reached (TypeError: Failed to fetch)"),
      ],
    });
  });

  it("fetch's TypeError while the service answers a HEAD request is an answer lost", async () => {
    sdk.send.mockRejectedValue(new TypeError("Failed to fetch"));
    const probe = vi.fn().mockResolvedValue(new Response(null, { status: 405 }));
    vi.stubGlobal("fetch", probe);
    const { answer, logged } = await deliverSample();
    expect(answer).toBe("lost");
    expect(logged).toEqual([expect.stringContaining("AnswerLost: No answer came (TypeError")]);
    expect(probe).toHaveBeenCalledWith("http://127.0.0.1:3000/api/v1.0/email/send", {
      method: "HEAD",
      mode: "no-cors",
      cache: "no-store",
      signal: expect.any(AbortSignal),
    });
  });

  it("a rejection with a plain string (missing IDs) is refused, and logged as it came", async () => {
    sdk.send.mockRejectedValue("The public key is required");
    expect(await deliverSample()).toEqual({
      answer: "refused",
      logged: [expect.stringContaining("could not be sent. The public key is required")],
    });
  });

  it("a programming error in the send path is refused, not kept, even as a TypeError", async () => {
    sdk.init.mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'publicKey')");
    });
    expect(await deliverSample()).toEqual({
      answer: "refused",
      logged: [expect.stringContaining("TypeError: Cannot read properties of undefined")],
    });
  });

  it("an answer from the service is refused, and logged with its status and text", async () => {
    sdk.send.mockRejectedValue({ status: 400, text: "The template ID is invalid" });
    expect(await deliverSample()).toEqual({
      answer: "refused",
      logged: [expect.stringContaining("EmailJS answered 400: The template ID is invalid")],
    });
  });
});
