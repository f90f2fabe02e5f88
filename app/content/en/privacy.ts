/** The English words of the privacy policy: edit ../privacy.json. */
import { withPromises } from "../promises.ts";
import type { PrivacyWords } from "../schema.ts";
import file from "../privacy.json" with { type: "json" };
import promisesFile from "../promises.json" with { type: "json" };

export const privacy: PrivacyWords = withPromises(file.en, promisesFile.en);
