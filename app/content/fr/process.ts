/** The French words of how the work goes, step by step: edit ../process.json. */
import type { ProcessWords } from "../schema.ts";
import file from "../process.json" with { type: "json" };

export const process: ProcessWords = file.fr;
