/**
 * The contact form with the real enquiry module (controller, draft, record, state machine) in
 * jsdom: IndexedDB from fake-indexeddb, the EmailJS transport replaced by answers the test gives.
 * The end-to-end suites prove the same against the real SDK in real browsers.
 */
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contact, services } from "~/content/en/contact";
import { type DetailWords, detailWordsFor } from "~/enquiry/email-params";
import { type Answer, SEND_TIMEOUT_MS } from "~/enquiry/machine";
import { write } from "~/enquiry/record";
import {
  type Enquiry,
  FASTEST_SEND_MS,
  hasEnquiryForm,
  tradeIds,
  tradesValue,
} from "~/enquiry/schema";
import { TRADE_PARAMETER } from "~/content/pages";
import { getDraft, updateDraft, valuesIn } from "~/enquiry/draft";
import { visitorToday } from "~/enquiry/field-check";
import { sampleDetails, sampleEnquiry } from "../../../tests/support/sample-enquiry";
import { typeIntoForm } from "../../../tests/support/type-into-form";
import { controlForm, controlFormAtPaint } from "~/enquiry/form-controller";
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

/** A field of the form, by its label. */
const field = (name: keyof typeof contact.fieldLabels) =>
  screen.getByLabelText<HTMLInputElement>(contact.fieldLabels[name]);
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

function fillAndSend(enquiry: Enquiry) {
  typeIntoForm(screen.getByRole("form"), enquiry);
  fireEvent.click(button(contact.submit));
}

