import type { AlertCondition } from "@trade/core/alerts";
import {
  type Backtest,
  type BacktestPeriodDays,
  backtestAvailability,
  backtestFailedTitle,
  backtestHolding,
  backtestPeriods,
  backtestRequestOf,
} from "@trade/core/backtests";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { CloseFoot, TableDialog } from "../trading/TableDialog.js";
import { Segmented } from "../ui/Segmented.js";
import { BacktestSummary } from "./BacktestSummary.js";
import { BacktestTrades } from "./BacktestTrades.js";
import { backtestCss } from "./backtestStyles.js";
import { EquityGraph } from "./EquityGraph.js";
import { useBacktestResult, useCreateBacktest } from "./hooks.js";

export interface BacktestModalProps {
  /** The alert's condition to backtest (its first instrument; its entry's target and stop-loss prefill the form). */
  condition: AlertCondition;
  /** Close the modal (its Close button, Escape, a click outside). */
  onClose(): void;
  /** The instrument's kind (EQ, FUTSTK, ...) when the page knows it: futures are refused without a call. */
  instrumentKind?: string;
  /** The period run first; 1 year by default. */
  periodDays?: BacktestPeriodDays;
}

type View = "summary" | "trades" | "graph";
const views: { view: View; label: string }[] = [
  { view: "summary", label: "Summary" },
  { view: "trades", label: "Trade log" },
  { view: "graph", label: "Graph" },
];

/** A percent field's value: undefined when empty, NaN when not a percent from above 0 to 100. */
function percentOf(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 && value <= 100 ? value : Number.NaN;
}

/** A percent field (target, stop-loss), marked invalid while its text is not a percent. */
function PercentField({
  label,
  text,
  onChange,
}: {
  label: string;
  text: string;
  onChange: (text: string) => void;
}) {
  return (
    <label className="tk-field">
      {label}
      <input
        inputMode="decimal"
        value={text}
        aria-invalid={Number.isNaN(percentOf(text))}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

const periodOptions = backtestPeriods.map((choice) => [choice.days, choice.label] as const);

/**
 * The backtest modal (spec 2 §2 backtest views, §3, §5, §8, §9): the condition replayed over a period (30 days, 3
 * months, 1 year, 5 years) with a target and a stop-loss, holding intraday or delivery by the timeframe; it runs as it
 * opens and again on Run. While it runs it says so; a refusal or a failed run shows 'Couldn't create backtest' with
 * the server's message; a completed run shows its summary metrics, its trade log five trades a page, and its equity
 * graph. Futures are refused with 'Backtest is not available for futures at the moment'.
 *
 * @example
 * ```tsx
 * {open && <BacktestModal condition={condition} onClose={() => setOpen(false)} />}
 * ```
 */
export function BacktestModal({ condition, onClose, instrumentKind, periodDays = 365 }: BacktestModalProps) {
  const availability = backtestAvailability(condition, instrumentKind);
  const create = useCreateBacktest();
  const [period, setPeriod] = useState<BacktestPeriodDays>(periodDays);
  const [target, setTarget] = useState(String(condition.entry.targetProfitPercent ?? ""));
  const [stopLoss, setStopLoss] = useState(String(condition.entry.stopLossPercent ?? ""));
  const [backtest, setBacktest] = useState<Backtest | undefined>();
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>("summary");
  const result = useBacktestResult(backtest, page);
  const id = useId();
  const targetValue = percentOf(target);
  const stopValue = percentOf(stopLoss);
  const badPercent = Number.isNaN(targetValue) || Number.isNaN(stopValue);

  const run = () => {
    if (!availability.available || badPercent) return;
    setBacktest(undefined);
    setPage(1);
    const request = backtestRequestOf(condition, period, {
      targetProfitPercent: targetValue,
      stopLossPercent: stopValue,
    });
    create.mutate(request, { onSuccess: setBacktest });
  };
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, as the modal opens
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The modal may open from inside another form (the alert pad's): its Run must not submit that one too.
    event.stopPropagation();
    run();
  };

  const token = condition.tokens[0];
  const holding = backtestHolding(condition.timeFrame);
  const running = create.isPending || (backtest !== undefined && result.status === "pending");
  const failure = create.error?.message ?? (backtest === undefined ? undefined : result.failure);
  return (
    <div className="tk-backtest">
      <style>{backtestCss}</style>
      <TableDialog title={`Backtest: ${condition.name}`} onClose={onClose}>
        <p className="tk-muted">
          {token?.symbol ?? token?.token} · {condition.timeFrame} candles ·{" "}
          {holding === "intraday" ? "Intraday" : "Delivery"} holding
        </p>
        {availability.available ? (
          <form className="tk-backtest-form" onSubmit={onSubmit}>
            <Segmented
              name={`${id}-period`}
              legend="Period"
              value={period}
              options={periodOptions}
              onChange={setPeriod}
            />
            <PercentField label="Target %" text={target} onChange={setTarget} />
            <PercentField label="Stop-loss %" text={stopLoss} onChange={setStopLoss} />
            <button type="submit" className="tk-btn-primary" disabled={running || badPercent}>
              Run
            </button>
            {badPercent && (
              <p className="tk-problem">Enter a percent above 0, up to 100, or leave it empty</p>
            )}
          </form>
        ) : (
          <p role="alert" className="tk-problem">
            {availability.message}
          </p>
        )}
        {running && (
          <p aria-busy="true" className="tk-backtest-running">
            Running the backtest…
          </p>
        )}
        {!running && failure !== undefined && (
          <div role="alert" className="tk-backtest-failed">
            <strong>{backtestFailedTitle}</strong>
            <p>{failure}</p>
          </div>
        )}
        {!running && failure === undefined && result.summary !== undefined && (
          <Results
            id={id}
            view={view}
            onView={setView}
            summary={<BacktestSummary summary={result.summary} />}
            trades={
              result.trades && (
                <BacktestTrades
                  page={result.trades}
                  segment={token?.segment ?? 1}
                  intraday={holding === "intraday"}
                  onPage={setPage}
                />
              )
            }
            graph={result.graph && <EquityGraph graph={result.graph} intraday={holding === "intraday"} />}
          />
        )}
        <CloseFoot onClose={onClose} />
      </TableDialog>
    </div>
  );
}

/** The three views of a result as tabs: Summary, Trade log, Graph (arrow keys move between them). */
function Results({
  id,
  view,
  onView,
  ...panels
}: {
  id: string;
  view: View;
  onView: (view: View) => void;
  summary: ReactNode;
  trades: ReactNode;
  graph: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const at = views.findIndex((entry) => entry.view === view);
    const next = views[(at + (event.key === "ArrowRight" ? 1 : views.length - 1)) % views.length];
    if (next === undefined) return;
    onView(next.view);
    document.getElementById(`${id}-tab-${next.view}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label="Backtest result" className="tk-backtest-tabs" onKeyDown={onKeyDown}>
        {views.map((entry) => (
          <button
            key={entry.view}
            type="button"
            role="tab"
            id={`${id}-tab-${entry.view}`}
            aria-selected={view === entry.view}
            aria-controls={`${id}-panel`}
            tabIndex={view === entry.view ? 0 : -1}
            onClick={() => onView(entry.view)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${view}`}>
        {panels[view] ?? <p aria-busy="true">Loading…</p>}
      </div>
    </>
  );
}
