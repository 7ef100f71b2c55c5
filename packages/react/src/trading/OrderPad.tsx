import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  formatPrice,
  formatRupees,
  fromMinor,
  localKeys,
  marketEndpoints,
  pricePrecision,
} from "@trade/core";
import {
  type AccountFacts,
  accountFactsOf,
  type InsufficientFundsAction,
  insufficientFundsTitle,
  isAmoTime,
  listedOnlyOnDurationMs,
  listedOnlyOnMessage,
  type ModifyResult,
  maxPerOrder,
  type Order,
  type OrderModification,
  type OrderType,
  orderConfirmAction,
  orderConfirmBack,
  orderConfirmText,
  orderConfirmTitle,
  orderDefaults,
  orderModificationFailedTitle,
  orderModifiedTitle,
  orderPlacedTitle,
  orderRejectedTitle,
  type PlaceOutcome,
  productTypes,
  type Side,
  segmentNameOf,
  sliceQuantity,
  surveillanceMessage,
} from "@trade/core/orders";
import {
  type FormEvent,
  type KeyboardEvent,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useProfile } from "../hooks.js";
import { queryKeys } from "../queries.js";
import { useTradeClient } from "../TradeProvider.js";
import { useMarketClock, useQuote } from "./hooks.js";
import {
  disclosesQuantity,
  formFor,
  nudge,
  type OrderForm,
  type OrderPadTab,
  orderTypesFor,
  type PadInstrument,
  placementOf,
  problemOf,
  productsFor,
  quickNudgeTicks,
} from "./orderPadState.js";
import { OrderPadListener } from "./padEvents.js";
import { padInstrumentOf } from "./padInstrument.js";
import { playOrderSound } from "./sounds.js";
import { useTrading } from "./tradingHooks.js";

export interface OrderPadProps {
  instrument: PadInstrument;
  /** B opens a buy pad, S a sell pad (F1 and F2). */
  side: Side;
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
}

const tabs: { id: OrderPadTab; label: string }[] = [
  { id: "regular", label: "Regular" },
  { id: "stoploss", label: "Stop Loss" },
  { id: "cover", label: "Cover" },
  { id: "bracket", label: "Bracket" },
];

const typeLabels: Record<OrderType, string> = { MARKET: "Market", LIMIT: "Limit", SL: "SL", "SL-M": "SL-M" };

/** The order split sheet (spec 2 §2 'order split'; the words are ours). */
export const orderSplitTitle = "Order Split";
export const orderSplitText = (parts: readonly number[], order: string) =>
  `${order} went as ${parts.length} orders (${parts.join(" + ")}): above the exchange's limit per order.`;
/** The form field of a placement field a rule names, where the two differ. */
const placementFields: Record<string, keyof OrderForm> = {
  squareOff: "target",
  trailingStopLoss: "trailing",
  disclosedQuantity: "disclosed",
};

/** At most this many slices from the pad (spec 2 §5). */
const padSliceLimit = 20;

