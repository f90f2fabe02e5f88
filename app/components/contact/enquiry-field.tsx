import { fieldLabels } from "~/content/contact";
import { type EnquiryFieldName, enquiryFields } from "~/enquiry/schema";

/** A label for every field of the schema: a field added without one fails the type check. */
const labels: Record<EnquiryFieldName, string> = fieldLabels;

interface EnquiryFieldProps {
  name: EnquiryFieldName;
  value: string;
  onChange: (name: EnquiryFieldName, value: string) => void;
}

/** One labelled field of the enquiry form, as the schema declares it; the browser checks it. */
export function EnquiryField({ name, value, onChange }: EnquiryFieldProps) {
  const { type, autoComplete, maxLength, required, wide } = enquiryFields[name];
  const id = `enquiry-${name}`;
  const shared = {
    id,
    name,
    required,
    autoComplete,
    maxLength,
    value,
    className: "field-input",
  };
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {labels[name]}
      </label>
      {type === "textarea" ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(name, event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(name, event.target.value)} />
      )}
    </div>
  );
}
