import { useEffect, useRef } from "react";
import { blankFieldWords, checkBlank } from "~/enquiry/blank-field";
import { type EnquiryFieldName, enquiryFields } from "~/enquiry/schema";

interface EnquiryFieldProps {
  name: EnquiryFieldName;
  label: string;
  /** What the browser says on Send when a required field holds only spaces or invisible ones. */
  blankWords: string;
  value: string;
  onChange: (name: EnquiryFieldName, value: string) => void;
}

/** One labelled field of the enquiry form, as the schema declares it; the browser checks it. */
export function EnquiryField({ name, label, blankWords, value, onChange }: EnquiryFieldProps) {
  const { type, autoComplete, maxLength, required, wide } = enquiryFields[name];
  // Whichever element the field is: the check reads only what both have.
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // On every value, typed or brought by the draft (a reload, another tab).
  useEffect(() => checkBlank(field.current!), [value]);
  const id = `enquiry-${name}`;
  const shared = {
    ref: field,
    id,
    name,
    required,
    ...(required && blankFieldWords(blankWords)),
    autoComplete,
    maxLength,
    value,
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
        <input {...shared} type={type} onChange={(event) => onChange(name, event.target.value)} />
      )}
    </div>
  );
}