/** Sends `enquiry` (a fresh one by default), which the transport answers with `outcome`. */
function sendAnswered(outcome: Answer, enquiry = sampleEnquiry(outcome)) {
  transport.deliver.mockResolvedValueOnce(outcome);
  fillAndSend(enquiry);
  return enquiry;
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

/** Waits for the thank-you for `enquiry`, sent once, with the page's words. */
async function thankedFor(enquiry: Enquiry, detailWords: DetailWords = pageWords) {
  await thanked();
  expect(transport.deliver).toHaveBeenCalledExactlyOnceWith(enquiry, detailWords);
}

/** The form as the English contact page renders it. */
const englishForm = <ContactForm words={contact} services={services} language="en" />;

// One store per page view, as in a browser: each test starts once it has read the record afresh.
beforeEach(async () => {
  render(englishForm);
  await settle();
});

afterEach(async () => {
  transport.deliver.mockReset();
  await write({ wire: null, waiting: null, latest: null });
});

describe("the contact form", () => {
  it("says Sending… until the answer, then thanks, and starts empty for the next message", async () => {
    const answer = answerLater();
    const enquiry = sampleEnquiry("form");
    fillAndSend(enquiry);
    await screen.findByRole("button", { name: contact.sending });
    expect(button(contact.sending)).toHaveProperty("disabled", true);
    await waitFor(() => expect(transport.deliver).toHaveBeenCalledOnce());
    expect(transport.deliver).toHaveBeenCalledWith(enquiry, pageWords);

    answer("delivered");
    await thanked();
    expect(status()).toContain(enquiry.email);
    expect(document.activeElement).toBe(screen.getByText(contact.sent).closest("[role=status]"));
    fireEvent.click(button(contact.sendAnother));
    typeIntoForm(screen.getByRole("form"), { name: "Next" });
    expect(document.activeElement).toBe(field("name"));
    expect(field("message")).toHaveProperty("value", "");
    expect(button(contact.submit)).toHaveProperty("disabled", false);
  });

  it("shows the error line after 15 s without an answer, logs it, and thanks if it lands later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = answerLater();
    fillAndSend(sampleEnquiry("late"));
    await settle();
    expect(button(contact.sending)).toBeDefined();

    await act(() => vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1_000));
    expect(button(contact.sending)).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(status()).toContain(contact.failed);
    expect(button(contact.submit)).toHaveProperty("disabled", false);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/could not be sent. No answer within 15 s/),
    );
    vi.useRealTimers();

    answer("delivered");
    await thanked();
  });

  it.each([
    ["unreached", "says the message waits for the connection", true],
    ["refused", "says no more", false],
  ] as const)("%s: shows the error, keeps every word, and %s", async (answer, _, queued) => {
    const enquiry = sendAnswered(answer);
    await waitFor(() => expect(status()).toContain(contact.failed));
    expect(status().includes(contact.queued)).toBe(queued);
    expect(valuesIn(screen.getByRole("form"))).toEqual(enquiry);
  });

  it("stops at a required field of spaces alone, says so in its words, and keeps them", async () => {
    const enquiry = sampleEnquiry("blank");
    fillAndSend({ ...enquiry, subject: " \u200B " });
    await settle();
    const subject = field("subject");
    expect(subject).toMatchObject({ validationMessage: contact.blankField, value: " \u200B " });
    expect(transport.deliver).not.toHaveBeenCalled();

    sendAnswered("delivered", enquiry);
    await thankedFor(enquiry);
  });

  it("delivers an enquiry with the honeypot filled, marked, as any other", async () => {
    fireEvent.change(screen.getByLabelText(contact.honeypotLabel), { target: { value: "x" } });
    const enquiry = sendAnswered("delivered", sampleEnquiry("bot"));
    await thankedFor(enquiry, { ...pageWords, automated: true });
  });

  it("sends the project details and ticked trades, which a reload shows, the date not before today", async () => {
    const enquiry = { ...sampleEnquiry("details"), ...sampleDetails("details") };
    expect(field("bidDate")).toHaveProperty("min", visitorToday());
    typeIntoForm(screen.getByRole("form"), enquiry);
    cleanup();
    render(englishForm);
    expect(valuesIn(screen.getByRole("form"))).toEqual(enquiry);
    transport.deliver.mockResolvedValueOnce("delivered");
    fireEvent.click(button(contact.submit));
    await thankedFor(enquiry);
  });

  it("arrives from a trade's page with that trade ticked, beside those ticked before", () => {
    typeIntoForm(screen.getByRole("form"), { trades: "other" });
    cleanup();
    history.replaceState(null, "", `?${TRADE_PARAMETER}=${tradeIds[0]}`);
    render(englishForm);
    history.replaceState(null, "", location.pathname);
    expect(valuesIn(screen.getByRole("form")).trades).toBe(tradesValue([tradeIds[0], "other"]));
  });

  it("marks a send that came sooner after the first character typed than a person types", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    transport.deliver.mockResolvedValue("delivered");
    const sendAnother = () => fireEvent.click(button(contact.sendAnother));
    const sent = async (tag: string, automated?: true) => {
      const enquiry = sampleEnquiry(tag);
      fillAndSend(enquiry);
      await thanked();
      expect(transport.deliver).toHaveBeenLastCalledWith(enquiry, { ...pageWords, automated });
    };
    // The first character counts: a person's pace since it, though the last came just now.
    fireEvent.keyDown(field("name"), { key: "J" });
    vi.advanceTimersByTime(FASTEST_SEND_MS);
    fireEvent.keyDown(field("name"), { key: "a" });
    await sent("paced");
    // Enter, Tab, autofill and the honeypot type nothing a person would.
    sendAnother();
    fireEvent.keyDown(field("name"), { key: "Enter" });
    fireEvent.keyDown(field("name"), { key: "Tab" });
    fireEvent(field("name"), new Event("keydown", { bubbles: true })); // autofill's, with no key
    fireEvent.keyDown(screen.getByLabelText(contact.honeypotLabel), { key: "x" });
    await sent("keys");
    // A new message counts from its own first character.
    sendAnother();
    fireEvent.keyDown(field("name"), { key: "J" });
    await sent("fast", true);
    vi.useRealTimers();
  });

  it("opens the folded project details when the draft holds one, and when Send stops at one", async () => {
    const fold = screen.getByRole("form").querySelector("details")!;
    expect(fold.open).toBe(false);
    typeIntoForm(screen.getByRole("form"), { company: "Harbour Builders" });
    expect(fold.open).toBe(true);
    fold.open = false;
    typeIntoForm(screen.getByRole("form"), { location: "Laval" });
    expect(fold.open).toBe(false);
    field("phone").dispatchEvent(new Event("invalid"));
    expect(fold.open).toBe(true);
    // A saved day no calendar has, which the date field cannot show: open, and refused.
    cleanup();
    updateDraft({ bidDate: "2031-02-30" });
    render(englishForm);
    expect(screen.getByRole("form").querySelector("details")!.open).toBe(true);
    expect(field("bidDate")).toHaveProperty(
      "validationMessage",
      contact.details.invalid.impossibleDate,
    );
  });
});

