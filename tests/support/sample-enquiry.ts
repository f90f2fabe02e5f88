import {
  type DetailName,
  type Enquiry,
  type EnquiryFieldName,
  enquiryFieldNames,
  enquiryFields,
  tradeIds,
  tradesValue,
} from "../../app/enquiry/schema.ts";

/**
 * A valid enquiry as the specification has it, marked with `tag`: a value in each required field,
 * the optional project details left empty.
 */
export function sampleEnquiry(tag: string): Enquiry {
  const sample = (name: EnquiryFieldName): string => {
    const { type, maxLength, required } = enquiryFields[name];
    if (!required) return "";
    if (type === "email") return `jane.${tag}@example.com`;
    if (type === "textarea")
      return `Please price the MEP and fire alarm scopes (${tag}).\nDrawings to follow.`;
    return `Jane Builder ${name} ${tag}`.slice(0, maxLength);
  };
  return Object.fromEntries(enquiryFieldNames.map((name) => [name, sample(name)])) as Enquiry;
}

/** Every project detail filled in, valid, marked with `tag` where it is free text. */
export function sampleDetails(tag: string): Pick<Enquiry, DetailName> {
  return {
    company: `Northwind Builders ${tag}`,
    phone: "+1 (514) 555-0199 ext. 12",
    // Some of the services, and "Other" (the last).
    trades: tradesValue(tradeIds.filter((_, index) => index % 3 === 0)),
    location: "Laval, QC",
    // A week from today (UTC), as type="date" writes it.
    bidDate: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString().slice(0, 10),
    plansLink: `https://www.dropbox.com/scl/fo/${tag}/plans`,
  };
}
