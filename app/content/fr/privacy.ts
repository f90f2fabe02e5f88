import type { PrivacyWords } from "../schema.ts";
import file from "../privacy.json" with { type: "json" };

export const privacy: PrivacyWords = file.fr;
