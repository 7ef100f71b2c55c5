import type { AlertCondition } from "@trade/core/alerts";
import { backtestAvailability } from "@trade/core/backtests";
import { type ComponentType, Suspense, useState } from "react";
import { conditionOf } from "./alertForm.js";
import type { AlertPadController } from "./useAlertPad.js";

/**
 * What the pad's Backtest opens: `BacktestModal` of `@trade/react/backtest` fits (the host passes it, usually lazily
 * loaded, so the alerts entry does not carry chart.js).
 */
export type BacktestView = ComponentType<{
  condition: AlertCondition;
  instrumentKind?: string;
  onClose(): void;
}>;

/**
 * The pad's Backtest (spec 2 §2, §5): once the condition is complete, whether it can be backtested in the spec's words
 * ('Backtest is available for this condition', '... not available for this condition', '... not available for futures
 * at the moment'), and the button that opens the host's backtest views on it when it can.
 */
export function BacktestButton({ pad, View }: { pad: AlertPadController; View: BacktestView }) {
  const [open, setOpen] = useState(false);
  if (pad.problem !== undefined) return null;
  const condition = conditionOf(pad.form, pad.schema);
  const kind = pad.form.stocks[0]?.kind;
  const availability = backtestAvailability(condition, kind);
  return (
    <>
      <span className="tk-alert-backtest" data-available={availability.available}>
        {availability.message}
      </span>
      {availability.available ? (
        <button type="button" onClick={() => setOpen(true)}>
          Backtest
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={<span aria-busy="true">Loading the backtest…</span>}>
          <View
            condition={condition}
            {...(kind === undefined ? {} : { instrumentKind: kind })}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
