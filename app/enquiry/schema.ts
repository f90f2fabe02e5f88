/**
 * The enquiry, declared once. The form's fields, their order and layout, the draft, the `Enquiry`
 * type, what is sent and the local endpoint's validation all derive from `enquiryFields`: adding a
 * field means adding it here and giving it a label in app/content/contact.json.
 */
import * as v from "valibot";
import { serviceIds } from "../content/ids.ts";

export interface FieldSpec {
  type: "text" | "email" | "tel" | "url" | "date" | "textarea" | "choices";
  autoComplete: string;
  /** Far below what the e-mail service accepts (50 KB a message), and checked on both sides. */
  maxLength: number;
  /** The specification's four fields; the project details after them are optional. */
  required: boolean;
  /** Takes the whole row of the form from the small breakpoint up. */
  wide?: true;
}

export const enquiryFields = {
  name: { type: "text", autoComplete: "name", maxLength: 100, required: true },
  email: { type: "email", autoComplete: "email", maxLength: 254, required: true },
  subject: { type: "text", autoComplete: "off", maxLength: 150, required: true, wide: true },
  message: { type: "textarea", autoComplete: "off", maxLength: 5000, required: true, wide: true },
  company: { type: "text", autoComplete: "organization", maxLength: 150, required: false },
  phone: { type: "tel", autoComplete: "tel", maxLength: 40, required: false },
  trades: { type: "choices", autoComplete: "off", maxLength: 200, required: false, wide: true },
  location: { type: "text", autoComplete: "off", maxLength: 150, required: false },
  bidDate: { type: "date", autoComplete: "off", maxLength: 10, required: false },
  plansLink: { type: "url", autoComplete: "off", maxLength: 500, required: false, wide: true },
} as const satisfies Record<string, FieldSpec>;

export type EnquiryFieldName = keyof typeof enquiryFields;

export const enquiryFieldNames = Object.keys(enquiryFields) as EnquiryFieldName[];

export type DetailName = {
  [Name in EnquiryFieldName]: (typeof enquiryFields)[Name]["required"] extends true ? never : Name;
}[EnquiryFieldName];

/** The optional project details, in the form's order after the four required fields. */
export const detailNames = enquiryFieldNames.filter(
  (name) => !enquiryFields[name].required,
) as DetailName[];

/** The trades a visitor can ask us to estimate: the site's services, then anything else. */
export const tradeIds = [...serviceIds, "other"] as const;
export type TradeId = (typeof tradeIds)[number];

/** The trades field holds the chosen ids, in the list's order, separated by commas. */
export const tradesIn = (value: string): TradeId[] =>
  tradeIds.filter((id) => value.split(",").includes(id));

export const tradesValue = (chosen: readonly string[]): string =>
  tradeIds.filter((id) => chosen.includes(id)).join(",");

/**
 * A telephone number as people write one: digits with spaces, dots, dashes, brackets and a leading
 * +, at least seven digits, and an extension if any ("x 12", "ext. 12"). The form's `pattern`
 * (which browsers read with the `v` flag, hence the escapes) and the schema use the same one;
 * digits and separators never overlap, so a long wrong number is refused at once.
 */
export const PHONE_PATTERN =
  "\\+?[ .\\-\\(\\)]*(?:[0-9][ .\\-\\(\\)]*){7,}(?:(?:x|ext\\.?) ?[0-9]{1,6})?";
const PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");

/** A link to the plans is a web page: the form's `pattern` for type="url", and the schema's. */
export const WEB_LINK_PATTERN = "[Hh][Tt][Tt][Pp][Ss]?://.+";
const WEB_LINK = new RegExp(`^(?:${WEB_LINK_PATTERN})$`, "v");

/** A calendar date as type="date" gives it: YYYY-MM-DD, and a day that exists. */
const isCalendarDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The form's trap for bots, which fill every field they find; people never see it. Its name and
 * `autocomplete="off"` match nothing browsers autofill (unlike "website" or "url"), so it never
 * swallows a real enquiry.
 */
