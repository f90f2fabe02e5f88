import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { sampleDetails, sampleEnquiry } from "../../tests/support/sample-enquiry";
import { paths } from "../../tests/support/site-facts";
import { contact as englishContact, services as englishServices } from "~/content/en/contact";
import { contact as frenchContact, services as frenchServices } from "~/content/fr/contact";
import { languages } from "~/content/pages";
import {
  EMAIL_MESSAGE_MAX,
  detailWordsAttribute,
  detailWordsFor,
  detailWordsIn,
  emailParams,
  emailParamsSchema,
} from "./email-params";
import { detailNames, enquiryFields, enquiryFieldNames, tradesIn } from "./schema";

const english = detailWordsFor(englishContact, englishServices, "en");
const french = detailWordsFor(frenchContact, frenchServices, "fr");
const enquiry = sampleEnquiry("params");
const details = sampleDetails("params");

describe("what the e-mail service receives", () => {
  it("with no detail filled: the specification's four parameters, the message as typed", () => {
    expect(emailParams(enquiry, english)).toEqual({
      name: enquiry.name,
      email: enquiry.email,
      subject: enquiry.subject,
      message: enquiry.message,
      reference: expect.stringMatching(/^[0-9A-Z]{7}$/),
    });
  });

  it("a reference the same words always give, and one changed detail changes", () => {
    const { reference } = emailParams(enquiry, english);
    expect(emailParams(structuredClone(enquiry), undefined).reference).toBe(reference);
    for (const name of enquiryFieldNames) {
      const changed = emailParams({ ...enquiry, [name]: `${enquiry[name]}1` }, english).reference;
      expect(changed).not.toBe(reference);
      expect(changed).toMatch(/^[0-9A-Z]{7}$/);
    }
    // The same characters, the first of the e-mail moved to the end of the name: other words.
    const { name, email } = enquiry;
    const moved = { ...enquiry, name: name + email[0], email: email.slice(1) };
    expect(emailParams(moved, english).reference).not.toBe(reference);
  });

  it("with details: each as its own parameter, and after the message as a labelled block", () => {
    const params = emailParams({ ...enquiry, ...details }, english);
    const tradeNames = tradesIn(details.trades).map((id) =>
      id === "other" ? englishContact.details.otherTrade : englishServices[id]!.heading,
    );
    expect(params).toMatchObject({
      ...details,
      trades: tradeNames.join(", "),
      name: enquiry.name,
      subject: enquiry.subject,
    });
    expect(params.message.startsWith(`${enquiry.message}\n\n`)).toBe(true);
    const block = params.message.slice(enquiry.message.length + 2);
    expect(block.split("\n")).toEqual([
      englishContact.details.legend,
      ...detailNames.map(
        (name) =>
          `${englishContact.fieldLabels[name]}: ${name === "trades" ? tradeNames.join(", ") : details[name]}`,
      ),
    ]);
  });

  it("labels the block in the language of the page where Send was pressed", () => {
    const { message, trades } = emailParams(
      { ...enquiry, company: "Nord", trades: "other" },
      french,
    );
    expect(
      message.endsWith(
        `\n\n${frenchContact.details.legend}\n` +
          `${frenchContact.fieldLabels.company}${languages.fr.colon} Nord\n` +
          `${frenchContact.fieldLabels.trades}${languages.fr.colon} ${frenchContact.details.otherTrade}`,
      ),
    ).toBe(true);
    expect(trades).toBe(frenchContact.details.otherTrade);
  });

  it("says where the visit came from, or direct, and marks a send that looked automated, in the page's language", () => {
    const source = { page: paths.home.en, referrer: "www.google.com", utm_campaign: "spring" };
    const { visit } = englishContact;
    expect(emailParams(enquiry, { ...english, source, automated: true })).toMatchObject({
      source: "www.google.com, utm_campaign=spring",
      firstPage: paths.home.en,
      automated: visit.automated,
      message: `${enquiry.message}\n\n${visit.source}: www.google.com, utm_campaign=spring\n${visit.firstPage}: ${paths.home.en}\n${visit.automated}`,
    });
    const direct = emailParams(enquiry, { ...french, source: { page: paths.home.fr } });
    expect(direct).toMatchObject({ source: frenchContact.visit.direct, firstPage: paths.home.fr });
    expect(direct.automated).toBeUndefined();
    const campaign = { page: paths.home.en, utm_source: "news" };
    expect(emailParams(enquiry, { ...english, source: campaign })).toMatchObject({
      source: "utm_source=news",
    });
    expect(emailParams(enquiry, { ...english, automated: true }).automated).toBe(visit.automated);
  });

  it("leaves out a detail of spaces alone, and details missing from a record kept by an older page", () => {
    expect(emailParams({ ...enquiry, company: "   " }, english)).toEqual(
      emailParams(enquiry, english),
    );
    const { name, email, subject, message } = enquiry;
    const older = { name, email, subject, message } as typeof enquiry;
    expect(emailParams(older, undefined)).toEqual(emailParams(enquiry, english));
    // Without the page's words, each detail is labelled by its name.
    const unlabelled = emailParams({ ...enquiry, company: "Nord", trades: "other" }, undefined);
    expect(unlabelled.message).toBe(`${enquiry.message}\n\ncompany: Nord\ntrades: other`);
  });

  it("is accepted by the local endpoint, and stays under the service's 50 KB at every limit", () => {
    expect(
      v.parse(emailParamsSchema, emailParams({ ...enquiry, ...details }, french)),
    ).toBeTruthy();
    // Every field at its longest, in the character that takes the most bytes in JSON (\u0001).
    const long = (length: number) => "\u0001".repeat(length);
    const longest = Object.fromEntries(
      enquiryFieldNames.map((name) => [name, "x" + long(enquiryFields[name].maxLength - 1)]),
    ) as typeof enquiry;
    // Valid where the endpoint checks a form; the free text, and the link, at their longest.
    const { phone, trades, bidDate } = details;
    const plansLink = `https://example.com/${"p".repeat(enquiryFields.plansLink.maxLength - 20)}`;
    const worst = { ...longest, email: enquiry.email, phone, trades, bidDate, plansLink };
    const [page, referrer, utm_source, utm_medium, utm_campaign] = [200, 253, 100, 100, 100].map(
      long,
    );
    const source = { page: page!, referrer, utm_source, utm_medium, utm_campaign };
    const params = emailParams(worst, { ...french, source, automated: true });
    expect(v.safeParse(emailParamsSchema, params).issues).toBeUndefined();
    const body = JSON.stringify({
      lib_version: "4.4.1",
      user_id: "x".repeat(40),
      service_id: "x".repeat(40),
      template_id: "x".repeat(40),
      template_params: params,
    });
    expect(new TextEncoder().encode(body).length).toBeLessThan(50 * 1024);
  });
});

