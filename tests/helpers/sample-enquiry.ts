import {
  type Enquiry,
  type EnquiryFieldName,
  enquiryFieldNames,
  enquiryFields,
} from "../../app/enquiry/schema.ts";

/** A valid enquiry with a value for every field of the schema, marked with `tag`. */
export function sampleEnquiry(tag: string): Enquiry {
  const sample = (name: EnquiryFieldName): string => {
    const { type, maxLength } = enquiryFields[name];
    if (type === "email") return `jane.${tag}@example.com`;
    if (type === "textarea")
      return `Please price the MEP and fire alarm scopes (${tag}).\nDrawings to follow.`;
    return `Jane Builder ${name} ${tag}`.slice(0, maxLength);
  };
  return Object.fromEntries(enquiryFieldNames.map((name) => [name, sample(name)])) as Enquiry;
}
