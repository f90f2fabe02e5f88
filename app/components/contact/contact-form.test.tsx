/**
 * The contact form with the real enquiry module (controller, draft, record, state machine) in
 * jsdom: IndexedDB from fake-indexeddb, the EmailJS transport replaced by answers the test gives.
 * The end-to-end suites prove the rest against the real SDK in real browsers: each failure
 * (contact.spec.ts), a field of spaces alone, the hidden trap (enquiry-source.spec.ts), the form
 * before its script and what it keeps (contact-before-hydration.spec.ts).
 */
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contact, services } from "~/content/en/contact";
import { detailWordsFor } from "~/enquiry/email-params";
import type { Answer } from "~/enquiry/machine";
import { write } from "~/enquiry/record";
import type { Enquiry } from "~/enquiry/schema";
import { useEnquiryDelivery } from "~/enquiry/use-enquiry-delivery";
import { sampleEnquiry } from "../../../tests/support/sample-enquiry";
import { typeIntoForm } from "../../../tests/support/type-into-form";
import { controlForm } from "~/enquiry/form-controller";
import { ContactForm } from "./contact-form";

/** The words that label the details in the e-mail, as the English page gives them. */
const pageWords = detailWordsFor(contact, services, "en");

const transport = vi.hoisted(() => ({
  deliver: vi.fn<(enquiry: Enquiry) => Promise<Answer>>(),
  loadSdk: () => Promise.resolve(),
}));
vi.mock("~/enquiry/transport", () => transport);

/** The next send's answer, given when the test says. */
function answerLater() {
  let answer!: (answer: Answer) => void;
  transport.deliver.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  return answer;
}

function fillAndSend(enquiry: Enquiry) {
  typeIntoForm(screen.getByRole("form"), enquiry);
  fireEvent.click(screen.getByRole("button", { name: contact.submit }));
}

/** Lets IndexedDB (fake-indexeddb answers on setImmediate) and React finish what is under way. */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 10; turn++) await new Promise((done) => setImmediate(done));
  });

/** An element's text as the visitor sees it: what its hidden parts say left out. */
function seen(element: Element): string {
  if (element instanceof HTMLElement && element.hidden) return "";
  return [...element.childNodes]
    .map((node) => (node instanceof Element ? seen(node) : (node.textContent ?? "")))
    .join("");
}

/** The status shown: the line under Send, or the thank-you in the form's place. */
const status = () => seen(screen.getAllByRole("status")[0]!);

/** Waits for the thank-you, shown (the page holds it hidden from the start). */
const thanked = () => waitFor(() => expect(status()).toContain(contact.sent));

// One store per page view, as in a browser: each test starts once it has read the record afresh.
beforeEach(async () => {
  render(<ContactForm words={contact} services={services} language="en" />);
  await settle();
});

afterEach(async () => {
  transport.deliver.mockReset();
  localStorage.clear();
  await write({ wire: null, waiting: null, latest: null });
});

describe("the contact form", () => {
  it("says Sending… until the answer, then thanks, and starts empty for the next message", async () => {
    const answer = answerLater();
    const enquiry = sampleEnquiry("form");
    fillAndSend(enquiry);
    expect(await screen.findByRole("button", { name: contact.sending })).toHaveProperty(
      "disabled",
      true,
    );
    await waitFor(() => expect(transport.deliver).toHaveBeenCalledOnce());
    expect(transport.deliver).toHaveBeenCalledWith(enquiry, pageWords);

    answer("delivered");
    await thanked();
    expect(status()).toContain(enquiry.email);
    fireEvent.click(screen.getByRole("button", { name: contact.sendAnother }));
    expect(screen.getByLabelText(contact.fieldLabels.message)).toHaveProperty("value", "");
    expect(screen.getByRole("button", { name: contact.submit })).toHaveProperty("disabled", false);
  });

  it("shows the error line after 15 s without an answer, logs it, and thanks if it lands later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = answerLater();
    fillAndSend(sampleEnquiry("late"));
    await settle();
    expect(screen.getByRole("button", { name: contact.sending })).toBeDefined();

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(status()).toContain(contact.failed);
    expect(screen.getByRole("button", { name: contact.submit })).toHaveProperty("disabled", false);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/could not be sent. No answer within 15 s/),
    );
    vi.useRealTimers();

    answer("delivered");
    await thanked();
  });

  it("opens the folded project details when the draft holds one, and when Send stops at one", async () => {
    const fold = screen.getByRole("form").querySelector("details")!;
    expect(fold.open).toBe(false);
    typeIntoForm(screen.getByRole("form"), { company: "Harbour Builders" });
    expect(fold.open).toBe(true);
    fold.open = false;
    screen.getByLabelText(contact.fieldLabels.phone).dispatchEvent(new Event("invalid"));
    expect(fold.open).toBe(true);
  });
});

describe("the prerendered form, before React", () => {
  let prerendered: HTMLElement;
  beforeEach(() => {
    cleanup(); // these tests' page starts prerendered
    prerendered = document.body.appendChild(document.createElement("div"));
    prerendered.innerHTML = renderToString(
      <ContactForm words={contact} services={services} language="en" />,
    );
  });
  afterEach(() => {
    cleanup();
    prerendered.remove();
  });
  const hydrate = () =>
    render(<ContactForm words={contact} services={services} language="en" />, {
      container: prerendered,
      hydrate: true,
    });

  it("is live from the first paint: a press goes once, and React, hydrating, keeps what it shows", async () => {
    controlForm(screen.getByRole("form")); // as the page's first paint does
    const answer = answerLater();
    const enquiry = sampleEnquiry("at-paint");
    fillAndSend(enquiry);
    expect(await screen.findByRole("button", { name: contact.sending })).toBeDefined();
    hydrate();
    await settle();
    expect(screen.getByRole("button", { name: contact.sending })).toBeDefined();
    answer("delivered");
    await thanked();
    expect(transport.deliver).toHaveBeenCalledExactlyOnceWith(enquiry, pageWords);
  });
});

describe("a page opened with an enquiry waiting on this device", () => {
  const waiting = { id: "queued", words: sampleEnquiry("waiting") };
  function Page() {
    useEnquiryDelivery();
    return null;
  }

  beforeEach(async () => {
    await write({ wire: null, waiting, latest: { ...waiting, pressedAt: 0, outcome: "queued" } });
    transport.deliver.mockResolvedValue("delivered");
  });

  it("sends it once, and the form thanks the visitor", async () => {
    render(<Page />);
    await waitFor(() =>
      expect(transport.deliver).toHaveBeenCalledExactlyOnceWith(waiting.words, undefined),
    );
    await thanked();
  });
});
