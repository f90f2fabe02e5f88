import { memo } from "react";
import {
  type EnquiryFieldName,
  type TradeId,
  tradeIds,
  tradesIn,
  tradesValue,
} from "~/enquiry/schema";

interface TradesFieldProps {
  legend: string;
  /** Each trade's name: the site's services, and "Other". */
  names: Record<TradeId, string>;
  value: string;
  onChange: (name: EnquiryFieldName, value: string) => void;
}

/**
 * The trades to estimate: one box per trade, any number ticked. Each box is named `trades`, so the
 * form's own data holds every ticked one (send-before-hydration.ts reads them so).
 */
export const TradesField = memo(function TradesField({
  legend,
  names,
  value,
  onChange,
}: TradesFieldProps) {
  const chosen = tradesIn(value);
  const toggle = (id: TradeId, on: boolean) =>
    onChange("trades", tradesValue(on ? [...chosen, id] : chosen.filter((other) => other !== id)));
  return (
    <fieldset className="sm:col-span-2">
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {tradeIds.map((id) => (
          <label key={id} className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              name="trades"
              value={id}
              checked={chosen.includes(id)}
              onChange={(event) => toggle(id, event.target.checked)}
              className="mt-1 size-4 accent-brand"
            />
            <span>{names[id]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
