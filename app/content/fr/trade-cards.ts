import type { TradeCards } from "../schema.ts";
import file from "../trades.json" with { type: "json" };

export const tradeCards: TradeCards = file.fr;
