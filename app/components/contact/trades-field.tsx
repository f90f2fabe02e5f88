import { type TradeId, tradeIds } from "~/enquiry/schema";

/**
 * The trades to estimate (the site's services, and "Other"): one box per trade, any number ticked.
 * Each box is named `trades`, so the form's own data holds every ticked one (draft.ts reads them).
 */
export function TradesField({ legend, names }: { legend: string; names: Record<TradeId, string> }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {tradeIds.map((id) => (
          <label key={id} className="flex items-start gap-3 text-slate-800">
            <input type="checkbox" name="trades" value={id} className="mt-1 size-4 accent-brand" />
            <span>{names[id]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
