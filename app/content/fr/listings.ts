import type { ListingWords } from "../schema.ts";
import file from "../listings.json" with { type: "json" };

export const listings: ListingWords = file.fr;
