import { type RefusedWords, fieldCheckWords } from "~/enquiry/field-check";
import {
  type EnquiryFieldName,
  type FieldSpec,
  PHONE_PATTERN,
  WEB_LINK_PATTERN,
  enquiryFields,
} from "~/enquiry/schema";

interface EnquiryFieldProps extends RefusedWords {
  name: Exclude<EnquiryFieldName, "trades">;
  label: string;
  /** A line under the field: what to put there. */
  hint?: string;
}

/** Each type's own rule, for the browser to check (schema.ts checks the same on the way out). */
const PATTERNS: Partial<Record<string, string>> = { tel: PHONE_PATTERN, url: WEB_LINK_PATTERN };

/**
 * One labelled field of the enquiry form, as the schema declares it; the browser checks it. Its
 * value is the form controller's to keep (form-controller.ts), from the first paint on.
 */
export function EnquiryField({ name, label, hint, ...refused }: EnquiryFieldProps) {
  const { type, autoComplete, maxLength, required, wide }: FieldSpec = enquiryFields[name];
  const id = `enquiry-${name}`;
  const hintId = `${id}-hint`;
  const shared = {
    id,
    name,
    required,
    ...fieldCheckWords(refused),
    autoComplete,
    // A date has no length to limit.
    maxLength: type === "date" ? undefined : maxLength,
    "aria-describedby": hint ? hintId : undefined,
    className: "field-input",
  };
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {type === "textarea" ? (
        <textarea {...shared} rows={6} />
      ) : (
        // The earliest date the picker offers is the visitor's today, which only their browser
        // knows: the controller sets it.
        <input {...shared} type={type} pattern={PATTERNS[type]} suppressHydrationWarning />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
