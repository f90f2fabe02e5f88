import { tradeNames } from "../ids.ts";
import type { ContactWords, ServiceWords } from "../schema.ts";
import file from "../contact.json" with { type: "json" };

export const contact: ContactWords = file.fr;

/** The trades the form offers to estimate, by their titles: edit ../trades.json. */
export const services: ServiceWords = tradeNames("fr");
