import type { Enquiry } from "~/lib/send-enquiry";

interface EnquiryFieldProps {
  name: keyof Enquiry;
  label: string;
  type: "text" | "email" | "textarea";
  autoComplete: string;
  maxLength: number;
  value: string;
  onChange: (name: keyof Enquiry, value: string) => void;
  className?: string;
}

/** One labelled, required field of the enquiry form; the browser checks it natively. */
export function EnquiryField({
  name,
  label,
  type,
  autoComplete,
  maxLength,
  value,
  onChange,
  className,
}: EnquiryFieldProps) {
  const id = `enquiry-${name}`;
  const shared = {
    id,
    name,
    required: true,
    autoComplete,
    maxLength,
    value,
    className: "field-input",
  };
  return (
    <div className={className}>
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
