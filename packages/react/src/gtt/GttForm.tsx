import { formatPrice } from "@trade/core";
import type { GttRule } from "@trade/core/gtt";
import { type GttProduct, gttPercentStep, marketProtectionRange } from "@trade/core/gtt";
import { productTypeLabel, type Side } from "@trade/core/orders";
import type { ReactNode } from "react";
import type { PadInstrument, PadPreset } from "../trading/orderPadState.js";
import { TableDialog } from "../trading/TableDialog.js";
import { tableCss } from "../trading/tableStyles.js";
import { Segmented } from "../ui/Segmented.js";
import { widgetCss } from "../widget.js";
import {
  type GttForm as FormState,
  gttProductsFor,
  minorOf,
  percentFromLtp,
  percentText,
  stepTrigger,
} from "./gttFormState.js";
import { type GttFormController, type GttSaved, useGttForm } from "./useGttForm.js";

export type { GttSaved } from "./useGttForm.js";

export interface GttFormProps {
  instrument: PadInstrument;
  /** The rule's side: S sells (exits a long position), B buys. Ignored when editing (the rule keeps its side). */
  side: Side;
  /** Edit this pending rule instead of creating one: its type, product and side stay. */
  rule?: GttRule;
  /**
   * What a new rule starts with, as the order pad's preset: a position's Set SL/Target (`positionPad`) starts an OCO
   * in its product for its open quantity.
   */
  preset?: PadPreset;
  /** After the broker accepted the rule ("GTT Created" / "GTT Updated", and the rule in a line), for a toast. */
  onSaved?: (saved: GttSaved) => void;
}

/**
 * The GTT create and edit form (spec 2 §2 'GTT create/edit pad', §5): single or OCO (a target and a stop loss, the
 * first crossed cancels the other), each trigger with its distance from the live LTP in percent and buttons that move
 * it by the spec's step (1 %, 5 % for options; Shift for 2 % and 10 %), a limit price per leg or market with a
 * protection of 0.25 to 10 % (default 5 %), the quantity and the product. Levels start 5 % from the LTP. Problems
 * show inline in core's words (`checkGttRule`); the server's refusals in a dialog with CLOSE (`gttErrorDialog`);
 * success says "GTT Created" or "GTT Updated".
 *
 * @example
 * ```tsx
 * <GttForm instrument={itc} side="S" onSaved={(s) => toast(s.title, s.message)} />
 * ```
 */
export function GttForm(props: GttFormProps) {
  const gtt = useGttForm(props);
  return (
    <div className="tk-gtt">
      <style>{gttCss}</style>
      <GttFormView gtt={gtt} />
    </div>
  );
}

const gttTypeChoices = [
  ["SINGLE", "Single"],
  ["OCO", "OCO"],
] as const;
const orderTypeChoices = [
  ["LIMIT", "Limit"],
  ["MARKET", "Market"],
] as const;

/** The form's fields, its problem, the submit button, the success line and the refusal dialog. */
export function GttFormView({ gtt }: { gtt: GttFormController }) {
  const { form, change, instrument, editing } = gtt;
  const oco = form.gttType === "OCO";
  const market = form.orderType === "MARKET";
  return (
    <>
      <form
        className="tk-gtt-form"
        onSubmit={(event) => void gtt.submit(event)}
        noValidate
        aria-label={editing ? "Edit GTT" : "Create GTT"}
      >
        <p className="tk-gtt-ltp">
          <span className="tk-muted">LTP</span>{" "}
          <span aria-label="Last traded price">
            {gtt.ltp > 0 ? formatPrice(gtt.ltp, instrument.segment) : "—"}
          </span>
        </p>
        <div className="tk-gtt-choices">
          <Segmented
            name={`${gtt.id}-type`}
            legend="Trigger type"
            value={form.gttType}
            options={gttTypeChoices}
            onChange={(gttType) => change({ gttType })}
            disabled={editing}
          />
          <Segmented
            name={`${gtt.id}-product`}
            legend="Product"
            value={form.productType}
            options={gttProductsFor(instrument).map((p): [GttProduct, string] => [p, productTypeLabel(p)])}
            onChange={(productType) => change({ productType })}
            disabled={editing}
          />
          <Segmented
            name={`${gtt.id}-order`}
            legend="Order type"
            value={form.orderType}
            options={orderTypeChoices}
            onChange={(orderType) => change({ orderType })}
          />
        </div>
        <Leg
          gtt={gtt}
          title={oco ? "Target" : "Trigger"}
          trigger="triggerPrice"
          price="price"
          market={market}
        />
        {oco ? (
          <Leg gtt={gtt} title="Stop loss" trigger="stopLossTrigger" price="stopLossPrice" market={market} />
        ) : null}
        <div className="tk-gtt-row">
          <Field
            gtt={gtt}
            name="qty"
            label={`Qty${instrument.lotSize > 1 ? ` (lot ${instrument.lotSize})` : ""}`}
            inputMode="numeric"
          />
          {market ? (
            <Field
              gtt={gtt}
              name="marketProtection"
              label={`Market protection % (${marketProtectionRange.min}–${marketProtectionRange.max})`}
            />
          ) : null}
        </div>
        {gtt.problem !== undefined ? (
          <p id={`${gtt.id}-problem`} role="alert" className="tk-problem">
            {gtt.problem.message}
          </p>
        ) : null}
        <button
          type="submit"
          className={gtt.side === "B" ? "tk-btn-buy tk-gtt-submit" : "tk-btn-sell tk-gtt-submit"}
          disabled={gtt.busy || !gtt.ready}
        >
          {editing ? "MODIFY GTT" : `${gtt.side === "B" ? "BUY" : "SELL"} GTT`}
        </button>
        {gtt.saved ? (
          <p role="status" className="tk-gtt-saved">
            <strong>{gtt.saved.title}</strong> {gtt.saved.message}
          </p>
        ) : null}
      </form>
      {gtt.dialog ? (
        <TableDialog title={gtt.dialog.title} role="alertdialog" onClose={gtt.closeDialog}>
          <p>{gtt.dialog.message}</p>
          <div className="tk-dialog-foot">
            <button type="button" className="tk-btn-primary" data-autofocus onClick={gtt.closeDialog}>
              {gtt.dialog.action}
            </button>
          </div>
        </TableDialog>
      ) : null}
    </>
  );
}

