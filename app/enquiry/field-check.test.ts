import { afterEach, describe, expect, it } from "vitest";
import { contact } from "~/content/en/contact";
import { checkField, fieldCheckWords, visitorToday } from "./field-check";
import { WEB_LINK_PATTERN } from "./schema";

const WORDS = contact.blankField;

/** A form as the page has it: two required fields carrying the words, and one field without. */
function formHolding(name: string, message = "Hello") {
  const form = document.body.appendChild(document.createElement("form"));
  const required = <T extends HTMLInputElement | HTMLTextAreaElement>(field: T, value: string) => {
    field.required = true;
    for (const [attribute, words] of Object.entries(fieldCheckWords({ blank: WORDS }))) {
      field.setAttribute(attribute, words);
    }
    field.value = value;
    return form.appendChild(field);
  };
  return {
    name: required(document.createElement("input"), name),
    message: required(document.createElement("textarea"), message),
    plain: form.appendChild(document.createElement("input")),
  };
}

afterEach(() => document.body.replaceChildren());

describe("a required field holding nothing visible", () => {
  it.each([
    ["spaces", "   "],
    ["tabs and line breaks", "\t\n \n"],
    ["no-break and ideographic spaces", "\u00A0\u202F\u3000"],
    ["zero-width characters", "\u200B\u200C\u200D\u2060\uFEFF"],
    ["blank-looking letters", "\u3164\u2800\u115F"],
  ])("of %s is invalid, in its words, and keeps them", (_case, value) => {
    const { message } = formHolding("Jane", value);
    checkField(message);
    expect(message.validationMessage).toBe(WORDS);
    expect(message.value).toBe(value);
  });

  it("is valid again once it holds something visible, spaces around it or not", () => {
    const { name } = formHolding("  ");
    checkField(name);
    name.value = "  Jane ";
    checkField(name);
    expect(name.validity.valid).toBe(true);
  });

  it("is left to the browser's own `required` when empty", () => {
    const { name } = formHolding("");
    checkField(name);
    expect(name.validity).toMatchObject({ valueMissing: true, customError: false });
  });

  it("is left alone without the words", () => {
    const { plain } = formHolding("Jane");
    plain.value = "  ";
    checkField(plain);
    expect(plain.validity.valid).toBe(true);
  });
});

describe("a project detail the browser refuses", () => {
  const { plansLink: INVALID, bidDate: PAST, impossibleDate } = contact.details.invalid;

  function detail(type: string, value: string) {
    const form = document.body.appendChild(document.createElement("form"));
    const field = form.appendChild(document.createElement("input"));
    field.type = type;
    field.name = type === "date" ? "bidDate" : "plansLink";
    if (type === "url") field.pattern = WEB_LINK_PATTERN;
    const words = type === "date" ? { invalid: impossibleDate, past: PAST } : { invalid: INVALID };
    for (const [attribute, text] of Object.entries(fieldCheckWords(words))) {
      field.setAttribute(attribute, text);
    }
    field.value = value;
    checkField(field, value);
    return field;
  }

  it.each([
    ["url", "dropbox.com/plans", INVALID], // a link without its scheme
    ["url", "ftp://example.com/plans", INVALID], // to something other than a web page
    ["url", "https://www.dropbox.com/scl/fo/plans", ""],
    ["url", "", ""],
    ["date", "2020-01-31", PAST], // a bid due date before today; today and later are fine
    ["date", visitorToday(), ""],
    ["date", "2999-12-31", ""],
    ["date", "20266-12-31", impossibleDate], // a date the send refuses
    ["date", "", ""],
  ])("a %s field holding %j says %j in the page's words, and keeps it", (type, value, problem) => {
    const field = detail(type, value);
    expect(field.validationMessage).toBe(problem);
    expect(field.validity.valid).toBe(problem === "");
    expect(field.value).toBe(value);
  });

  it("a saved date the field cannot show is invalid in the page's words", () => {
    const saved = detail("date", "2031-02-30");
    expect(saved).toMatchObject({ value: "", validationMessage: impossibleDate });
  });
});
