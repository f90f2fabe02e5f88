/**
 * An enquiry is delivered exactly once: through a dropped connection (queued on the device), a
 * slow answer, two tabs, blocked site data and an autofilling browser. The real EmailJS SDK sends
 * to the local endpoint; the outbox counts what landed.
 */
import type { Page } from "@playwright/test";
import { contact } from "../../app/content/en/contact.ts";
import {
  FAILED,
  expectQueueSettled,
  queueWhileOffline,
  sendWithNoAnswer,
  QUEUED,
  SEND_PATH,
  SENT,
  anEnquiry,
  emptied,
  expectFormHolds,
  field,
  fillForm,
  openForm,
  outboxEntriesFor,
  sendButton,
  splitEnquiry,
} from "../helpers/contact-page";
import { expect, hydrated, test } from "./fixtures";

const OFFLINE_ERRORS = /The enquiry could not be sent|Failed to load resource/;

test("a visit that queues nothing stores nothing for the queue", async ({ page }) => {
  for (const path of ["/", "/contact-us"]) {
    await page.goto(path);
    await hydrated(page);
  }
  const databases = await page.evaluate(async () => {
    await new Promise((settled) => setTimeout(settled, 500)); // the queue check runs after hydration
    return (await indexedDB.databases()).map(({ name }) => name);
  });
  expect(databases).toEqual([]);
});

test.describe("offline at Send", () => {
  test("the enquiry is kept and sent once when the connection returns", async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(OFFLINE_ERRORS);
    await openForm(page);
    const enquiry = await queueWhileOffline(page, context);

    await context.setOffline(false);
    await expect(page.getByText(SENT)).toBeVisible();
    await expectQueueSettled(page);
    expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
  });

  test("edited while queued, the queued copy goes once and the edits stay", async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(OFFLINE_ERRORS);
    await openForm(page);
    const enquiry = await queueWhileOffline(page, context);
    const edited = `${enquiry.message} Also the site lighting.`;
    await field(page, "message").fill(edited);

    await context.setOffline(false);
    await expectQueueSettled(page);
    expect((await outboxEntriesFor(enquiry.email)).map((entry) => entry.params.message)).toEqual([
      enquiry.message,
    ]);
    await expect(field(page, "message")).toHaveValue(edited);
    await page.reload();
    await hydrated(page);
    await expect(field(page, "message")).toHaveValue(edited);
  });

  test("refused by the service once the connection returns, it can be sent again, once", async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/refused|could not be sent|Failed to load resource/);
    await openForm(page);
    const enquiry = await queueWhileOffline(page, context);
    await page.route(SEND_PATH, (route) => route.fulfill({ status: 400, body: "Refused" }));
    await context.setOffline(false);
    const status = page.getByRole("status");
    await expect(status).toContainText(FAILED);
    await expect(status).not.toContainText(QUEUED);
    await expectQueueSettled(page);
    await expectFormHolds(page, enquiry);

    await page.unrouteAll();
    let requests = 0;
    page.on(
      "request",
      (request) => void (request.url().includes(SEND_PATH.slice(2)) && requests++),
    );
    await expect(sendButton(page)).toBeEnabled();
    await sendButton(page).click();
    await expect(page.getByText(SENT)).toBeVisible();
    expect(requests).toBe(1);
    expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
  });

  test("with the tab closed, the next page of the site opened sends it once", async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(OFFLINE_ERRORS);
    await openForm(page);
    const enquiry = await queueWhileOffline(page, context);
    await page.close();

    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto("/");
    await hydrated(next);
    await expect.poll(async () => (await outboxEntriesFor(enquiry.email)).length).toBe(1);
    await expectQueueSettled(next);
    await next.reload();
    await hydrated(next);
    expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
  });

  test("with three tabs open when the connection returns, one of them sends it, once", async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(OFFLINE_ERRORS);
    const others = [await context.newPage(), await context.newPage()];
    for (const [index, other] of others.entries()) {
      await other.goto(index === 0 ? "/" : "/contact-us");
      await hydrated(other);
    }
    await openForm(page);
    const enquiry = await queueWhileOffline(page, context);

    await context.setOffline(false);
    await expect(page.getByText(SENT)).toBeVisible();
    for (const tab of [page, ...others]) await expectQueueSettled(tab);
    expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
  });
});

