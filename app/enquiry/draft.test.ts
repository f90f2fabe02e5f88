import { afterEach, describe, expect, it, vi } from "vitest";
import { DRAFT_KEY as KEY } from "./draft";
import { emptyEnquiry } from "./schema";

async function freshDraftModule() {
  vi.resetModules();
  return import("./draft");
}

afterEach(() => localStorage.clear());

describe("the shared draft", () => {
  it("keeps each field in localStorage and changes only the fields given", async () => {
    const { getDraft, updateDraft } = await freshDraftModule();
    updateDraft({ name: "Jane" });
    // Another tab wrote the e-mail meanwhile: it is kept.
    localStorage.setItem(KEY, JSON.stringify({ ...getDraft(), email: "jane@example.com" }));
    updateDraft({ subject: "Bid" });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      ...emptyEnquiry(),
      name: "Jane",
      email: "jane@example.com",
      subject: "Bid",
    });
  });

  it("hears another tab's change through the storage event, and its clearing", async () => {
    const { getDraft, subscribeToDraft } = await freshDraftModule();
    const heard = vi.fn();
    const stop = subscribeToDraft(heard);
    localStorage.setItem(KEY, JSON.stringify({ name: "Jane" }));
    window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    expect(heard).toHaveBeenCalledOnce();
    expect(getDraft().name).toBe("Jane");
    expect(getDraft()).toBe(getDraft());

    localStorage.removeItem(KEY);
    window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    expect(getDraft()).toEqual(emptyEnquiry());
    stop();
  });

  it("lives in memory where storage throws", async () => {
    const { clearDraft, getDraft, updateDraft } = await freshDraftModule();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    updateDraft({ name: "Jane" });
    expect(getDraft().name).toBe("Jane");
    clearDraft();
    expect(getDraft()).toEqual(emptyEnquiry());
  });
});