export const HONEYPOT = "comments";

/**
 * The soonest a person sends after the first key typed: the four required fields at their
 * shortest (a character each, "a@b" for the e-mail) at a fast typist's ten characters a second
 * (120 words a minute). A bot driving the page types them in a few milliseconds.
 */
export const FASTEST_SEND_MS = ((1 + 3 + 1 + 1) / 10) * 1000;

/** The attributes the form's controller finds its parts by (form-controller.ts). */
export const FORM_MARKS = {
  form: "data-enquiry-form",
  thanks: "data-thanks",
  replyAddress: "data-reply-address",
  sendAnother: "data-send-another",
} as const;

export const marked = (part: keyof typeof FORM_MARKS) => ({ [FORM_MARKS[part]]: "" });

/** Whether a prerendered page has the enquiry form, which the build makes live at its paint. */
export const hasEnquiryForm = (html: string) => html.includes(` ${FORM_MARKS.form}=""`);

/** Something a reader can see: not only spaces, control, format or blank-looking characters. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u2800\u3164\uFFA0]/u;

/** Whether `text` has a character a reader can see: the rule of the send and of the form alike. */
export const hasVisibleText = (text: string) => VISIBLE.test(text);

/** The browser's own rule for each type, so the form and the endpoint never disagree. */
const TYPE_RULES: Partial<
  Record<FieldSpec["type"], [fits: (text: string) => boolean, problem: string]>
> = {
  email: [(text) => v.RFC_EMAIL_REGEX.test(text), "is not an e-mail address"],
  url: [(text) => URL.canParse(text) && WEB_LINK.test(text), "is not a web address (https://…)"],
  tel: [(text) => PHONE.test(text), "is not a phone number"],
  date: [isCalendarDate, "is not a date (YYYY-MM-DD)"],
  choices: [
    (text) => text === tradesValue(text.split(",")),
    `is not a list of ${tradeIds.join(", ")}`,
  ],
};

/** One field's rules, as the form's browser checks them. */
export function fieldSchema(spec: FieldSpec) {
  const required = (check: (text: string) => boolean) => (text: string) =>
    !spec.required || check(text);
  const [fits, problem] = TYPE_RULES[spec.type] ?? [() => true, ""];
  return v.pipe(
    v.string("must be text"),
    v.check(
      required((text) => text !== ""),
      "is required",
    ),
    v.maxLength(spec.maxLength, `is longer than ${spec.maxLength} characters`),
    v.check(required(hasVisibleText), "has no visible characters"),
    v.check((text) => text === "" || fits(text), problem),
  );
}

export const enquirySchema = v.strictObject(
  Object.fromEntries(
    Object.entries(enquiryFields).map(([name, spec]) => [name, fieldSchema(spec)]),
  ) as Record<EnquiryFieldName, ReturnType<typeof fieldSchema>>,
  objectMessage,
);

/** Says what is wrong with an object: a key missing, a key too many, or not an object at all. */
export function objectMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.expected === "never") return "is not expected";
  if (issue.received === "undefined") return "is required";
  return "must be an object";
}

export type Enquiry = Record<EnquiryFieldName, string>;

/** The enquiry's fields in any record (a draft, form values), others dropped, empty where absent. */
export function enquiryFrom(record: unknown): Enquiry {
  const values = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    enquiryFieldNames.map((name) => [name, typeof values[name] === "string" ? values[name] : ""]),
  ) as Enquiry;
}

export const emptyEnquiry = () => enquiryFrom({});

export function blankEnquiry(enquiry: Enquiry): boolean {
  return enquiryFieldNames.every((name) => enquiry[name] === "");
}

export function sameEnquiry(a: Enquiry, b: Enquiry): boolean {
  return enquiryFieldNames.every((name) => a[name] === b[name]);
}

/** The first problem with a value that does not fit `schema`, as one short line, or nothing. */
export function problemWith(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  if (result.success) return undefined;
  const [issue] = result.issues;
  const path = v.getDotPath(issue);
  return path ? `${path} ${issue.message}` : issue.message;
}
