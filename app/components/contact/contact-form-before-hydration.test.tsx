/**
 * The prerendered contact form before React, made live by send-before-hydration.ts, then hydrated,
 * in jsdom with the real enquiry module (IndexedDB from fake-indexeddb, the EmailJS transport
 * replaced by answers the test gives), with no hydration mismatch.
 */
import "fake-indexeddb/auto";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { contact, services } from "~/content/en/contact";
import { detailWordsFor } from "~/enquiry/email-params";
import type { Answer } from "~/enquiry/machine";
import { HONEYPOT, type Enquiry } from "~/enquiry/schema";
import { DRAFT_KEY } from "~/enquiry/draft";
import { sendBeforeHydration } from "~/enquiry/send-before-hydration";
import { sampleEnquiry } from "../../../tests/helpers/sample-enquiry";
import { typeIntoForm } from "../../../tests/helpers/type-into-form";
import { ContactForm } from "./contact-form";

/** The words that label the details in the e-mail, as the English page gives them. */
const pageWords = detailWordsFor(contact, services, "en");

const transport = vi.hoisted(() => ({
  deliver: vi.fn<(enquiry: Enquiry) => Promise<Answer>>(),
  loadSdk: () => Promise.resolve(),
}));
vi.mock("~/enquiry/transport", () => transport);

/**
 * Lets IndexedDB (fake-indexeddb answers on setImmediate), the record's lock (jsdom has no Web
 * Locks: the lease takes 50 ms) and React finish what is under way.
 */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 10; turn++) await new Promise((done) => setImmediate(done));
    await new Promise((done) => setTimeout(done, 150));
    for (let turn = 0; turn < 10; turn++) await new Promise((done) => setImmediate(done));
  });

/** The page as the build ships it: the form's HTML, no React yet. */
function prerendered() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <ContactForm words={contact} services={services} language="en" />,
  );
  document.body.append(container);
  const form = container.querySelector("form")!;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  return { container, form, button };
}

const type = typeIntoForm;

afterEach(() => {
  document.body.replaceChildren();
  transport.deliver.mockReset();
  localStorage.clear();
});

it("makes Send live in its words; a press goes once, and React, once hydrated, thanks", async () => {
  const { container, form, button } = prerendered();
  expect(button).toMatchObject({ textContent: contact.gettingReady, disabled: true });
  sendBeforeHydration();
  expect(button).toMatchObject({ textContent: contact.submit, disabled: false });

  const enquiry = sampleEnquiry("before-react");
  type(form, enquiry);
  transport.deliver.mockResolvedValueOnce("delivered");
  fireEvent.submit(form);
  expect(button).toMatchObject({ textContent: contact.sending, disabled: true });
  fireEvent.submit(form);
  await waitFor(() => expect(transport.deliver).toHaveBeenCalledOnce());
  expect(transport.deliver).toHaveBeenCalledWith(enquiry, pageWords);

  // The fields still hold the words, which were delivered: React does not take them up again.
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <ContactForm words={contact} services={services} language="en" />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  await settle();
  expect(mismatches).toEqual([]);
  expect(await screen.findByText(contact.sent)).toBeDefined();
  expect(transport.deliver).toHaveBeenCalledOnce();
});

it("without React, says what became of a press, as React would: the error, then the thank-you", async () => {
  const { form, button } = prerendered();
  sendBeforeHydration();
  const line = form.querySelector("[role=status]")!;
  const enquiry = sampleEnquiry("no-react");
  type(form, enquiry);

  transport.deliver.mockResolvedValueOnce("refused");
  fireEvent.submit(form);
  await waitFor(() => expect(line.textContent).toContain(contact.failed));
  expect(button).toMatchObject({ textContent: contact.submit, disabled: false });
  expect((form.elements.namedItem("message") as HTMLTextAreaElement).value).toBe(enquiry.message);

  transport.deliver.mockResolvedValueOnce("delivered");
  fireEvent.submit(form);
  await waitFor(() => expect(line.textContent).toContain(contact.sent));
  expect(line.textContent).not.toContain(contact.failed);
  expect((form.elements.namedItem("message") as HTMLTextAreaElement).value).toBe("");
  expect(transport.deliver).toHaveBeenCalledTimes(2);
  // Typing the next message: no thank-you over it.
  type(form, { message: "And the parking deck." });
  expect(line.textContent).toBe("");
});

it("sends nothing when the bots' hidden field is filled", async () => {
  const { form } = prerendered();
  sendBeforeHydration();
  type(form, { ...sampleEnquiry("bot"), [HONEYPOT]: "https://spam.example" });
  fireEvent.submit(form);
  await settle();
  expect(transport.deliver).not.toHaveBeenCalled();
});

it("leaves the form to React once React owns the page", async () => {
  const { form, button } = prerendered();
  document.documentElement.dataset.hydrated = "";
  try {
    sendBeforeHydration();
    expect(button).toMatchObject({ textContent: contact.gettingReady, disabled: true });
    type(form, sampleEnquiry("hydrated"));
    fireEvent.submit(form);
    await settle();
    expect(transport.deliver).not.toHaveBeenCalled();
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  } finally {
    delete document.documentElement.dataset.hydrated;
  }
});

it("does nothing on a page without the form", () => {
  document.body.innerHTML = "<main><h1>Exact Bids</h1></main>";
  expect(() => sendBeforeHydration()).not.toThrow();
});

it("hands a press over to React once React has taken the page", async () => {
  const { form, button } = prerendered();
  sendBeforeHydration();
  type(form, sampleEnquiry("handed-over"));
  document.documentElement.dataset.hydrated = "";
  try {
    fireEvent.submit(form);
    await settle();
    expect(transport.deliver).not.toHaveBeenCalled();
    expect(button.textContent).toBe(contact.submit);
  } finally {
    delete document.documentElement.dataset.hydrated;
  }
});

it("opens the folded project details when the form restored into them holds one, and when Send stops at one", () => {
  const restored = prerendered();
  restored.form.querySelector<HTMLInputElement>("[name=company]")!.value = "Harbour Builders";
  sendBeforeHydration();
  expect(restored.form.querySelector("details")!.open).toBe(true);
  document.body.replaceChildren();

  const { form } = prerendered();
  sendBeforeHydration();
  const fold = form.querySelector("details")!;
  expect(fold.open).toBe(false);
  const phone = form.querySelector<HTMLInputElement>("[name=phone]")!;
  phone.value = "call me";
  phone.dispatchEvent(new Event("invalid"));
  expect(fold.open).toBe(true);
});
