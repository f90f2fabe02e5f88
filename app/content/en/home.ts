import type { HomeWords } from "../schema.ts";
import file from "../home.json" with { type: "json" };

export const home: HomeWords = file.en;
