/** What the contact-page tests share: a fresh enquiry, the form, the outbox and the requests. */
import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { contact, fieldLabels } from "../../app/content/contact.ts";
import {
  type Enquiry,
  type EnquiryFieldName,
  enquiryFieldNames,
  enquiryFields,
} from "../../app/enquiry/schema.ts";
import { expect, hydrated } from "../e2e/fixtures";
import { outboxDir } from "../e2e/server-env";

export const SEND_PATH = "**/api/v1.0/email/send";
export const SENT = contact.sent;
export const FAILED = contact.failed;
export const QUEUED = contact.queued;

/** An enquiry with a value for every field of the schema, unique to this test. */
export function anEnquiry(): Enquiry {
  const id = randomUUID().slice(0, 8);
  const sample = (name: EnquiryFieldName): string => {
    const { type, maxLength } = enquiryFields[name];
    if (type === "email") return `jane.${id}@example.com`;
    if (type === "textarea")
      return `Please price the MEP and fire alarm scopes (${id}).\nDrawings to follow.`;
    return `Jane Builder ${name} ${id}`.slice(0, maxLength);
  };
  return Object.fromEntries(enquiryFieldNames.map((name) => [name, sample(name)])) as Enquiry;
}

export const field = (page: Page, name: EnquiryFieldName) =>
  page.getByLabel(fieldLabels[name], { exact: true });

export async function fillForm(page: Page, enquiry: Partial<Enquiry>) {
  for (const [name, value] of Object.entries(enquiry)) {
    await field(page, name as EnquiryFieldName).fill(value);
  }
}

export async function expectFormHolds(page: Page, enquiry: Partial<Enquiry>) {
  for (const [name, value] of Object.entries(enquiry)) {
    await expect(field(page, name as EnquiryFieldName)).toHaveValue(value);
  }
}

/** Opens the contact page and waits until React owns the form. */
export async function openForm(page: Page) {
  await page.goto("/contact-us");
  await hydrated(page);
}

export const sendButton = (page: Page) => page.getByRole("button", { name: contact.submit });

/** The enquiries the local endpoint stored for this e-mail address. */
export async function outboxEntriesFor(email: string) {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const entries = await Promise.all(
    files
      .filter((file) => file.endsWith(".json"))
      .map(async (file) => JSON.parse(await readFile(join(outboxDir, file), "utf8"))),
  );
  return entries.filter((entry) => entry.params.email === email);
}

/** Counts the send requests the page makes from now on. */
export function countSends(page: Page) {
  const sends = { count: 0 };
  page.on("request", (request) => {
    if (request.url().includes("/api/v1.0/email/send")) sends.count += 1;
  });
  return sends;
}
