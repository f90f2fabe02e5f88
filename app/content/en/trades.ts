import type { TradesWords } from "../schema.ts";
import file from "../trades.json" with { type: "json" };

export const trades: TradesWords = file.en;
