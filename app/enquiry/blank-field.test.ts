import { fireEvent } from "@testing-library/dom";
import { afterEach, describe, expect, it } from "vitest";
import { blankFieldWords, checkBlank, checkBlankFields } from "./blank-field";

const WORDS = "Please type something here, not only spaces.";

/** A form as the page has it: two required fields carrying the words, and one field without. */
function formHolding(name: string, message = "Hello") {
  const form = document.body.appendChild(document.createElement("form"));
  const required = <T extends HTMLInputElement | HTMLTextAreaElement>(field: T, value: string) => {
    field.required = true;
    for (const [attribute, words] of Object.entries(blankFieldWords(WORDS))) {
      field.setAttribute(attribute, words);
    }
    field.value = value;
    return form.appendChild(field);
  };
  return {
    form,
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
    checkBlank(message);
    expect(message.validationMessage).toBe(WORDS);
    expect(message.value).toBe(value);
  });

  it("is valid again once it holds something visible, spaces around it or not", () => {
    const { name } = formHolding("  ");
    checkBlank(name);
    name.value = "  Jane ";
    checkBlank(name);
    expect(name.validity.valid).toBe(true);
  });

  it("is left to the browser's own `required` when empty", () => {
    const { name } = formHolding("");
    checkBlank(name);
    expect(name.validity).toMatchObject({ valueMissing: true, customError: false });
  });

  it("is left alone without the words", () => {
    const { plain } = formHolding("Jane");
    plain.value = "  ";
    checkBlank(plain);
    expect(plain.validity.valid).toBe(true);
  });
});

describe("the form's fields before React", () => {
  it("are checked with what they hold already, then as they are typed", () => {
    const { form, name, message } = formHolding("  ");
    checkBlankFields(form);
    expect(name.validationMessage).toBe(WORDS);
    expect(message.validity.valid).toBe(true);

    fireEvent.input(message, { target: { value: "\u200B" } });
    fireEvent.input(name, { target: { value: "Jane" } });
    expect(message.validationMessage).toBe(WORDS);
    expect(name.validity.valid).toBe(true);
  });
});