describe("the prerendered form, before React", () => {
  let prerendered: HTMLElement;
  beforeEach(() => {
    cleanup(); // these tests' page starts prerendered
    prerendered = document.body.appendChild(document.createElement("div"));
    prerendered.innerHTML = renderToString(englishForm);
  });
  afterEach(() => prerendered.remove());
  const hydrate = () => render(englishForm, { container: prerendered, hydrate: true });

  it("says it is getting ready, Send disabled, until its controller runs", () => {
    expect(button(contact.gettingReady)).toHaveProperty("disabled", true);
    expect(screen.getAllByRole("status").map(seen)).toEqual([""]);
    expect(hasEnquiryForm(prerendered.innerHTML)).toBe(true); // the build makes it live at its paint
  });

  it("is live from the first paint: a press goes once, and React, hydrating, keeps what it shows", async () => {
    controlForm(screen.getByRole("form")); // as the page's first paint does
    const answer = answerLater();
    const enquiry = sampleEnquiry("at-paint");
    fillAndSend(enquiry);
    expect(await screen.findByRole("button", { name: contact.sending })).toBeDefined();
    hydrate();
    await settle();
    expect(button(contact.sending)).toBeDefined();
    answer("delivered");
    await thankedFor(enquiry);
  });

  it("keeps what was typed before any script ran, and joins it to the draft a reload shows", async () => {
    updateDraft({ name: "Saved earlier" });
    fireEvent.input(field("message"), { target: { value: "Typed before hydration" } });
    const phone = field("phone");
    fireEvent.input(phone, { target: { value: "call me" } });
    hydrate();
    await settle();
    expect(phone).toHaveProperty("validationMessage", contact.details.invalid.phone);
    expect(field("message")).toHaveProperty("value", "Typed before hydration");
    cleanup();
    prerendered.remove();
    render(englishForm);
    expect(field("message")).toHaveProperty("value", "Typed before hydration");
    expect(field("name")).toHaveProperty("value", "Saved earlier");
  });

  it("runs once, however often handed over; once stopped, changes nothing; handed over again, runs again", () => {
    const form = screen.getByRole<HTMLFormElement>("form");
    controlForm(form); // at the paint
    controlForm(form)(); // React's, as it lets the form go
    fireEvent.input(field("message"), { target: { value: "Stopped" } });
    expect(getDraft().message).toBe("");
    updateDraft({ name: "Another tab" });
    expect(field("name")).toHaveProperty("value", "");
    controlForm(form);
    fireEvent.input(field("message"), { target: { value: "Running" } });
    expect(getDraft().message).toBe("Running");
  });
});

describe("a page opened with an enquiry waiting on this device", () => {
  const waiting = { id: "queued", words: sampleEnquiry("waiting") };
  beforeEach(async () => {
    await write({ wire: null, waiting, latest: { ...waiting, pressedAt: 0, outcome: "queued" } });
    transport.deliver.mockResolvedValue("delivered");
  });

  it("sends it once, and the form thanks the visitor", async () => {
    controlFormAtPaint(); // as the page's first paint does
    await waitFor(() =>
      expect(transport.deliver).toHaveBeenCalledExactlyOnceWith(waiting.words, undefined),
    );
    await thanked();
  });

  it("offline, waits for the connection to come back", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    cleanup(); // a page without the form
    controlFormAtPaint(); // as the page's first paint does
    await settle();
    expect(transport.deliver).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() =>
      expect(transport.deliver).toHaveBeenCalledExactlyOnceWith(waiting.words, undefined),
    );
  });
});