describe("the words the form carries for the block", () => {
  it("come back from the form as the page gave them, and are none on a form without them", () => {
    const form = document.createElement("form");
    expect(detailWordsIn(form)).toBeUndefined();
    for (const [attribute, value] of Object.entries(detailWordsAttribute(french))) {
      form.setAttribute(attribute, value);
    }
    expect(detailWordsIn(form)).toEqual(french);
  });
});

describe("what the local endpoint accepts", () => {
  const four = emailParams(enquiry, english);
  const problem = (params: unknown) => v.safeParse(emailParamsSchema, params).issues?.[0]?.message;

  it("a message up to the typed message and the block together, and not beyond", () => {
    expect(problem({ ...four, message: "x".repeat(EMAIL_MESSAGE_MAX) })).toBeUndefined();
    expect(problem({ ...four, message: "x".repeat(EMAIL_MESSAGE_MAX + 1) })).toBe(
      `is longer than ${EMAIL_MESSAGE_MAX} characters`,
    );
    expect(EMAIL_MESSAGE_MAX).toBeGreaterThan(enquiryFields.message.maxLength);
  });

  it("each detail up to its field's limit, the trades' names far beyond their ids", () => {
    const { maxLength } = enquiryFields.company;
    expect(problem({ ...four, company: "x".repeat(maxLength) })).toBeUndefined();
    expect(problem({ ...four, company: "x".repeat(maxLength + 1) })).toBe(
      `is longer than ${maxLength} characters`,
    );
    const allNames = Object.values(french.trades).join(", ");
    expect(allNames.length).toBeGreaterThan(enquiryFields.trades.maxLength);
    expect(problem({ ...four, trades: allNames })).toBeUndefined();
    expect(problem({ ...four, phone: 5145550199 })).toBe("must be text");
    expect(problem({ ...four, reference: `${four.reference}X` })).toBe("is longer than 7");
    expect(problem({ ...four, reference: 7 })).toBe("must be text");
  });
});
