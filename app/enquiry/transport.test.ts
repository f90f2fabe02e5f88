import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleEnquiry } from "../../tests/helpers/sample-enquiry";

const sdk = vi.hoisted(() => ({ init: vi.fn(), send: vi.fn() }));
vi.mock("@emailjs/browser", () => sdk);
// The settings a local build writes into the bundle (build-time/site-config-plugin.ts).
vi.mock("~/site-config", async () => ({
  siteConfig: (await import("~/site-variables")).localSiteConfig({}),
  emailApiOrigin: () => "http://127.0.0.1:3000",
}));

const { deliver } = await import("./transport");

/** How the send ends, and the line it logs. */
async function deliverSample() {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const answer = await deliver(sampleEnquiry("unit"));
  return { answer, logged: logged.mock.calls.map((call) => String(call[0])) };
}

describe("how a send ends", () => {
  afterEach(() => {
    sdk.init.mockReset();
    sdk.send.mockReset();
  });

  it("the service's success is a delivery, and logs nothing", async () => {
    sdk.send.mockResolvedValue({ status: 200, text: "OK" });
    expect(await deliverSample()).toEqual({ answer: "delivered", logged: [] });
  });

  it("a request that never reached the service (fetch's TypeError) is unreached: kept for later", async () => {
    sdk.send.mockRejectedValue(new TypeError("Failed to fetch"));
    const { answer, logged } = await deliverSample();
    expect(answer).toBe("unreached");
    expect(logged).toEqual([
      expect.stringMatching(/could not be reached \(TypeError: Failed to fetch\)/),
    ]);
  });

  it("a programming error in the send path is refused, not kept, even as a TypeError", async () => {
    sdk.init.mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'publicKey')");
    });
    expect((await deliverSample()).answer).toBe("refused");
  });

  it("an answer from the service is refused, and logged with its status and text", async () => {
    sdk.send.mockRejectedValue({ status: 400, text: "The template ID is invalid" });
    expect(await deliverSample()).toEqual({
      answer: "refused",
      logged: [expect.stringContaining("EmailJS answered 400: The template ID is invalid")],
    });
  });
});
