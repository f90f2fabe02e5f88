import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { contact } from "~/content/en/contact";
import { sampleDetails, sampleEnquiry } from "../../tests/support/sample-enquiry";
import {
  detailNames,
  emptyEnquiry,
  enquiryFieldNames,
  enquiryFields,
  enquiryFrom,
  enquirySchema,
  problemWith,
  tradeIds,
} from "./schema";

const emptyDetails = Object.fromEntries(detailNames.map((name) => [name, ""]));

/** A valid value for every field of the schema: the four required ones and every detail. */
const valid: Record<string, string> = { ...sampleEnquiry("schema"), ...sampleDetails("schema") };
const withoutSubject = Object.fromEntries(
  Object.entries(valid).filter(([name]) => name !== "subject"),
);

describe("the enquiry schema", () => {
  it("declares the four fields of the specification first and required, the details optional, each labelled", () => {
    expect(enquiryFieldNames.filter((name) => enquiryFields[name].required)).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
    expect(enquiryFieldNames.slice(4)).toEqual(detailNames);
    expect(Object.keys(contact.fieldLabels).sort()).toEqual([...enquiryFieldNames].sort());
    expect(enquiryFields.email.type).toBe("email");
    expect(problemWith(enquirySchema, { ...valid, ...emptyDetails })).toBeUndefined();
  });

  it("accepts a complete enquiry, and one at every length limit", () => {
    expect(v.parse(enquirySchema, valid)).toEqual(valid);
    const longest = Object.fromEntries(
      enquiryFieldNames.map((name) => {
        const { type, maxLength } = enquiryFields[name];
        if (type === "email") return [name, `${"a".repeat(240)}@example.com`];
        if (type === "url") return [name, `https://example.com/${"p".repeat(maxLength - 20)}`];
        if (type === "text" || type === "textarea") return [name, "x".repeat(maxLength)];
        return [name, valid[name]];
      }),
    );
    expect(problemWith(enquirySchema, longest)).toBeUndefined();
  });

  it.each([
    ["an empty field", { message: "" }, "message is required"],
    [
      "a field of invisible characters",
      { name: "\u200B \u2060\u3164" },
      "name has no visible characters",
    ],
    [
      "a field beyond the limit",
      { subject: "x".repeat(151) },
      "subject is longer than 150 characters",
    ],
    ["a malformed e-mail", { email: "jane@" }, "email is not an e-mail address"],
    ["a key the enquiry does not have", { website: "x" }, "website is not expected"],
    ["a phone number of letters", { phone: "call me" }, "phone is not a phone number"],
    [
      "a link without its scheme",
      { plansLink: "dropbox.com/x" },
      "plansLink is not a web address (https://…)",
    ],
    [
      "a link to other than a web page",
      { plansLink: "javascript:alert(1)" },
      "plansLink is not a web address (https://…)",
    ],
    ["a date that does not exist", { bidDate: "2026-02-30" }, "bidDate is not a date (YYYY-MM-DD)"],
    ["a date a digit too long", { bidDate: "2026-12-310" }, "bidDate is longer than 10 characters"],
    ["a year a digit too long", { bidDate: "02026-12-31" }, "bidDate is longer than 10 characters"],
    [
      "a trade the site does not list",
      { trades: "roofing" },
      `trades is not a list of ${tradeIds.join(", ")}`,
    ],
    ["a number", { name: 7 }, "name must be text"],
  ])("rejects %s", (_case, change, problem) => {
    expect(problemWith(enquirySchema, { ...valid, ...change })).toBe(problem);
  });

  it("rejects a missing field, and what is not an object", () => {
    expect(problemWith(enquirySchema, withoutSubject)).toBe("subject is required");
    expect(problemWith(enquirySchema, "Jane")).toBe("must be an object");
  });

  it("agrees with the browser's type=email rule", () => {
    for (const address of ["a@b", "first.last+tag@sub.example.co", "x@localhost"]) {
      expect(problemWith(enquirySchema, { ...valid, email: address })).toBeUndefined();
    }
    for (const address of ["a b@c.d", "a@b..c", "@example.com", "a@-b.com"]) {
      expect(problemWith(enquirySchema, { ...valid, email: address })).toBeDefined();
    }
  });

  it("reads the enquiry's fields out of any record, dropping the rest", () => {
    expect(enquiryFrom({ name: "Jane", notAField: "1", email: 3 })).toEqual({
      ...emptyEnquiry(),
      name: "Jane",
    });
    for (const none of [null, undefined, 7, "Jane"])
      expect(enquiryFrom(none)).toEqual(emptyEnquiry());
  });
});
