/** The French words of the contact page: edit ../contact.json. */
import { withPromises } from "../promises.ts";
import type { ContactWords, ServiceWords } from "../schema.ts";
import file from "../contact.json" with { type: "json" };
import homeFile from "../home.json" with { type: "json" };
import promisesFile from "../promises.json" with { type: "json" };

export const contact: ContactWords = withPromises(file.fr, promisesFile.fr);

/** The services, whose names the form offers as the trades to estimate: edit ../home.json. */
export const services: ServiceWords = homeFile.fr.services.items;
