/** The English words of the home page: edit ../home.json. */
import { withPromises } from "../promises.ts";
import type { HomeWords } from "../schema.ts";
import file from "../home.json" with { type: "json" };
import promisesFile from "../promises.json" with { type: "json" };

export const home: HomeWords = withPromises(file.en, promisesFile.en);
