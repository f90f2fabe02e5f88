/** The French words of the home page: edit home.json. */
import { withPromises } from "../promises.ts";
import type { HomeWords } from "../schema.ts";
import words from "./home.json" with { type: "json" };
import promises from "./promises.json" with { type: "json" };

export const home: HomeWords = withPromises(words, promises);
