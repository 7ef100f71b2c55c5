import { mtfProduct, mtfRefusalOf } from "@trade/core/mtf";
import type {
  InsufficientFundsAction,
  ModifyResult,
  Order,
  OrderModification,
  PlaceOutcome,
  Side,
} from "@trade/core/orders";
import { type KeyboardEvent, useContext, useState } from "react";
import { LayerStack } from "../keyboard/layerStack.js";
import { LayerStackContext, useLayer } from "../keyboard/useLayer.js";
import { AmoSheet } from "./orderPad/AmoSheet.js";
import { ConfirmSheet } from "./orderPad/ConfirmSheet.js";
import type { PadExtraTab } from "./orderPad/extraTabs.js";
import { MarginLine } from "./orderPad/MarginLine.js";
import { orderPadCss } from "./orderPad/orderPadStyles.js";
import { PadChoices } from "./orderPad/PadChoices.js";
import { PadHeader } from "./orderPad/PadHeader.js";
import { PadTabs } from "./orderPad/PadTabs.js";
import { keepFocusInside, useFocusReturn } from "./orderPad/padFocus.js";
import { ResultSheet } from "./orderPad/ResultSheet.js";
import { SurveillanceSheet } from "./orderPad/SurveillanceSheet.js";
import { padTabOf } from "./orderPad/tabs/index.js";
import { type OrderPadController, useOrderPad } from "./orderPad/useOrderPad.js";
import { VerifySheet } from "./orderPad/VerifySheet.js";
import { orderTypesFor, type PadInstrument, type PadPreset } from "./orderPadState.js";

export { amoConfirmText, orderSplitText, orderSplitTitle } from "./orderPad/texts.js";

export interface OrderPadProps {
  instrument: PadInstrument;
  /** B opens a buy pad, S a sell pad (F1 and F2). */
  side: Side;
  /**
   * The tab, product, order type and quantity the pad opens with (a position's Exit, Buy more, Set SL/Target); the
   * order preference's defaults fill what is not given. Ignored when modifying.
   */
  preset?: PadPreset;
  /** Market time (epoch ms) for the time-window rules; by default the market clock of `useMarketClock`. */
  now?: () => number;
  /** The pad closes (Escape, the close button, or after a terminal answer unless `keepOpen`). */
  onClose?: () => void;
  /** Every placing answer. */
  onPlaced?: (outcome: PlaceOutcome) => void;
  /** Keep the pad open after an order. Default: the user's glue order pad preference (`glueOrderpad`, spec 1 §2.5). */
  keepOpen?: boolean;
  /**
   * Ask the user to confirm the order (a summary, CONFIRM or BACK) before it is sent. Default: the user's re-confirm
   * order preference (`orderConfirmation`, on unless turned off, spec 1 §2.5).
   */
  confirm?: boolean;
  /**
   * `quick`: the quick order pad, a compact pad for a regular order (quantity, price, market or limit, product; no
   * tabs, no disclosed quantity) laid out in a row to sit inline on a screen; More options turns it into the full pad
   * with what was typed. Default `full`.
   */
  variant?: "full" | "quick";
  /**
   * Edit this open order instead of placing one (F1 on a selected order, spec 2 §2): its side, product and tab are
   * fixed; quantity, price, trigger, order type and disclosed quantity change.
   */
  modify?: Order;
  /** After a modification the broker accepted, with what was sent (the pad then closes unless `keepOpen`). */
  onModified?: (result: ModifyResult, order: Order, sent: OrderModification) => void;
  /**
   * Where the insufficient-funds sheet may take the user (spec 2 §8: ORDER HISTORY, and ADD FUNDS or CREATE BLOCK for
   * an ASBA client); the host navigates. Without it the sheet offers no action.
   */
  onFundsAction?: (action: InsufficientFundsAction) => void;
  /**
   * Tabs after the order's own (GTT from `@trade/react/gtt`, SIP from `@trade/react/sip`), each drawing its own panel
   * in place of the order form. Not offered when modifying or in the quick pad.
   */
  extraTabs?: readonly PadExtraTab[];
  /** The extra tab the pad opens on (a `gttOrderpad` link, Set SL/Target with GTT); the order form when none. */
  openTab?: string;
}

/**
 * The order pad (spec 2 §2): buy or sell, tabs Regular, Stop Loss, Cover and Bracket, product and order type, inline
 * validation from core's rules in the spec's words, the required margin, the AMO confirmation and the placed or
 * rejected sheet. Keys: M market, L limit, Tab between fields, Enter places, Escape closes.
 *
 * @example
 * ```tsx
 * <OrderPad instrument={reliance} side="B" onClose={() => setPad(undefined)} />
 * ```
 */
export function OrderPad(props: OrderPadProps) {
  // The pad's own layer stack: its sheets and itself close in priority order on Escape pressed inside the pad, and
  // the key stops there (a page's own KeyboardProvider sees it handled), wherever the pad is embedded. A stack, not
  // a KeyboardProvider: nothing in the pad registers shortcuts, so the pad loads no keyboard controller.
  const [layers] = useState(() => new LayerStack());
  return (
    <LayerStackContext.Provider value={layers}>
      <OrderPadView {...props} />
    </LayerStackContext.Provider>
  );
}

