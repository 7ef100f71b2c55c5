import type { AlertCondition } from "@trade/core/alerts";
import { backtestAvailability } from "@trade/core/backtests";
import { type ComponentType, Suspense } from "react";
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

/** What the pad's Backtest opens the views on: the condition as it stood when clicked. */
export interface BacktestTarget {
  condition: AlertCondition;
  instrumentKind?: string;
}

/**
 * The pad's Backtest (spec 2 §2, §5): once the condition is complete, whether it can be backtested in the spec's words
 * ('Backtest is available for this condition', '... not available for this condition', '... not available for futures
 * at the moment'), and the button that asks for the views on it when it can (`BacktestLayer` shows them).
 */
export function BacktestButton({
  pad,
  onOpen,
}: {
  pad: AlertPadController;
  onOpen(target: BacktestTarget): void;
}) {
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
        <button
          type="button"
          onClick={() => onOpen(kind === undefined ? { condition } : { condition, instrumentKind: kind })}
        >
          Backtest
        </button>
      ) : null}
    </>
  );
}

/**
 * The host's backtest views over the pad. They hold a form of their own, so they render beside the pad's form, never
 * inside it: Chromium stops a submit event at an enclosing form, which would keep it from React's root listener, and
 * the inner form would then submit natively (a page load) instead of running the backtest.
 */
export function BacktestLayer({
  View,
  target,
  onClose,
}: {
  View: BacktestView;
  target: BacktestTarget;
  onClose(): void;
}) {
  return (
    <Suspense fallback={<span aria-busy="true">Loading the backtest…</span>}>
      <View {...target} onClose={onClose} />
    </Suspense>
  );
}
