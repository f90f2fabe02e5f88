import type { ProcessWords } from "../schema.ts";
import file from "../process.json" with { type: "json" };

export const process: ProcessWords = file.en;
