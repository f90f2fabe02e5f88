import { memo, useEffect, useRef } from "react";
import { checkField, fieldCheckWords, visitorToday } from "~/enquiry/field-check";
import {
  type EnquiryFieldName,
  PHONE_PATTERN,
  WEB_LINK_PATTERN,
  enquiryFields,
} from "~/enquiry/schema";
import { useBrowserValue } from "~/lib/use-browser-value";

/** What the browser says on Send of a value the enquiry refuses, in the page's language. */
export interface RefusedWords {
  /** A required field holding only spaces or invisible characters. */
  blank?: string;
  /** A phone number or a link the field's rules refuse. */
  invalid?: string;
  /** A date that has passed. */
  past?: string;
}

interface EnquiryFieldProps extends RefusedWords {
  name: Exclude<EnquiryFieldName, "trades">;
  label: string;
  /** A line under the field: what to put there. */
  hint?: string;
  value: string;
  onChange: (name: EnquiryFieldName, value: string) => void;
}

/** Each type's own rule, for the browser to check (schema.ts checks the same on the way out). */
const PATTERNS: Partial<Record<string, string>> = { tel: PHONE_PATTERN, url: WEB_LINK_PATTERN };

/**
 * One labelled field of the enquiry form, as the schema declares it; the browser checks it. Drawn
 * again only when its own props change: a change of the send's state leaves the fields alone.
 */
export const EnquiryField = memo(function EnquiryField({
  name,
  label,
  hint,
  value,
  onChange,
  ...refused
}: EnquiryFieldProps) {
  const { type, autoComplete, maxLength, required, wide } = enquiryFields[name];
  // Whichever element the field is: the check reads only what both have.
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // The earliest date the picker offers: today, which only the visitor's browser knows (none in
  // the prerendered page, which React then hydrates as it is).
  const min = useBrowserValue(() => (type === "date" ? visitorToday() : undefined));
  // On every value, typed or brought by the draft (a reload, another tab).
  useEffect(() => checkField(field.current!), [value]);
  const id = `enquiry-${name}`;
  const hintId = `${id}-hint`;
  const shared = {
    ref: field,
    id,
    name,
    required,
    ...fieldCheckWords(refused),
    autoComplete,
    // A date has no length to limit.
    maxLength: type === "date" ? undefined : maxLength,
    value,
    "aria-describedby": hint ? hintId : undefined,
    className: "field-input",
  };
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {type === "textarea" ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(name, event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          min={min}
          pattern={PATTERNS[type]}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
});
