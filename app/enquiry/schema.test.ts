import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { contact } from "~/content/en/contact";
import {
  emptyEnquiry,
  enquiryFieldNames,
  enquiryFields,
  enquiryFrom,
  enquirySchema,
  problemWith,
} from "./schema";

/** A valid value for every field of the schema, whatever fields it has. */
const valid = Object.fromEntries(
  enquiryFieldNames.map((name) => [
    name,
    enquiryFields[name].type === "email" ? "jane@example.com" : `Some ${name}`,
  ]),
);
const withoutSubject = Object.fromEntries(
  Object.entries(valid).filter(([name]) => name !== "subject"),
);

describe("the enquiry schema", () => {
  it("declares the four fields of the specification, each labelled", () => {
    expect(enquiryFieldNames).toEqual(
      expect.arrayContaining(["name", "email", "subject", "message"]),
    );
    expect(Object.keys(contact.fieldLabels).sort()).toEqual([...enquiryFieldNames].sort());
    expect(enquiryFields.email.type).toBe("email");
    expect(enquiryFieldNames.every((name) => enquiryFields[name].required)).toBe(true);
  });

  it("accepts a complete enquiry, and one at every length limit", () => {
    expect(v.parse(enquirySchema, valid)).toEqual(valid);
    const longest = Object.fromEntries(
      enquiryFieldNames.map((name) => [
        name,
        name === "email"
          ? `${"a".repeat(240)}@example.com`
          : "x".repeat(enquiryFields[name].maxLength),
      ]),
    );
    expect(problemWith(enquirySchema, longest)).toBeUndefined();
  });

  it.each([
    ["a missing field", withoutSubject, "subject is required"],
    ["an empty field", { ...valid, message: "" }, "message is required"],
    [
      "a field of invisible characters",
      { ...valid, name: "\u200B \u2060\u3164" },
      "name has no visible characters",
    ],
    [
      "a field beyond the limit",
      { ...valid, subject: "x".repeat(151) },
      "subject is longer than 150 characters",
    ],
    ["a malformed e-mail", { ...valid, email: "jane@" }, "email is not an e-mail address"],
    ["a key the enquiry does not have", { ...valid, website: "x" }, "website is not expected"],
    ["a number", { ...valid, name: 7 }, "name must be text"],
    ["not an object", "Jane", "must be an object"],
  ])("rejects %s", (_case, value, problem) => {
    expect(problemWith(enquirySchema, value)).toBe(problem);
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
    expect(enquiryFrom(null)).toEqual(emptyEnquiry());
  });
});
