/**
 * What the e-mail service receives for an enquiry. The specification's four parameters always; the
 * project details the visitor filled in go twice: appended to `message` as a short labelled block,
 * so the firm reads them whatever its e-mail template says, and each as a parameter of its own,
 * for a template that lays them out (docs/emailjs.md). Then where the visit came from and, for a
 * send that looks automated, its mark (`visitParams`), as parameters and as lines after the block.
 * And always a short `reference` of the words.
 */
import * as v from "valibot";
import { type Language, languages } from "../content/pages.ts";
import type { ContactWords, ServiceWords } from "../content/schema.ts";
import type { VisitSource } from "./visit-source.ts";
import {
  type DetailName,
  type Enquiry,
  detailNames,
  enquiryFieldNames,
  enquiryFields,
  fieldSchema,
  hasVisibleText,
  objectMessage,
  type TradeId,
  tradeIds,
  tradesIn,
} from "./schema.ts";

/**
 * The words of the block, in the language of the page where Send was pressed: they travel with
 * the press (machine.ts `Version`), so a retry from another page says the same.
 */
export interface DetailWords {
  heading: string;
  labels: Record<DetailName, string>;
  trades: Record<TradeId, string>;
  /** How the language puts a colon after a label: ":" in English, "\u00a0:" in French. */
  colon: string;
  /** The words of the lines on the visit (none in a record kept by an older page). */
  visit?: ContactWords["visit"];
  /** Known at the press: where the visit came from, and whether the send looked automated. */
  source?: VisitSource;
  automated?: boolean;
}

/** The words of the block in `language`: the form's labels, and the services' names as trades. */
export function detailWordsFor(
  contact: ContactWords,
  services: ServiceWords,
  language: Language,
): DetailWords {
  return {
    heading: contact.details.legend,
    labels: Object.fromEntries(
      detailNames.map((detail) => [detail, contact.fieldLabels[detail]]),
    ) as DetailWords["labels"],
    trades: Object.fromEntries(
      tradeIds.map((id) => [
        id,
        id === "other" ? contact.details.otherTrade : (services[id]?.heading ?? id),
      ]),
    ) as DetailWords["trades"],
    colon: languages[language].colon,
    visit: contact.visit,
  };
}

const VISIT_PARAMS = ["source", "firstPage", "automated"] as const;
type VisitParam = (typeof VISIT_PARAMS)[number];

/** Seven letters and digits, the same for every copy of the same words (FNV-1a of the fields). */
export function enquiryReference(enquiry: Enquiry): string {
  const said = enquiryFieldNames
    .map((name) => enquiry[name] ?? "")
    .map((text) => (hasVisibleText(text) ? text : ""));
  let hash = 0x811c9dc5;
  for (const char of said.join("\u0000")) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0).toString(36).toUpperCase().padStart(7, "0");
}

export function emailParams(enquiry: Enquiry, words: DetailWords | undefined) {
  const { name, email, subject, message } = enquiry;
  const reference = enquiryReference(enquiry);
  // A detail of spaces alone says nothing; a record kept by an older page has no details at all.
  const filled = detailNames.filter((detail) => hasVisibleText(enquiry[detail] ?? ""));
  const shown = Object.fromEntries(
    filled.map((detail) => [detail, shownValue(enquiry, detail, words)]),
  ) as Partial<Record<DetailName, string>>;
  const line = (label: string, value: string) => `${label}${words?.colon ?? ":"} ${value}`;
  const lines = filled.map((detail) => line(words?.labels[detail] ?? detail, shown[detail]!));
  const visit: Partial<Record<VisitParam, string>> = visitParams(words);
  const about = Object.entries(visit).map(([param, value]) =>
    param === "automated" ? value : line(words!.visit![param as VisitParam], value),
  );
  const blocks = [lines.length > 0 ? [words?.heading, ...lines] : [], about].map((block) =>
    block.filter((text) => text !== undefined).join("\n"),
  );
  const text = [message, ...blocks].filter((block) => block !== "").join("\n\n");
  return { name, email, subject, message: text, ...shown, ...visit, reference };
}

/** Where the visit came from (site and campaign, or "direct"; first page), and the mark, if any. */
function visitParams({ visit, source, automated }: Partial<DetailWords> = {}) {
  // Words that carry a source or a mark carry the lines that say them: all three came at once.
  const mark = automated && { automated: visit!.automated };
  if (!source) return { ...mark };
  const { page, referrer, ...campaign } = source;
  const came = [referrer, ...Object.entries(campaign).map((entry) => entry.join("="))];
  return { source: came.filter(Boolean).join(", ") || visit!.direct, firstPage: page, ...mark };
}

/** The trades by their names in the visitor's language; every other detail as typed. */
function shownValue(enquiry: Enquiry, detail: DetailName, words: DetailWords | undefined) {
  if (detail !== "trades") return enquiry[detail];
  return tradesIn(enquiry.trades)
    .map((id) => words?.trades[id] ?? id)
    .join(", ");
}

/**
 * The longest `message` the endpoint accepts: the typed message, then the block (far more than
 * the longest: every label and trade name, every detail at its longest).
 */
export const EMAIL_MESSAGE_MAX = enquiryFields.message.maxLength + 5_000;

/** A detail as sent: as typed, or the trades' names (far longer than their ids); a visit's line. */
function detailParam(detail: DetailName | VisitParam) {
  const longest =
    detail !== "trades" && detail in enquiryFields
      ? enquiryFields[detail as DetailName].maxLength
      : 1_000;
  return v.optional(
    v.pipe(v.string("must be text"), v.maxLength(longest, `is longer than ${longest} characters`)),
  );
}

/** What the local endpoint accepts as the parameters of a send: what `emailParams` gives. */
export const emailParamsSchema = v.strictObject(
  {
    name: fieldSchema(enquiryFields.name),
    email: fieldSchema(enquiryFields.email),
    subject: fieldSchema(enquiryFields.subject),
    message: fieldSchema({ ...enquiryFields.message, maxLength: EMAIL_MESSAGE_MAX }),
    ...(Object.fromEntries(
      [...detailNames, ...VISIT_PARAMS].map((param) => [param, detailParam(param)]),
    ) as Record<DetailName | VisitParam, ReturnType<typeof detailParam>>),
    reference: v.optional(v.pipe(v.string("must be text"), v.maxLength(7, "is longer than 7"))),
  },
  objectMessage,
);

const DETAIL_WORDS = "data-detail-words";

/**
 * The form carries the block's words in its page's language, for its controller to put into the
 * version that Send presses (form-controller.ts).
 */
export const detailWordsAttribute = (words: DetailWords) => ({
  [DETAIL_WORDS]: JSON.stringify(words),
});

export function detailWordsIn(form: HTMLFormElement): DetailWords | undefined {
  const carried = form.getAttribute(DETAIL_WORDS);
  return carried ? (JSON.parse(carried) as DetailWords) : undefined;
}
