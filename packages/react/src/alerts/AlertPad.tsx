import {
  type Alert,
  type AlertIndicator,
  alertFailures,
  alertOperator,
  alertTimeFrame,
} from "@trade/core/alerts";
import { useState } from "react";
import { Segmented } from "../ui/Segmented.js";
import { alertCss } from "./alertCss.js";
import type { AlertStock } from "./alertForm.js";
import { BacktestButton, BacktestLayer, type BacktestTarget, type BacktestView } from "./BacktestButton.js";
import { ConditionFields } from "./ConditionFields.js";
import { alertPresets } from "./presets.js";
import { StockPicker } from "./StockPicker.js";
import { timeFrameLabels } from "./texts.js";
import { type AlertNotice, type AlertPadController, useAlertPad } from "./useAlertPad.js";

export type { AlertNotice } from "./useAlertPad.js";

export interface AlertPadProps {
  /** The stock(s) it starts on; with none it asks for one first. Several make a multiple-stock alert. */
  stocks?: AlertStock[];
  /** Update this alert (Update Alert) instead of creating one. */
  alert?: Alert;
  /**
   * Indicator-on-chart mode (spec 2 §2): the indicators on the user's chart, which alone the left side offers. With
   * none the pad says 'No indicators found !' instead of the form.
   */
  chartIndicators?: readonly AlertIndicator[];
  /** The units an order action starts with (lot-based for options, 1000 for currency: spec 2 §9). */
  units?: number;
  /** After the broker saved it ('Alert Created' and 'We have successfully saved the Alert', or 'Alert Updated'). */
  onSaved?: (notice: AlertNotice) => void;
  /**
   * The backtest views (`BacktestModal` of `@trade/react/backtest`): with them, a complete condition says whether it
   * can be backtested and offers Backtest; without, the pad has no Backtest.
   */
  BacktestView?: BacktestView;
  /** Show the pad's own title (New Alert / Update Alert); off where a dialog titles it already. Default true. */
  titled?: boolean;
}

/**
 * The alert pad (spec 2 §2, §5): New Alert or Update Alert on one stock or several, from a popular alert ("Edit or use
 * preset alerts") or built by hand ("Or create your own"): a name, the timeframe, the left side (the price or an
 * indicator with its parameters and line), the operator, the right side (a value or another indicator), Once or
 * Always with start and end times, and optionally an order it places when it fires (units, target and stop-loss
 * percents). The create button stays disabled while the condition is incomplete or the name empty, with the reason
 * beside it (core's `conditionProblem`); a complete condition says whether it can be backtested and offers Backtest
 * (the host's `BacktestView`, `BacktestModal` of `@trade/react/backtest`); success shows 'We have successfully saved the
 * Alert', a refusal 'Failed to create alert' with the server's message.
 *
 * @example
 * ```tsx
 * <AlertPad stocks={[{ exchange: "NSE", segment: 1, token: 3045, symbol: "SBIN-EQ" }]} onSaved={(n) => toast(n)} />
 * ```
 */
export function AlertPad({ titled = true, BacktestView, ...props }: AlertPadProps) {
  const pad = useAlertPad(props);
  const [backtest, setBacktest] = useState<BacktestTarget | undefined>();
  return (
    <div className="tk-alerts tk-alert-pad">
      <style>{alertCss}</style>
      <AlertPadBody
        pad={pad}
        titled={titled}
        onBacktest={BacktestView ? setBacktest : undefined}
        chartMode={props.chartIndicators !== undefined}
      />
      {BacktestView && backtest ? (
        <BacktestLayer View={BacktestView} target={backtest} onClose={() => setBacktest(undefined)} />
      ) : null}
    </div>
  );
}

