import type { Page, Request, Route } from "@playwright/test";
import {
  FAILED,
  QUEUED,
  SEND_PATH,
  SENT,
  anEnquiry,
  countSends,
  expectFormHolds,
  fillForm,
  openForm,
  outboxEntriesFor,
  sendButton,
} from "../helpers/contact-page";
import { expect, hydrated, test } from "./fixtures";

test("the form has four labelled, required fields with limits and autocomplete", async ({
  page,
}) => {
  await openForm(page);
  await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
  const autocomplete = { Name: "name", Email: "email", Subject: "off", Message: "off" };
  for (const [label, expected] of Object.entries(autocomplete)) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("required", "");
    await expect(field).toHaveAttribute("autocomplete", expected);
    await expect(field).toHaveAttribute("maxlength", /^\d+$/);
  }
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  const aside = page.getByRole("complementary");
  await expect(aside.getByRole("link", { name: "info@exactbids.com" })).toHaveAttribute(
    "href",
    "mailto:info@exactbids.com",
  );
  await expect(aside).toContainText("Islamabad");
});

test("a real send goes through the EmailJS SDK to the local endpoint and lands in the outbox", async ({
  page,
}) => {
  const enquiry = anEnquiry();
  await openForm(page);
  await fillForm(page, enquiry);
  const requestPromise = page.waitForRequest(SEND_PATH);
  await sendButton(page).click();

  const request: Request = await requestPromise;
  expect(request.method()).toBe("POST");
  expect(new URL(request.url()).pathname).toBe("/api/v1.0/email/send");
  expect(request.headers()["content-type"]).toBe("application/json");
  expect(request.postDataJSON()).toEqual({
    lib_version: "4.4.1",
    user_id: "local-public-key",
    service_id: "local-service",
    template_id: "local-template",
    template_params: enquiry,
  });

  await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveCount(0);
  await expect(page.getByText(FAILED)).toHaveCount(0);

  const entries = await outboxEntriesFor(enquiry.email);
  expect(entries).toHaveLength(1);
  expect(entries[0].params).toEqual(enquiry);

  // The fields start empty again for the next message.
  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await page.reload();
  await expect(sendButton(page)).toBeEnabled();
  await expect(page.getByLabel("Message")).toHaveValue("");
});

/** Requests held without an answer, to be dropped once the test is done with them. */
const unanswered: Route[] = [];

const failures: Array<{
  what: string;
  fail: (page: Page) => Promise<unknown>;
  clock?: boolean;
  queued?: boolean;
}> = [
  ...[400, 403, 429, 500].map((status) => ({
    what: `an HTTP ${status}`,
    fail: (page: Page) =>
      page.route(SEND_PATH, (route) => route.fulfill({ status, body: "Rejected" })),
  })),
  {
    what: "a dropped connection",
    fail: (page: Page) => page.route(SEND_PATH, (route) => route.abort("connectionreset")),
    queued: true,
  },
  {
    what: "no answer within 15 s",
    clock: true,
    fail: (page: Page) => page.route(SEND_PATH, (route) => void unanswered.push(route)),
  },
];

for (const { what, fail, clock, queued = false } of failures) {
  test(`${what} keeps every field, shows the error, and a later success clears it`, async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/The enquiry could not be sent|Failed to load resource/);
    if (clock) await page.clock.install();
    const enquiry = anEnquiry();
    await openForm(page);
    await fillForm(page, enquiry);
    await fail(page);
    const consoleError = page.waitForEvent("console", (message) =>
      message.text().includes("could not be sent"),
    );
    await sendButton(page).click();
    if (clock) {
      await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
      await page.clock.fastForward(15_000);
    }

    const status = page.getByRole("status");
    await expect(status).toContainText(FAILED);
    await expect(status.getByRole("link", { name: "info@exactbids.com" })).toHaveAttribute(
      "href",
      "mailto:info@exactbids.com",
    );
    // Only a request that never reached the service is kept for an automatic retry.
    await expect(status.getByText(QUEUED)).toHaveCount(queued ? 1 : 0);
    await expectFormHolds(page, enquiry);
    expect((await consoleError).type()).toBe("error");

    await Promise.all(unanswered.splice(0).map((route) => route.abort()));
    await page.unrouteAll();
    await sendButton(page).click();
    await expect(page.getByText(SENT)).toBeVisible();
    await expect(page.getByText(FAILED)).toHaveCount(0);
    expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
  });
}

test("a double click sends once, and the button says it is sending", async ({ page }) => {
  const enquiry = anEnquiry();
  let requests = 0;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await openForm(page);
  // Held until the test has seen the sending state.
  await page.route(SEND_PATH, async (route) => {
    requests += 1;
    await answered;
    await route.continue();
  });
  await fillForm(page, enquiry);
  await sendButton(page).dblclick();
  await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
  answer();
  await expect(page.getByText(SENT)).toBeVisible();
  expect(requests).toBe(1);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
});

test("a reload keeps what was typed, and a send clears the draft", async ({ page }) => {
  const enquiry = anEnquiry();
  await openForm(page);
  await fillForm(page, enquiry);
  await page.reload();
  await expectFormHolds(page, enquiry);

  await sendButton(page).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("Name")).toHaveValue("");
});

test("a bot that fills the hidden honeypot sees success but nothing is sent", async ({ page }) => {
  const enquiry = anEnquiry();
  const sends = countSends(page);
  await openForm(page);
  await fillForm(page, enquiry);
  await page.getByLabel("Leave this field empty").fill("https://spam.example", { force: true });
  await sendButton(page).click();
  await expect(page.getByText(SENT)).toBeVisible();
  expect(sends.count).toBe(0);
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(0);
});

test("the browser's own validation blocks an empty or malformed form, and nothing is sent", async ({
  page,
}) => {
  const sends = countSends(page);
  const enquiry = anEnquiry();
  await openForm(page);
  await sendButton(page).click();
  expect(
    await page
      .getByLabel("Name")
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);

  await fillForm(page, { ...enquiry, email: "not-an-email" });
  await sendButton(page).click();
  expect(
    await page
      .getByLabel("Email")
      .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
  await expect(page.getByText(SENT)).toHaveCount(0);

  // Corrected, it sends: one request in all, so the blocked attempts sent nothing.
  await page.getByLabel("Email").fill(enquiry.email);
  await sendButton(page).click();
  await expect(page.getByText(SENT)).toBeVisible();
  expect(sends.count).toBe(1);
});
