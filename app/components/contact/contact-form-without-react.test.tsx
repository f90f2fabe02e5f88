/**
 * The prerendered contact form when React is late or never comes: send-before-hydration.ts follows
 * the enquiry's record as React would (the error at 15 s), and steps aside once React owns the
 * page. Each test is a fresh page view (its own store); the EmailJS transport is replaced by
 * answers the test gives, IndexedDB comes from fake-indexeddb.
 */
import "fake-indexeddb/auto";
import { act, fireEvent } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { contact, services } from "~/content/en/contact";
import type { Answer } from "~/enquiry/machine";
import type { Enquiry } from "~/enquiry/schema";
import { sampleEnquiry } from "../../../tests/helpers/sample-enquiry";
import { typeIntoForm } from "../../../tests/helpers/type-into-form";
import { ContactForm } from "./contact-form";

const transport = vi.hoisted(() => ({
  deliver: vi.fn<(enquiry: Enquiry) => Promise<Answer>>(),
  loadSdk: () => Promise.resolve(),
}));
vi.mock("~/enquiry/transport", () => transport);

/** A fresh page view with the form as the build ships it, made live before React. */
async function pageBeforeReact() {
  vi.resetModules();
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(
    <ContactForm words={contact} services={services} language="en" />,
  );
  const { sendBeforeHydration } = await import("~/enquiry/send-before-hydration");
  const { enquiryStore } = await import("~/enquiry/browser-store");
  sendBeforeHydration();
  const form = container.querySelector("form")!;
  typeIntoForm(form, sampleEnquiry("without-react"));
  return {
    form,
    button: form.querySelector<HTMLButtonElement>("button[type=submit]")!,
    line: form.querySelector("[role=status]")!,
    store: enquiryStore(),
  };
}

beforeEach(() => {
  // fake-indexeddb answers on setImmediate, the record's lease (no Web Locks in jsdom) on a
  // timeout: both run as the fake time advances.
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setImmediate", "setInterval", "Date", "performance"],
  });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
  transport.deliver.mockReset();
  localStorage.clear();
});

it("a send with no answer in 15 s shows the error, and Send is live again", async () => {
  const { form, button, line } = await pageBeforeReact();
  transport.deliver.mockReturnValueOnce(new Promise(() => {}));
  fireEvent.submit(form);
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  expect(transport.deliver).toHaveBeenCalledOnce();
  await act(() => vi.advanceTimersByTimeAsync(13_000));
  expect(button).toMatchObject({ textContent: contact.sending, disabled: true });
  expect(line.textContent).toBe("");

  await act(() => vi.advanceTimersByTimeAsync(1_000));
  expect(line.textContent).toContain(contact.failed);
  expect(button).toMatchObject({ textContent: contact.submit, disabled: false });
});

it("once React owns the page, leaves the form alone whatever becomes of the enquiry", async () => {
  const { button, line, store } = await pageBeforeReact();
  document.documentElement.dataset.hydrated = "";
  transport.deliver.mockResolvedValueOnce("refused");
  void store.press(sampleEnquiry("react-owns"));
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  expect(transport.deliver).toHaveBeenCalledOnce();
  expect(store.getSnapshot().record.latest?.outcome).toBe("refused");
  expect(button).toMatchObject({ textContent: contact.submit, disabled: false });
  expect(line.textContent).toBe("");
});
