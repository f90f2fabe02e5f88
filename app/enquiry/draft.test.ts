import { describe, expect, it, vi } from "vitest";
import { DRAFT_KEY as KEY } from "./draft";
import { emptyEnquiry, tradesValue } from "./schema";

async function freshDraftModule() {
  vi.resetModules();
  return import("./draft");
}

/** Makes `method` of localStorage throw, as a full or a blocked storage does. */
function storageThrows(method: "getItem" | "setItem", name: string) {
  vi.spyOn(Storage.prototype, method).mockImplementation(() => {
    throw new DOMException(name, name);
  });
}

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
    localStorage.setItem(KEY, "{ not json");
    expect(getDraft()).toEqual(emptyEnquiry());
    stop();
  });

  it("hears only its own key, and nothing once it stopped listening", async () => {
    const { subscribeToDraft } = await freshDraftModule();
    const heard = vi.fn();
    const stop = subscribeToDraft(heard);
    window.dispatchEvent(new StorageEvent("storage", { key: "another-key" }));
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent("storage", { key: null })); // another tab cleared all
    expect(heard).toHaveBeenCalledOnce();
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    expect(heard).toHaveBeenCalledOnce();
  });

  it("removes its key once every field is empty again, and when the draft is cleared", async () => {
    const { clearDraftIfSent, getDraft, updateDraft } = await freshDraftModule();
    updateDraft({ name: "Jane" });
    updateDraft({ name: "" });
    expect(localStorage.getItem(KEY)).toBeNull();
    updateDraft({ name: "Jane" });
    expect(clearDraftIfSent({ ...emptyEnquiry(), name: "Jan" })).toBe(false);
    expect(getDraft().name).toBe("Jane");
    expect(clearDraftIfSent({ ...emptyEnquiry(), name: "Jane" })).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(getDraft()).toEqual(emptyEnquiry());
  });

  it("keeps what is typed in memory where storage is full", async () => {
    const { getDraft, updateDraft } = await freshDraftModule();
    updateDraft({ name: "Jane" });
    storageThrows("setItem", "QuotaExceededError");
    updateDraft({ email: "jane@example.com" });
    expect(getDraft()).toEqual({ ...emptyEnquiry(), name: "Jane", email: "jane@example.com" });
  });

  it("lives in memory where storage throws", async () => {
    const { clearDraftIfSent, getDraft, updateDraft } = await freshDraftModule();
    storageThrows("getItem", "SecurityError");
    storageThrows("setItem", "SecurityError");
    updateDraft({ name: "Jane" });
    expect(getDraft().name).toBe("Jane");
    expect(clearDraftIfSent(getDraft())).toBe(true);
    expect(getDraft()).toEqual(emptyEnquiry());
  });
});

describe("the form's fields", () => {
  it("reads the form's fields as the enquiry keeps them, every ticked trade in one value", async () => {
    const { valuesIn } = await freshDraftModule();
    const form = document.createElement("form");
    form.innerHTML = `
      <input name="name" value="Jane"> <input name="subject">
      <input type="checkbox" name="trades" value="electrical" checked>
      <input type="checkbox" name="trades" value="other" checked>`;
    expect(valuesIn(form)).toEqual({
      ...emptyEnquiry(),
      name: "Jane",
      trades: tradesValue(["electrical", "other"]),
    });
  });
});