test.describe("a send with no answer within 15 s", () => {
  /** Fills the form and presses Send with no answer coming: at 15 s the error shows. */
  async function openAndSendWithNoAnswer(page: Page) {
    await page.clock.install();
    const enquiry = anEnquiry();
    await openForm(page);
    await fillForm(page, enquiry);
    return { enquiry, sends: await sendWithNoAnswer(page) };
  }

  test("shows the error at 15 s, then the thank-you when it lands: one request", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/The enquiry could not be sent/);
    const { enquiry, sends } = await openAndSendWithNoAnswer(page);

    sends.release();
    await expect(page.getByText(SENT)).toBeVisible();
    expect(sends.count).toBe(1);
    expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
    await page.reload();
    await hydrated(page);
    await expect(field(page, "name")).toHaveValue("");
  });

  test("corrected after the error and sent again, the correction goes too, after the first", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/The enquiry could not be sent/);
    const { enquiry, sends } = await openAndSendWithNoAnswer(page);

    const corrected = `${enquiry.message}\nCorrection: the drawings are revision C.`;
    await field(page, "message").fill(corrected);
    await sendButton(page).click();
    sends.release();
    await expect(page.getByText(SENT)).toBeVisible();
    await expect
      .poll(async () =>
        (await outboxEntriesFor(enquiry.email)).map((entry) => entry.params.message),
      )
      .toEqual(expect.arrayContaining([enquiry.message, corrected]));
    expect(sends.count).toBe(2);
    expect(await outboxEntriesFor(enquiry.email)).toHaveLength(2);
  });
});

test.describe("with site data blocked (localStorage and IndexedDB throw)", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      for (const storage of ["localStorage", "indexedDB"]) {
        Object.defineProperty(window, storage, {
          configurable: true,
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    });
  });

  test("the page hydrates and the enquiry lands once, with nothing in the URL", async ({
    page,
  }) => {
    const enquiry = anEnquiry();
    await openForm(page);
    await fillForm(page, enquiry);
    await sendButton(page).click();
    await expect(page.getByText(SENT)).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
  });

  test("offline at Send, the visitor is told it cannot be kept for later", async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(OFFLINE_ERRORS);
    const enquiry = anEnquiry();
    await openForm(page);
    await fillForm(page, enquiry);
    await context.setOffline(true);
    await sendButton(page).click();
    const status = page.getByRole("status");
    await expect(status).toContainText(FAILED);
    await expect(status).toContainText(contact.notQueued);
    await expect(status).not.toContainText(QUEUED);
    await expectFormHolds(page, enquiry);
  });
});

test("two tabs share one draft, and a send from one thanks both", async ({ page, context }) => {
  const enquiry = anEnquiry();
  const other = await context.newPage();
  await openForm(page);
  await openForm(other);

  await field(page, "name").fill(enquiry.name);
  await expect(field(other, "name")).toHaveValue(enquiry.name);
  await field(other, "email").fill(enquiry.email);
  await expect(field(page, "email")).toHaveValue(enquiry.email);
  await page.reload();
  await hydrated(page);
  const [typed, rest] = splitEnquiry(enquiry, ["name", "email"]);
  await expectFormHolds(page, typed);

  await fillForm(page, rest);
  await expectFormHolds(other, enquiry);
  await sendButton(page).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(other.getByText(SENT)).toBeVisible();
  await other.reload();
  await hydrated(other);
  await expectFormHolds(other, emptied(enquiry));
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
});

test("autofill fills the visible fields only: the honeypot never swallows an enquiry", async ({
  page,
}) => {
  const enquiry = anEnquiry();
  await openForm(page);
  const honeypot = page.getByLabel("Leave this field empty");
  // What Chromium's autofill keys on: the autocomplete token, then the field's name and label.
  const AUTOFILL_NAMES =
    /name|mail|phone|tel|fax|url|web|site|home|company|organi|address|zip|postal|city|country/i;
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  expect(await honeypot.getAttribute("name")).not.toMatch(AUTOFILL_NAMES);

  // An autofill: every field the browser recognises, by its autocomplete token or its name.
  const filled = await page.locator("form input, form textarea").evaluateAll(
    (fields, pattern) =>
      fields
        .filter((element): element is HTMLInputElement => {
          const input = element as HTMLInputElement;
          const token = input.getAttribute("autocomplete") ?? "";
          return (token !== "" && token !== "off") || new RegExp(pattern, "i").test(input.name);
        })
        .map((input) => input.name),
    AUTOFILL_NAMES.source,
  );
  expect(filled).toContain("email");
  expect(filled).not.toContain(await honeypot.getAttribute("name"));
  await fillForm(page, enquiry);
  await sendButton(page).click();
  await expect(page.getByText(SENT)).toBeVisible();
  expect(await outboxEntriesFor(enquiry.email)).toHaveLength(1);
});