/** One leg: its trigger with the percent from the LTP and the step buttons, and its limit price. */
function Leg({
  gtt,
  title,
  trigger,
  price,
  market,
}: {
  gtt: GttFormController;
  title: string;
  trigger: "triggerPrice" | "stopLossTrigger";
  price: "price" | "stopLossPrice";
  market: boolean;
}) {
  const { instrument, ltp, form } = gtt;
  const percent = percentFromLtp(minorOf(form[trigger], instrument.segment), ltp);
  const step = (sign: 1 | -1, large: boolean) => {
    const next = stepTrigger(form[trigger], ltp, sign * gttPercentStep(instrument.kind, large), instrument);
    if (next !== undefined) gtt.change({ [trigger]: next });
  };
  const small = gttPercentStep(instrument.kind);
  const stepButton = (sign: 1 | -1) => (
    <button
      type="button"
      className="tk-gtt-step"
      aria-label={`${title} trigger ${sign > 0 ? "up" : "down"} ${small}%`}
      title={`Shift: ${gttPercentStep(instrument.kind, true)}%`}
      disabled={ltp <= 0}
      onClick={(event) => step(sign, event.shiftKey)}
    >
      {sign > 0 ? "+" : "−"}
      {small}%
    </button>
  );
  return (
    <fieldset className="tk-gtt-leg">
      <legend>{title}</legend>
      <div className="tk-gtt-row">
        <Field gtt={gtt} name={trigger} label="Trigger price">
          <span
            className="tk-gtt-percent"
            data-sign={percent === undefined ? undefined : percent > 0 ? "up" : percent < 0 ? "down" : "flat"}
            aria-label={`${title} trigger from LTP`}
          >
            {percent === undefined ? "—" : `${percentText(percent)} of LTP`}
          </span>
          <span className="tk-gtt-steps">
            {stepButton(-1)}
            {stepButton(1)}
          </span>
        </Field>
        {market ? null : <Field gtt={gtt} name={price} label="Price" />}
      </div>
    </fieldset>
  );
}

/** A text field of the form, marked invalid (and pointing at the message) when the problem names it. */
function Field({
  gtt,
  name,
  label,
  inputMode = "decimal",
  children,
}: {
  gtt: GttFormController;
  name: keyof FormState;
  label: string;
  inputMode?: "decimal" | "numeric";
  children?: ReactNode;
}) {
  const invalid = gtt.invalid(name);
  return (
    <label className="tk-field">
      <span>{label}</span>
      <input
        name={name}
        inputMode={inputMode}
        autoComplete="off"
        value={gtt.form[name]}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${gtt.id}-problem` : undefined}
        onChange={(event) => gtt.change({ [name]: event.target.value })}
      />
      {children}
    </label>
  );
}

/** The form's scoped styles: the tables' look (buttons, dialogs, segmented choices), then its own layout. */
export const gttCss = widgetCss(
  ".tk-gtt",
  `${tableCss(".tk-gtt")}
.tk-gtt .tk-gtt-form{display:flex;flex-direction:column;gap:6px}
.tk-gtt .tk-gtt-ltp{margin:0;font-variant-numeric:tabular-nums}
.tk-gtt .tk-gtt-choices{display:flex;flex-wrap:wrap;gap:6px}
.tk-gtt .tk-gtt-leg{border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;margin:0;padding:4px 8px 6px}
.tk-gtt .tk-gtt-leg legend{font-weight:600;padding:0 4px}
.tk-gtt .tk-gtt-row{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
.tk-gtt .tk-field{margin:2px 0}
.tk-gtt .tk-gtt-percent{font-size:.85em;font-variant-numeric:tabular-nums}
.tk-gtt .tk-gtt-steps{display:flex;gap:4px}
.tk-gtt .tk-gtt-step{padding:1px 6px;font-size:.85em}
.tk-gtt [aria-invalid=true]{border-color:var(--tk-sell-text,#a40e26)}
.tk-gtt .tk-problem{color:var(--tk-sell-text,#a40e26);margin:0}
.tk-gtt .tk-gtt-submit{padding:8px;font-weight:600}
.tk-gtt .tk-gtt-saved{margin:0;color:var(--tk-buy-text,#116329)}
`,
);
