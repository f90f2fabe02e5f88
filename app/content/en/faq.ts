/** The English questions and answers: edit ../faq.json. */
import { withPromises } from "../promises.ts";
import type { FaqWords } from "../schema.ts";
import file from "../faq.json" with { type: "json" };
import promisesFile from "../promises.json" with { type: "json" };

export const faq: FaqWords = withPromises(file.en, promisesFile.en);
