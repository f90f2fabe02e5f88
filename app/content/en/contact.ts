/** The English words of the contact page: edit ../contact.json. */
import { withPromises } from "../promises.ts";
import type { ContactWords } from "../schema.ts";
import file from "../contact.json" with { type: "json" };
import promisesFile from "../promises.json" with { type: "json" };

export const contact: ContactWords = withPromises(file.en, promisesFile.en);
