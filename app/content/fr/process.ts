/** The French words of how the work goes, step by step: edit ../process.json. */
import { withPromises } from "../promises.ts";
import type { ProcessWords } from "../schema.ts";
import file from "../process.json" with { type: "json" };
import promisesFile from "../promises.json" with { type: "json" };

export const process: ProcessWords = withPromises(file.fr, promisesFile.fr);