function AlertPadBody({
  pad,
  titled,
  onBacktest,
  chartMode,
}: {
  pad: AlertPadController;
  titled: boolean;
  onBacktest: ((target: BacktestTarget) => void) | undefined;
  chartMode: boolean;
}) {
  const { form, change, schemaQuery, editing } = pad;
  const title = editing ? "Update Alert" : "New Alert";
  if (schemaQuery.isPending) return <p aria-busy="true">Loading the alert pad…</p>;
  if (schemaQuery.error) {
    return (
      <div role="alert" className="tk-alert-failure">
        <strong>{alertFailures.load}</strong> {schemaQuery.error.message}
      </div>
    );
  }
  if (pad.chartProblem) {
    return (
      <div role="status" className="tk-alert-none">
        <strong>{pad.chartProblem.title}</strong>
        <p>{pad.chartProblem.message}</p>
      </div>
    );
  }
  if (pad.saved && !editing) {
    return (
      <div className="tk-alert-saved">
        <p role="status">
          <strong>{pad.saved.title}</strong> {pad.saved.message}
        </p>
        <button type="button" onClick={pad.reset}>
          Create another alert
        </button>
      </div>
    );
  }
  return (
    <form
      className="tk-alert-form"
      aria-label={title}
      onSubmit={(event) => void pad.submit(event)}
      noValidate
    >
      {titled ? <h2 className="tk-alert-title">{title}</h2> : null}
      <StockPicker stocks={form.stocks} onChange={(stocks) => change({ stocks })} />
      {form.stocks.length === 0 ? null : (
        <>
          {chartMode || editing ? null : <Presets pad={pad} />}
          {chartMode || editing ? null : <h3 className="tk-alert-sub">Or create your own</h3>}
          <div className="tk-alert-grid">
            <label className="tk-field">
              <span>Alert name</span>
              <input
                value={form.name}
                maxLength={60}
                autoComplete="off"
                onChange={(event) => change({ name: event.target.value })}
              />
            </label>
            <label className="tk-field">
              <span>Timeframe</span>
              <select
                value={form.timeFrame}
                onChange={(event) => change({ timeFrame: event.target.value as typeof form.timeFrame })}
              >
                <option value="">Select</option>
                {(pad.schemaQuery.data?.timeFrames ?? alertTimeFrame.options).map((frame) => (
                  <option key={frame} value={frame}>
                    {timeFrameLabels[frame]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ConditionFields pad={pad} operators={pad.schemaQuery.data?.operators ?? alertOperator.options} />
          <Execution pad={pad} />
          <OrderAction pad={pad} />
          <div className="tk-alert-foot">
            <button type="button" onClick={pad.reset}>
              Reset
            </button>
            <span className="tk-spacer" />
            {pad.problem !== undefined ? (
              <span id={`${pad.id}-problem`} className="tk-alert-problem">
                {pad.problem}
              </span>
            ) : null}
            {onBacktest ? <BacktestButton pad={pad} onOpen={onBacktest} /> : null}
            <button
              type="submit"
              className="tk-btn-primary"
              disabled={pad.problem !== undefined || pad.busy}
              aria-describedby={pad.problem !== undefined ? `${pad.id}-problem` : undefined}
            >
              {editing ? "Update Alert" : "Create Alert"}
            </button>
          </div>
          {pad.saved ? (
            <p role="status" className="tk-alert-ok">
              <strong>{pad.saved.title}</strong> {pad.saved.message}
            </p>
          ) : null}
          {pad.failure ? (
            <p role="alert" className="tk-alert-failure">
              <strong>{pad.failure.title}</strong> {pad.failure.message}
            </p>
          ) : null}
        </>
      )}
    </form>
  );
}

/** "Edit or use preset alerts": the popular alerts, each filling the form. */
function Presets({ pad }: { pad: AlertPadController }) {
  return (
    <section className="tk-alert-presets" aria-labelledby={`${pad.id}-presets`}>
      <h3 id={`${pad.id}-presets`} className="tk-alert-sub">
        Edit or use preset alerts
      </h3>
      <ul>
        {alertPresets.map((preset) => (
          <li key={preset.cardId}>
            <button
              type="button"
              aria-pressed={pad.form.preset?.cardId === preset.cardId}
              onClick={() => pad.applyPreset(preset)}
            >
              <strong>{preset.name}</strong>
              <span className="tk-muted">{preset.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Once or Always, and the window it checks in. */
function Execution({ pad }: { pad: AlertPadController }) {
  const { form, change, id } = pad;
  return (
    <fieldset className="tk-alert-box">
      <legend>Execution</legend>
      <div className="tk-alert-row">
        <Segmented
          name={`${id}-mode`}
          legend="Recurrence"
          value={form.mode}
          options={[
            ["once", "Once"],
            ["always", "Always"],
          ]}
          onChange={(mode) => change({ mode })}
        />
        <label className="tk-field tk-inline">
          <span>Start</span>
          <input
            type="datetime-local"
            value={form.start}
            onChange={(e) => change({ start: e.target.value })}
          />
        </label>
        <label className="tk-field tk-inline">
          <span>End</span>
          <input type="datetime-local" value={form.end} onChange={(e) => change({ end: e.target.value })} />
        </label>
      </div>
    </fieldset>
  );
}

/** The order the alert places when it fires, if any. */
function OrderAction({ pad }: { pad: AlertPadController }) {
  const { form, change, id } = pad;
  const field = (name: "units" | "target" | "stopLoss", label: string) => (
    <label className="tk-field tk-inline">
      <span>{label}</span>
      <input
        inputMode={name === "units" ? "numeric" : "decimal"}
        autoComplete="off"
        value={form[name]}
        onChange={(event) => change({ [name]: event.target.value })}
      />
    </label>
  );
  return (
    <fieldset className="tk-alert-box">
      <legend>Action</legend>
      <label className="tk-check">
        <input type="checkbox" checked={form.order} onChange={(e) => change({ order: e.target.checked })} />
        Place an order when it triggers
      </label>
      {form.order ? (
        <div className="tk-alert-row">
          <Segmented
            name={`${id}-side`}
            legend="Side"
            value={form.side}
            options={[
              ["B", "Buy"],
              ["S", "Sell"],
            ]}
            onChange={(side) => change({ side })}
          />
          {field("units", "Units")}
          {field("target", "Target %")}
          {field("stopLoss", "Stop loss %")}
        </div>
      ) : null}
    </fieldset>
  );
}
