/**
 * A required field of spaces alone, or of characters nobody can see, passes the browser's own
 * `required` check, yet the enquiry schema refuses it: every Send would fail without a word on
 * which field. So the field itself is made invalid (custom validity) with the rule of the schema
 * (`hasVisibleText`), and the browser stops at it on Send, saying what is wrong in the words the
 * field carries in the page's language. The form's field keeps it checked once React owns the
 * form, send-before-hydration.ts before that.
 */
import { hasVisibleText } from "./schema";

const BLANK_WORDS = "data-blank";

/** The attribute that carries, on a required field, what to say when it holds nothing visible. */
export const blankFieldWords = (words: string) => ({ [BLANK_WORDS]: words });

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Makes a field carrying the words invalid while it holds something, but nothing visible. */
export function checkBlank(field: TextField): void {
  const words = field.getAttribute(BLANK_WORDS);
  if (words === null) return;
  // An empty field is the browser's own `required` to report.
  field.setCustomValidity(field.value === "" || hasVisibleText(field.value) ? "" : words);
}

/**
 * Checks the form's fields now, with what the page holds already, and as they are typed: before
 * React, which leaves no value unchecked once it owns the form (the same check twice is harmless).
 */
export function checkBlankFields(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll<TextField>(`[${BLANK_WORDS}]`)) checkBlank(field);
  form.addEventListener("input", ({ target }) => {
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      checkBlank(target);
    }
  });
}