/** The AMO confirmation (spec 2 §4 'the user must confirm an after-market order'; the words are ours). */
export const amoConfirmText =
  "The market is closed. Place this as an after market order (AMO)? It is sent to the exchange when the market opens.";

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
export function OrderPad({
  side,
  now: givenNow,
  onClose,
  onPlaced,
  keepOpen: givenKeepOpen,
  confirm: givenConfirm,
  variant = "full",
  onFundsAction,
  modify,
  onModified,
  instrument: given,
}: OrderPadProps) {
  // The pad may move to the scrip's other exchange (NSE / BSE); a new scrip from the host starts over.
  const [instrument, setInstrument] = useState(given);
  const [givenKey, setGivenKey] = useState(`${given.segment}:${given.token}`);
  if (`${given.segment}:${given.token}` !== givenKey) {
    setGivenKey(`${given.segment}:${given.token}`);
    setInstrument(given);
  }
  const marketNow = useMarketClock();
  const now = givenNow ?? marketNow;
  const trading = useTrading();
  const hostListener = useContext(OrderPadListener);
  const { data: profile } = useProfile();
  const quote = useQuote({ segment: instrument.segment, token: instrument.token }, "full");
  const client = useTradeClient();
  const [form, setForm] = useState<OrderForm>(() =>
    modify === undefined ? formFor("regular", instrument, { side }) : formOfOrder(modify, instrument),
  );
  // Product and order type from the segment's order preference, or what was last used there (Retain).
  const { data: orderPreference } = useQuery({
    queryKey: [...queryKeys.all, "preference", "order"],
    queryFn: ({ signal }) => client.preferences.get("order", { signal }),
    staleTime: 60_000,
  });
  const segmentName = segmentNameOf(instrument.segment) ?? String(instrument.segment);
  const defaulted = useRef(modify !== undefined);
  const touched = useRef(false);
  useEffect(() => {
    if (defaulted.current || touched.current || orderPreference === undefined) return;
    defaulted.current = true;
    const chosen = orderDefaults(
      instrument.segment,
      orderPreference.preferences,
      {
        productType: client.storage.getItem(localKeys.segmentProductType(segmentName)),
        orderType: client.storage.getItem(localKeys.segmentOrderType(segmentName)),
      },
      { products: productsFor("regular", instrument), orderTypes: orderTypesFor("regular") },
    );
    setForm((current) => (current.tab === "regular" ? { ...current, ...chosen } : current));
  }, [orderPreference, client, instrument, segmentName]);
  const [quick, setQuick] = useState(variant === "quick" && modify === undefined);
  const keepOpen = givenKeepOpen ?? orderPreference?.preferences.glueOrderpad ?? false;
  const confirmFirst = givenConfirm ?? orderPreference?.preferences.orderConfirmation ?? true;
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmAmo, setConfirmAmo] = useState(false);
  // The re-confirm step: the order's summary with CONFIRM (focused, so Enter sends) and BACK (or Escape).
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const [sheet, setSheet] = useState<
    { title: string; message: string; ok: boolean; actions?: InsufficientFundsAction[] } | undefined
  >();
  const [margin, setMargin] = useState<{ required: number; available: number } | undefined>();
  const id = useId();
  // The pad takes the keyboard when it opens (F1/F2 from a list): the quantity first, so M, L, Tab and Escape work.
  const padRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    padRef.current?.querySelector<HTMLInputElement>("input[name=quantity]")?.focus();
  }, []);

  // The scrip's listings (an equity may trade on NSE and BSE): the pad switches between them; a scrip listed on one
  // exchange says so for 3 s (spec 2 §5).
  const isEquityScrip = instrument.kind === "EQ";
  const queryClient = useQueryClient();
  const listingsOptions = {
    queryKey: [...queryKeys.all, "scrip-exchange-list", instrument.symbol],
    queryFn: () => client.call(marketEndpoints.scripExchangeList, { query: { symbol: instrument.symbol } }),
    staleTime: 5 * 60_000,
  };
  useQuery({ ...listingsOptions, enabled: isEquityScrip });
  const [listedOnly, setListedOnly] = useState<string | undefined>();
  useEffect(() => {
    if (listedOnly === undefined) return;
    const timer = setTimeout(() => setListedOnly(undefined), listedOnlyOnDurationMs);
    return () => clearTimeout(timer);
  }, [listedOnly]);
  const switchExchange = async (exchange: string) => {
    if (exchange === instrument.exchange) return;
    const from = instrument.exchange;
    try {
      const listings = await queryClient.fetchQuery(listingsOptions);
      const other = listings.find((scrip) => scrip.exchName === exchange && scrip.instName === "EQ");
      if (other === undefined) setListedOnly(listedOnlyOnMessage(from));
      else setInstrument(await padInstrumentOf(client, other));
    } catch (error) {
      setSheet({ title: "Could not switch exchange", message: (error as Error).message, ok: false });
    }
  };
  // Under surveillance (ASM, GSM, ...): a warning sheet when the pad opens for the scrip, dismissed by the user.
  const [surveillanceSeen, setSurveillanceSeen] = useState<string | undefined>();
  const surveillanceKey = `${instrument.segment}:${instrument.token}`;
  const underSurveillance = instrument.surveillance.length > 0 && surveillanceSeen !== surveillanceKey;

  const account: AccountFacts = accountFactsOf(profile);
  const ltp = quote !== undefined && quote.version > 0 ? quote.ltp : 0;
  const quoteFacts = {
    ltp,
    upperCircuit: quote?.upperCircuit ?? 0,
    lowerCircuit: quote?.lowerCircuit ?? 0,
  };
  const problem = profile === undefined ? undefined : problemOf(form, instrument, quoteFacts, account, now());
  const isEquity = instrument.kind === "EQ";
  const buy = form.side === "B";
  const placement = useMemo(() => placementOf(form, instrument), [form, instrument]);

  // The required margin, 800 ms after the last change (spec 2 §9 margin debounce).
  useEffect(() => {
    if (!(placement.quantity > 0) || profile === undefined) return;
    const timer = setTimeout(() => {
      trading.margin
        .batchMargin({
          party_code: profile.ClientCode,
          orders: [
            {
              segment_id: isEquity ? "CM" : "FO",
              exchange: instrument.exchange,
              price: placement.price ?? 0,
              product_type: placement.productType,
              token: instrument.token,
              transaction_type: placement.transactionType,
              quantity: placement.quantity,
              mktSegID: instrument.segment,
            },
          ],
        })
        .then((answer) => setMargin({ required: answer.totalMargin, available: answer.availableMargin }))
        .catch(() => setMargin(undefined));
    }, 800);
    return () => clearTimeout(timer);
  }, [trading, profile, placement, instrument, isEquity]);

  const change = (patch: Partial<OrderForm>) => {
    if (patch.productType !== undefined || patch.orderType !== undefined) touched.current = true;
    setForm((current) => ({ ...current, ...patch }));
  };
  const switchTab = (tab: OrderPadTab) => setForm((current) => formFor(tab, instrument, current));

  /** The order as placed: one order, or slices of at most the max per order (the order split sheet, spec 2 §2). */
  const slices = (): number[] => {
    const sliced = sliceQuantity(placement.quantity, maxPerOrder(instrument), padSliceLimit);
    return Array.isArray(sliced) ? sliced : [placement.quantity];
  };

  const place = async (variety: "NORMAL" | "AMO") => {
    setBusy(true);
    try {
      const base = placementOf(form, instrument, variety);
      const parts = slices();
      const outcomes: PlaceOutcome[] = [];
      for (const quantity of parts) {
        const outcome = await trading.orders.place({ ...base, quantity });
        outcomes.push(outcome);
        onPlaced?.(outcome);
        hostListener?.({ outcome, order: { ...base, quantity }, instrument });
      }
      const rejected = outcomes.filter((o) => o.kind === "rejected");
      const first = outcomes[0];
      if (rejected.length === 0 && first?.kind === "placed") {
        // Retain: the next pad of this segment starts with these.
        client.storage.setItem(localKeys.segmentProductType(segmentName), form.productType);
        client.storage.setItem(localKeys.segmentOrderType(segmentName), form.orderType);
        playOrderSound("success");
        setSheet({
          title: parts.length > 1 ? orderSplitTitle : orderPlacedTitle,
          message:
            parts.length > 1
              ? orderSplitText(
                  parts,
                  `${buy ? "Buy" : "Sell"} ${placement.quantity} ${instrument.tradeSymbol}`,
                )
              : `${buy ? "Buy" : "Sell"} ${placement.quantity} ${instrument.tradeSymbol}: ${first.result.orderStatus}`,
          ok: true,
        });
        if (!keepOpen) onClose?.();
      } else {
        const reason = rejected[0];
        playOrderSound("failure");
        // Not enough funds (RMS1011, AB11061): the insufficient-funds sheet, with the host's actions (spec 2 §8).
        const funds = reason?.kind === "rejected" && reason.presentation.kind === "funds-prompt";
        setSheet({
          ...(funds && onFundsAction
            ? { actions: ["ORDER HISTORY", profile?.asba ? "CREATE BLOCK" : "ADD FUNDS"] }
            : {}),
          title: funds ? insufficientFundsTitle : orderRejectedTitle,
          message:
            (reason?.kind === "rejected" ? reason.message : "") +
            (parts.length > 1 ? ` (${parts.length - rejected.length} of ${parts.length} orders placed)` : ""),
          ok: false,
        });
      }
    } catch (error) {
      playOrderSound("failure");
      setSheet({ title: orderRejectedTitle, message: (error as Error).message, ok: false });
    } finally {
      setBusy(false);
    }
  };

  const modifyOrder = async (order: Order) => {
    setBusy(true);
    try {
      const changed = placementOf(form, instrument, order.variety === "AMO" ? "AMO" : "NORMAL");
      const sent: OrderModification = {
        orderId: order.orderId,
        quantity: changed.quantity,
        orderType: changed.orderType,
        ...(changed.price === undefined ? {} : { price: changed.price }),
        ...(changed.triggerPrice === undefined ? {} : { triggerPrice: changed.triggerPrice }),
        ...(changed.disclosedQuantity === undefined ? {} : { disclosedQuantity: changed.disclosedQuantity }),
      };
      const result = await trading.orders.modify(sent);
      playOrderSound("success");
      setSheet({
        title: orderModifiedTitle,
        message: `${buy ? "Buy" : "Sell"} ${changed.quantity} ${instrument.tradeSymbol}: ${result.orderStatus}`,
        ok: true,
      });
      onModified?.(result, order, sent);
      if (!keepOpen) onClose?.();
    } catch (error) {
      playOrderSound("failure");
      setSheet({ title: orderModificationFailedTitle, message: (error as Error).message, ok: false });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    // Without the profile the account rules cannot be checked: nothing is placed until it is read.
    if (profile === undefined || problem !== undefined || busy) return;
    // After market hours the AMO question is the confirmation; otherwise the re-confirm step when the user wants it.
    if (modify === undefined && isAmoTime(instrument.segment, now())) setConfirmAmo(true);
    else if (confirmFirst) setConfirming(true);
    else send();
  };

  const send = () => {
    setConfirming(false);
    if (modify !== undefined) void modifyOrder(modify);
    else void place("NORMAL");
  };

  const back = () => {
    setConfirming(false);
    padRef.current?.querySelector<HTMLInputElement>("input[name=quantity]")?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      // The topmost layer first (spec 2 §4): the AMO confirmation, the result sheet, the surveillance sheet, the pad.
      if (confirmAmo) setConfirmAmo(false);
      else if (confirming) back();
      else if (sheet) setSheet(undefined);
      else if (underSurveillance) setSurveillanceSeen(surveillanceKey);
      else onClose?.();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
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

  // The rules name the bracket legs as the placement does (squareOff, trailingStopLoss); the fields as the form does.
  const invalid = (name: keyof OrderForm) =>
    shown && problem?.field !== undefined && (placementFields[problem.field] ?? problem.field) === name;
  const field = (name: keyof OrderForm, label: string, disabled = false) => (
    <label className="tk-op-field">
      <span>{label}</span>
      <input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        value={disabled ? "" : (form[name] as string)}
        aria-invalid={invalid(name) ? true : undefined}
        aria-describedby={invalid(name) ? `${id}-problem` : undefined}
        onChange={(event) => change({ [name]: event.target.value } as Partial<OrderForm>)}
      />
    </label>
  );

  const priced = form.orderType === "LIMIT" || form.orderType === "SL";
  const triggered = form.orderType === "SL" || form.orderType === "SL-M" || form.tab === "cover";

  return (
    <div
      ref={padRef}
      className={`tk-order-pad ${buy ? "tk-op-buy" : "tk-op-sell"}${quick ? " tk-op-quick" : ""}`}
      role="dialog"
      aria-label={`${modify ? "Modify " : quick ? "Quick " : ""}${buy ? "Buy" : "Sell"} ${instrument.tradeSymbol}`}
      onKeyDown={onKeyDown}
    >
      <style>{orderPadCss}</style>
      <header className="tk-op-head">
        <strong>{instrument.tradeSymbol}</strong>{" "}
        {isEquityScrip && modify === undefined ? (
          <span role="radiogroup" aria-label="Exchange" className="tk-op-exchanges">
            {["NSE", "BSE"].map((exchange) => (
              <button
                key={exchange}
                type="button"
                role="radio"
                aria-checked={instrument.exchange === exchange}
                onClick={() => void switchExchange(exchange)}
              >
                {exchange}
              </button>
            ))}
          </span>
        ) : (
          <span>{instrument.exchange}</span>
        )}{" "}
        <span className="tk-op-ltp" aria-label="Last traded price">
          {ltp > 0 ? formatPrice(ltp, instrument.segment) : "—"}
        </span>
        {modify === undefined ? (
          <button
            type="button"
            className="tk-op-side"
            aria-pressed={!buy}
            onClick={() => change({ side: buy ? "S" : "B" })}
          >
            {buy ? "Switch to sell" : "Switch to buy"}
          </button>
        ) : (
          <span className="tk-op-note">Order {modify.orderId}</span>
        )}
        {onClose ? (
          <button type="button" className="tk-op-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        ) : null}
      </header>
      {listedOnly ? (
        <p role="status" className="tk-op-note">
          {listedOnly}
        </p>
      ) : null}
      {underSurveillance ? (
        <div role="alertdialog" aria-label="Under surveillance" className="tk-op-sheet tk-op-warn">
          <strong>Under surveillance</strong>
          <p>{surveillanceMessage(instrument.surveillance)}</p>
          <button type="button" onClick={() => setSurveillanceSeen(surveillanceKey)}>
            OK
          </button>
        </div>
      ) : null}
      {quick ? null : (
        <div role="tablist" className="tk-op-tabs">
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={form.tab === tab.id}
              disabled={modify !== undefined && form.tab !== tab.id}
              onClick={() => switchTab(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <fieldset className="tk-op-products">
          <legend>Product</legend>
          {productsFor(form.tab, instrument).map((product) => (
            <label key={product}>
              <input
                type="radio"
                name="productType"
                checked={form.productType === product}
                disabled={modify !== undefined && form.productType !== product}
                onChange={() => change({ productType: product })}
              />
              {productTypes[product].label}
            </label>
          ))}
        </fieldset>
        <fieldset className="tk-op-types">
          <legend>Order type</legend>
          {orderTypesFor(form.tab).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="orderType"
                checked={form.orderType === type}
                onChange={() => change({ orderType: type })}
              />
              {typeLabels[type]}
            </label>
          ))}
        </fieldset>
        {field("quantity", isEquity ? "Qty" : `Lots (lot size ${instrument.lotSize})`)}
        {field("price", "Price", !priced)}
        {priced && ltp > 0 ? (
          <span className="tk-op-nudge">
            <button
              type="button"
              onClick={() => change({ price: nudge(ltp, -quickNudgeTicks, instrument) })}
              aria-label={`Price ${quickNudgeTicks} ticks below the last price`}
            >
              −{quickNudgeTicks}
            </button>
            <button
              type="button"
              onClick={() => change({ price: nudge(ltp, quickNudgeTicks, instrument) })}
              aria-label={`Price ${quickNudgeTicks} ticks above the last price`}
            >
              +{quickNudgeTicks}
            </button>
          </span>
        ) : null}
        {triggered ? field("triggerPrice", "Trigger price") : null}
        {disclosesQuantity(form.tab, instrument) && !quick ? field("disclosed", "Disclosed qty") : null}
        {form.tab === "bracket" ? (
          <>
            {field("target", "Target (points)")}
            {field("stopLoss", "Stop loss (points)")}
            {field("trailing", "Trailing stop loss (points)")}
          </>
        ) : null}
        {shown && problem !== undefined ? (
          <p id={`${id}-problem`} role="alert" className="tk-op-problem">
            {problem.message}
          </p>
        ) : null}
        <p className="tk-op-margin" aria-live="polite">
          {margin
            ? `Margin required ${formatRupees(margin.required)} · Available ${formatRupees(margin.available)}`
            : "Margin required —"}
        </p>
        {quick ? (
          <button type="button" className="tk-op-more" onClick={() => setQuick(false)}>
            More options
          </button>
        ) : null}
        <button type="submit" className="tk-op-submit" disabled={busy || profile === undefined}>
          {modify ? "MODIFY" : buy ? "BUY" : "SELL"}
        </button>
      </form>
      {confirming ? (
        <div role="alertdialog" aria-label={orderConfirmTitle} className="tk-op-sheet">
          <strong>{orderConfirmTitle}</strong>
          <p>
            {orderConfirmText({
              side: form.side,
              quantity: placement.quantity,
              tradeSymbol: instrument.tradeSymbol,
              exchange: instrument.exchange,
              price:
                placement.price === undefined ? undefined : formatPrice(placement.price, instrument.segment),
              trigger:
                placement.triggerPrice === undefined
                  ? undefined
                  : formatPrice(placement.triggerPrice, instrument.segment),
              orderTypeLabel: typeLabels[form.orderType],
              productLabel: productTypes[form.productType].label,
              modify: modify !== undefined,
            })}
          </p>
          <button ref={confirmRef} type="button" className="tk-op-confirm" disabled={busy} onClick={send}>
            {orderConfirmAction}
          </button>
          <button type="button" onClick={back}>
            {orderConfirmBack}
          </button>
        </div>
      ) : null}
      {confirmAmo ? (
        <div role="alertdialog" aria-label="After market order" className="tk-op-sheet">
          <p>{amoConfirmText}</p>
          <button
            type="button"
            onClick={() => {
              setConfirmAmo(false);
              void place("AMO");
            }}
          >
            PLACE AMO
          </button>
          <button type="button" onClick={() => setConfirmAmo(false)}>
            CANCEL
          </button>
        </div>
      ) : null}
      {sheet ? (
        <div role="status" className={`tk-op-sheet ${sheet.ok ? "tk-op-ok" : "tk-op-bad"}`}>
          <strong>{sheet.title}</strong>
          <p>{sheet.message}</p>
          {sheet.actions?.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => {
                setSheet(undefined);
                onFundsAction?.(action);
              }}
            >
              {action}
            </button>
          ))}
          <button type="button" onClick={() => setSheet(undefined)}>
            OK
          </button>
        </div>
      ) : null}
    </div>
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

/** The pad's form for an open order being modified: its tab, side, product, type and current values. */
function formOfOrder(order: Order, instrument: PadInstrument): OrderForm {
  const tab: OrderPadTab =
    order.productType === "CO"
      ? "cover"
      : order.productType === "BO"
        ? "bracket"
        : order.orderType === "SL" || order.orderType === "SL-M"
          ? "stoploss"
          : "regular";
  const digits = pricePrecision(instrument.segment);
  const price = (minor: number) => (minor > 0 ? fromMinor(minor, instrument.segment).toFixed(digits) : "");
  const lots = instrument.kind === "EQ" ? order.quantity : order.quantity / Math.max(1, instrument.lotSize);
  return {
    ...formFor(tab, instrument, {
      side: order.transactionType,
      productType: order.productType,
      orderType: order.orderType,
    }),
    quantity: String(lots),
    price: order.orderType === "LIMIT" || order.orderType === "SL" ? price(order.price) : "",
    triggerPrice: price(order.triggerPrice),
    disclosed: order.disclosedQuantity > 0 ? String(order.disclosedQuantity) : "",
  };
}

/** Scoped styles: every rule starts at `.tk-order-pad`, so the pad changes nothing outside itself. */
const orderPadCss = `
.tk-order-pad,.tk-order-pad *{all:revert;box-sizing:border-box}
.tk-order-pad *{font:inherit;color:inherit;letter-spacing:normal;text-transform:none;line-height:inherit}
.tk-order-pad{display:block;box-sizing:border-box;font:14px/1.4 system-ui,sans-serif;color:var(--tk-text,#1f2328);background:var(--tk-surface,#fff);border:1px solid var(--tk-border,#d0d7de);border-radius:8px;width:360px;padding:12px}

.tk-order-pad .tk-op-head{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin-bottom:8px}
.tk-order-pad.tk-op-buy .tk-op-head{border-bottom:3px solid var(--tk-buy,#1a7f37)}
.tk-order-pad.tk-op-sell .tk-op-head{border-bottom:3px solid var(--tk-sell,#cf222e)}
.tk-order-pad .tk-op-tabs{display:flex;gap:4px;margin-bottom:8px}
.tk-order-pad button{cursor:pointer;border:1px solid var(--tk-border,#d0d7de);background:transparent;border-radius:4px;padding:4px 8px}
.tk-order-pad [aria-selected=true]{font-weight:600;border-color:currentColor}
.tk-order-pad fieldset{border:0;margin:0 0 8px;padding:0;display:flex;gap:12px}
.tk-order-pad legend{font-size:12px;opacity:.7;margin-bottom:2px}
.tk-order-pad .tk-op-field{display:flex;flex-direction:column;margin-bottom:8px}
.tk-order-pad input:not([type]),.tk-order-pad input[inputmode]{border:1px solid var(--tk-border,#d0d7de);border-radius:4px;padding:6px;width:100%}
.tk-order-pad [aria-invalid=true]{border-color:var(--tk-sell,#cf222e)}
.tk-order-pad .tk-op-problem{color:var(--tk-sell,#cf222e);margin:4px 0}
.tk-order-pad .tk-op-submit{width:100%;padding:8px;font-weight:600;color:#fff;border:0}
.tk-order-pad.tk-op-buy .tk-op-submit{background:var(--tk-buy,#1a7f37)}
.tk-order-pad.tk-op-sell .tk-op-submit{background:var(--tk-sell,#cf222e)}
.tk-order-pad.tk-op-quick{width:auto;max-width:100%}
.tk-order-pad.tk-op-quick form{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:flex-end}
.tk-order-pad.tk-op-quick fieldset{margin:0;flex-direction:column;gap:2px}
.tk-order-pad.tk-op-quick .tk-op-field{margin:0;width:110px}
.tk-order-pad.tk-op-quick .tk-op-margin,.tk-order-pad.tk-op-quick .tk-op-problem{flex-basis:100%;margin:0}
.tk-order-pad.tk-op-quick .tk-op-submit{width:auto;min-width:96px}
.tk-order-pad .tk-op-confirm{font-weight:600;color:#fff;border:0;margin-right:8px}
.tk-order-pad.tk-op-buy .tk-op-confirm{background:var(--tk-buy,#1a7f37)}
.tk-order-pad.tk-op-sell .tk-op-confirm{background:var(--tk-sell,#cf222e)}
.tk-order-pad .tk-op-sheet{margin-top:8px;padding:8px;border:1px solid var(--tk-border,#d0d7de);border-radius:6px}
.tk-order-pad .tk-op-warn{border-color:var(--tk-warn,#b26a00);background:var(--tk-warn-bg,#fff6e5)}
.tk-order-pad .tk-op-note{margin:6px 0 0;color:var(--tk-muted,#57606a)}
.tk-order-pad .tk-op-exchanges{display:inline-flex;gap:2px}
.tk-order-pad .tk-op-exchanges button[aria-checked="true"]{font-weight:600;text-decoration:underline}
.tk-order-pad .tk-op-bad{border-color:var(--tk-sell,#cf222e)}
`;
