import { type EnquiryFieldName, enquiryFields } from "~/enquiry/schema";

interface EnquiryFieldProps {
  name: EnquiryFieldName;
  label: string;
  value: string;
  onChange: (name: EnquiryFieldName, value: string) => void;
}

/** One labelled field of the enquiry form, as the schema declares it; the browser checks it. */
export function EnquiryField({ name, label, value, onChange }: EnquiryFieldProps) {
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
