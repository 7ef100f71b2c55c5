import { backtestAvailability } from "@trade/core/backtests";
import { lazy, Suspense, useState } from "react";
import { conditionOf } from "./alertForm.js";
import type { AlertPadController } from "./useAlertPad.js";

/** The backtest views load when first opened (they bring chart.js for the equity graph). */
const BacktestModal = lazy(() =>
  import("../backtest/BacktestModal.js").then((m) => ({ default: m.BacktestModal })),
);

/**
 * The pad's Backtest (spec 2 §2, §5): once the condition is complete, whether it can be backtested in the spec's words
 * ('Backtest is available for this condition', '... not available for this condition', '... not available for futures
 * at the moment'), and the button that opens the backtest views on it when it can.
 */
export function BacktestButton({ pad }: { pad: AlertPadController }) {
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
          <BacktestModal
            condition={condition}
            {...(kind === undefined ? {} : { instrumentKind: kind })}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
