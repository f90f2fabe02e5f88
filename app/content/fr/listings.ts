/** The French words of the listings listings (titles and descriptions for search engines): edit ../listings.json. */
import { withPromises } from "../promises.ts";
import type { ListingWords } from "../schema.ts";
import file from "../listings.json" with { type: "json" };
import promisesFile from "../promises.json" with { type: "json" };

export const listings: ListingWords = withPromises(file.fr, promisesFile.fr);
