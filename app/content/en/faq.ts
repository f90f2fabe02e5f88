import type { FaqWords } from "../schema.ts";
import file from "../faq.json" with { type: "json" };

export const faq: FaqWords = file.en;