function OrderPadView(props: OrderPadProps) {
  const pad = useOrderPad(props);
  const layers = useContext(LayerStackContext);
  useLayer({ priority: "orderPad", ...(props.onClose ? { onEscape: props.onClose } : {}) });
  const { form, buy, quick, step, instrument, change, props: given } = pad;
  const { modify } = given;
  const Fields = padTabOf(form.tab).Fields;
  const extraTabs = modify === undefined && !quick ? (given.extraTabs ?? []) : [];
  const [extraId, setExtra] = useState(() => extraTabs.find((tab) => tab.id === given.openTab)?.id);
  const extra = extraTabs.find((tab) => tab.id === extraId);

  useFocusReturn();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      layers?.escape();
      return;
    }
    if (event.key === "Tab" && !quick) {
      keepFocusInside(pad.padRef.current, event);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || extra !== undefined) return;
    const key = event.key.toLowerCase();
    const types = orderTypesFor(form.tab);
    if (key === "m" && types.includes("MARKET")) {
      event.preventDefault();
      change({ orderType: "MARKET" });
    } else if (key === "l" && types.includes("LIMIT")) {
      event.preventDefault();
      change({ orderType: "LIMIT" });
    }
  };

  return (
    <div
      ref={pad.padRef}
      className={`tk-order-pad ${buy ? "tk-op-buy" : "tk-op-sell"}${quick ? " tk-op-quick" : ""}`}
      role="dialog"
      aria-label={`${modify ? "Modify " : quick ? "Quick " : ""}${buy ? "Buy" : "Sell"} ${instrument.tradeSymbol}`}
      onKeyDown={onKeyDown}
    >
      <style>{orderPadCss}</style>
      <PadHeader pad={pad} />
      {pad.listedOnly ? (
        <p role="status" className="tk-op-note">
          {pad.listedOnly}
        </p>
      ) : null}
      {step.kind === "surveillance" ? <SurveillanceSheet pad={pad} /> : null}
      {quick ? null : <PadTabs pad={pad} extraTabs={extraTabs} extra={extra?.id} onExtra={setExtra} />}
      {extra ? (
        <extra.Panel
          instrument={instrument}
          side={form.side}
          {...(given.onClose ? { onClose: given.onClose } : {})}
          {...(given.preset ? { preset: given.preset } : {})}
        />
      ) : (
        <OrderForm pad={pad} Fields={Fields} />
      )}
    </div>
  );
}

/** The order form under the tabs, with its sheets. */
function OrderForm({
  pad,
  Fields,
}: {
  pad: OrderPadController;
  Fields: ReturnType<typeof padTabOf>["Fields"];
}) {
  const { buy, quick, step } = pad;
  const { modify } = pad.props;
  return (
    <>
      <form onSubmit={pad.submit} noValidate>
        <PadChoices pad={pad} />
        <Fields pad={pad} />
        {pad.problem !== undefined ? (
          <p id={`${pad.id}-problem`} role="alert" className="tk-op-problem">
            {pad.problem.message}
          </p>
        ) : null}
        <MarginLine
          margin={pad.margin}
          {...(pad.form.productType === mtfProduct ? { mtf: { refusal: mtfRefusalOf(pad.profile) } } : {})}
        />
        {quick ? (
          <button type="button" className="tk-op-more" onClick={() => pad.setQuick(false)}>
            More options
          </button>
        ) : null}
        <div className="tk-op-actions">
          <button type="submit" className="tk-op-submit" disabled={pad.busy || pad.profile === undefined}>
            {modify ? "MODIFY" : buy ? "BUY" : "SELL"}
          </button>
          {pad.props.onClose && !quick ? (
            <button type="button" className="tk-op-cancel" onClick={pad.props.onClose}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
      {step.kind === "confirm" ? <ConfirmSheet pad={pad} /> : null}
      {step.kind === "amo" ? <AmoSheet pad={pad} /> : null}
      {step.kind === "sheet" ? <ResultSheet pad={pad} sheet={step.sheet} /> : null}
      {step.kind === "verify" ? (
        <VerifySheet pad={pad} instructions={step.instructions} variety={step.variety} />
      ) : null}
    </>
  );
}

/**
 * The quick order pad (spec 2 §2 'order pad and quick order pad'): the order pad in its compact layout, for a regular
 * order from where the user already is (the app shows it on the chart screen). The same rules, messages, margin,
 * re-confirm step and sheets as the order pad; More options turns it into the full pad with what was typed.
 *
 * @example
 * ```tsx
 * <QuickOrderPad instrument={reliance} side="B" onClose={() => setQuick(undefined)} />
 * ```
 */
export function QuickOrderPad(props: Omit<OrderPadProps, "variant" | "modify" | "onModified">) {
  return <OrderPad {...props} variant="quick" />;
}
