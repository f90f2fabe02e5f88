import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleEnquiry } from "../../tests/helpers/sample-enquiry";

const sdk = vi.hoisted(() => ({ init: vi.fn(), send: vi.fn() }));
vi.mock("@emailjs/browser", () => sdk);
// The settings a local build writes into the bundle (build-time/site-config-plugin.ts).
vi.mock("~/site-config", async () => ({
  siteConfig: (await import("~/site-variables")).localSiteConfig({}),
  emailApiOrigin: () => "http://127.0.0.1:3000",
}));

const { isConnectionFailure, sendEnquiry } = await import("./transport");

/** How a send ends: whether the failure is one to queue and send again later. */
async function failureOf(): Promise<{ queueable: boolean }> {
  try {
    await sendEnquiry(sampleEnquiry("unit"));
  } catch (error) {
    return { queueable: isConnectionFailure(error) };
  }
  throw new Error("the send did not fail");
}

describe("which failures are worth queueing", () => {
  afterEach(() => {
    sdk.init.mockReset();
    sdk.send.mockReset();
  });

  it("a request that never reached the service (fetch's TypeError) is queued", async () => {
    sdk.send.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await failureOf()).toEqual({ queueable: true });
  });

  it("a programming error in the send path is shown, not queued, even as a TypeError", async () => {
    sdk.init.mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'publicKey')");
    });
    expect(await failureOf()).toEqual({ queueable: false });
  });

  it("an answer from the service is shown, not queued", async () => {
    sdk.send.mockRejectedValue({ status: 400, text: "The template ID is invalid" });
    expect(await failureOf()).toEqual({ queueable: false });
  });
});
