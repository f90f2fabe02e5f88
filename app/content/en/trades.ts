/** The English words of the trades' cards and pages: edit ../trades.json. */
import { withPromises } from "../promises.ts";
import type { TradesWords } from "../schema.ts";
import file from "../trades.json" with { type: "json" };
import promisesFile from "../promises.json" with { type: "json" };

export const trades: TradesWords = withPromises(file.en, promisesFile.en);
