import { afterEach, describe, expect, it, vi } from "vitest";
import { DRAFT_KEY as KEY } from "./draft";
import { emptyEnquiry, tradesValue } from "./schema";

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
    const { clearDraft, clearDraftIfSent, getDraft, updateDraft } = await freshDraftModule();
    updateDraft({ name: "Jane" });
    updateDraft({ name: "" });
    expect(localStorage.getItem(KEY)).toBeNull();
    updateDraft({ name: "Jane" });
    clearDraft();
    expect(localStorage.getItem(KEY)).toBeNull();
    updateDraft({ name: "Jane" });
    expect(clearDraftIfSent({ ...emptyEnquiry(), name: "Jan" })).toBe(false);
    expect(getDraft().name).toBe("Jane");
    expect(clearDraftIfSent({ ...emptyEnquiry(), name: "Jane" })).toBe(true);
    expect(getDraft()).toEqual(emptyEnquiry());
  });

  it("keeps what is typed in memory where storage is full", async () => {
    const { getDraft, updateDraft } = await freshDraftModule();
    updateDraft({ name: "Jane" });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    updateDraft({ email: "jane@example.com" });
    expect(getDraft()).toEqual({ ...emptyEnquiry(), name: "Jane", email: "jane@example.com" });
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

describe("the form's fields", () => {
  /** The prerendered form's fields, named as the schema names them, with these values. */
  function formWith(values: Record<string, string>): HTMLFormElement {
    const form = document.createElement("form");
    for (const [name, value] of Object.entries(values)) {
      const field = document.createElement(name === "message" ? "textarea" : "input");
      Object.assign(field, { name, value });
      form.append(field);
    }
    return form;
  }
  it("reads the form's fields as the enquiry keeps them, every ticked trade in one value", async () => {
    const { valuesIn } = await freshDraftModule();
    const form = formWith({ name: "Jane", subject: "" });
    for (const trade of ["electrical", "other"]) {
      const box = Object.assign(document.createElement("input"), {
        type: "checkbox",
        name: "trades",
        value: trade,
        checked: true,
      });
      form.append(box);
    }
    expect(valuesIn(form)).toEqual({
      ...emptyEnquiry(),
      name: "Jane",
      trades: tradesValue(["electrical", "other"]),
    });
  });
});
