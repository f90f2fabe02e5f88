/**
 * What the browser says of a value the form refuses, in the page's language rather than the
 * browser's. Each field carries its words in attributes (`fieldCheckWords`), and the check makes
 * the field invalid with them (custom validity), so the browser stops at it on Send and says what
 * is wrong, keeping what was typed:
 * - a required field of spaces alone, or of characters nobody can see, passes the browser's own
 *   `required` check, yet the enquiry schema refuses it (`hasVisibleText`): `data-blank`;
 * - a phone number, link or date the schema refuses (a year of five digits, as the browser's rules
 *   would), or a saved one the field cannot show (a day that does not exist): `data-invalid`;
 * - a bid due date that has passed (before the visitor's today: the prerendered page cannot know
 *   the day, so the field's `min` comes once React owns it): `data-past`.
 * The form's controller (form-controller.ts) checks each field as it is typed or filled.
 */
import * as v from "valibot";
import { type EnquiryFieldName, enquiryFields, fieldSchema, hasVisibleText } from "./schema";

const WORDS = { blank: "data-blank", invalid: "data-invalid", past: "data-past" } as const;

type Problem = keyof typeof WORDS;

/** What the browser says on Send of each problem (blank: spaces or invisible characters alone). */
export type RefusedWords = Partial<Record<Problem, string>>;

/** The attributes that carry, on a field, what to say of each problem it can have. */
export const fieldCheckWords = (words: RefusedWords) =>
  Object.fromEntries(
    Object.entries(words).map(([problem, text]) => [WORDS[problem as Problem], text]),
  );

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Makes the field invalid, in its own words, while it holds a value the enquiry refuses; `value`:
 * the draft's, which the field may not be able to show.
 */
export function checkField(field: TextField, value = field.value): void {
  field.setCustomValidity("");
  const problem = problemOf(field, value);
  field.setCustomValidity(problem ? (field.getAttribute(WORDS[problem]) ?? "") : "");
}

function problemOf(field: TextField, value: string): Problem | undefined {
  // An empty field is the browser's own `required` to report, or an empty optional detail.
  if (value === "" && !field.validity.badInput) return;
  if (field.hasAttribute(WORDS.blank) && !hasVisibleText(value)) return "blank";
  // The schema's rules hold the browser's own (type, pattern) and more: the field's are the send's.
  const spec = enquiryFields[field.name as EnquiryFieldName];
  if (field.hasAttribute(WORDS.invalid)) {
    if (field.validity.badInput || value !== field.value || !v.is(fieldSchema(spec), value))
      return "invalid";
  }
  if (field.hasAttribute(WORDS.past) && value < visitorToday()) return "past";
}

/** The visitor's today, as type="date" writes it (YYYY-MM-DD). */
export function visitorToday(): string {
  const now = new Date();
  const pad = (number: number) => String(number).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
