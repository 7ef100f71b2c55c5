import { useQuery } from "@tanstack/react-query";
import { type DeliveryInstruction, deliveryVerificationNeeded } from "@trade/core/edis";
import {
  type AccountFacts,
  accountFactsOf,
  type InsufficientFundsAction,
  insufficientFundsTitle,
  isAmoTime,
  type Order,
  type OrderModification,
  orderModificationFailedTitle,
  orderModifiedTitle,
  orderPlacedTitle,
  orderRejectedTitle,
  type PlaceOutcome,
  verificationFlowCodes,
} from "@trade/core/orders";
import { type FormEvent, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { useProfile } from "../../hooks.js";
import { queryKeys } from "../../queries.js";
import { useTradeClient } from "../../tradeClient.js";
import { useMarketClock, useQuote } from "../hooks.js";
import type { OrderPadProps } from "../OrderPad.js";
import { type OrderForm, type PadInstrument, placementOf, problemOf } from "../orderPadState.js";
import { OrderPadListener } from "../padEvents.js";
import { playOrderSound } from "../sounds.js";
import { useTrading } from "../tradingHooks.js";
import { orderSplitText, orderSplitTitle } from "./texts.js";
import { useExchangeSwitch } from "./useExchangeSwitch.js";
import { usePadForm } from "./usePadForm.js";
import { usePadMargin } from "./usePadMargin.js";

/** A result sheet: placed, split, modified, rejected or not enough funds (with the host's actions). */
export interface PadSheet {
  title: string;
  message: string;
  ok: boolean;
  actions?: InsufficientFundsAction[];
}

/**
 * Where the pad is: the surveillance warning as it opens on such a scrip, the form, the re-confirm summary, the AMO
 * question, or a result sheet. One at a time; each overlay is a layer that Escape closes back to the form.
 */
export type OrderPadStep =
  | { kind: "surveillance" }
  | { kind: "form" }
  | { kind: "confirm" }
  | { kind: "amo" }
  | { kind: "sheet"; sheet: PadSheet }
  /** A delivery sale refused until the depository approves it: the verification, then the order again. */
  | { kind: "verify"; instructions: DeliveryInstruction[]; variety: "NORMAL" | "AMO" };

const formStep: OrderPadStep = { kind: "form" };
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const openingStep = (instrument: PadInstrument): OrderPadStep =>
  instrument.surveillance.length > 0 ? { kind: "surveillance" } : formStep;

/** The form field of a placement field a rule names, where the two differ. */
const placementFields: Record<string, keyof OrderForm> = {
  squareOff: "target",
  trailingStopLoss: "trailing",
  disclosedQuantity: "disclosed",
};

/**
 * The order pad's controller (spec 2 §2-§9): the form and its defaults, the instrument and its exchange switch, the
 * rules' problem, the margin, the step the pad is at, and placing (sliced above the max per order) or modifying.
 */
export function useOrderPad(props: OrderPadProps) {
  const { side, now: givenNow, onClose, onPlaced, modify, onModified, onFundsAction } = props;
  const [step, setStep] = useState<OrderPadStep>(() => openingStep(props.instrument));
  const showSheet = (sheet: PadSheet) => setStep({ kind: "sheet", sheet });
  const { instrument, isEquityScrip, listedOnly, switchExchange } = useExchangeSwitch(
    props.instrument,
    (next) => setStep(openingStep(next)),
    (error) => showSheet({ title: "Could not switch exchange", message: error.message, ok: false }),
  );
  const marketNow = useMarketClock();
  const now = givenNow ?? marketNow;
  const trading = useTrading();
  const hostListener = useContext(OrderPadListener);
  const { data: profile } = useProfile();
  const quote = useQuote({ segment: instrument.segment, token: instrument.token }, "full");
  const client = useTradeClient();
  const { data: orderPreference } = useQuery({
    queryKey: [...queryKeys.all, "preference", "order"],
    queryFn: ({ signal }) => client.preferences.get("order", { signal }),
    staleTime: 60_000,
  });
  const ltp = quote !== undefined && quote.version > 0 ? quote.ltp : 0;
  const { form, change, switchTab, retain } = usePadForm(
    client,
    instrument,
    side,
    modify,
    orderPreference?.preferences,
    props.preset,
    ltp,
  );
  const [quick, setQuick] = useState(props.variant === "quick" && modify === undefined);
  const keepOpen = props.keepOpen ?? orderPreference?.preferences.glueOrderpad ?? false;
  const confirmFirst = props.confirm ?? orderPreference?.preferences.orderConfirmation ?? true;
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  // The pad takes the keyboard when it opens (F1/F2 from a list): the quantity first, so M, L, Tab and Escape work.
  const padRef = useRef<HTMLDivElement | null>(null);
  const focusQuantity = () =>
    padRef.current?.querySelector<HTMLInputElement>("input[name=quantity]")?.focus();
  useEffect(focusQuantity, []);

  const account: AccountFacts = accountFactsOf(profile);
  const quoteFacts = { ltp, upperCircuit: quote?.upperCircuit ?? 0, lowerCircuit: quote?.lowerCircuit ?? 0 };
  const found = profile === undefined ? undefined : problemOf(form, instrument, quoteFacts, account, now());
  // Whether today's verification covers a sale only the broker knows: the pad sends it and opens the flow if refused,
  // and says why while the flow is open.
  const problem =
    found !== undefined && verificationFlowCodes.includes(found.code) && step.kind !== "verify"
      ? undefined
      : found;
  const buy = form.side === "B";
  const placement = useMemo(() => placementOf(form, instrument), [form, instrument]);
  const margin = usePadMargin(trading, profile, placement, instrument);
  const orderWords = `${buy ? "Buy" : "Sell"} ${placement.quantity} ${instrument.tradeSymbol}`;

  const place = async (variety: "NORMAL" | "AMO") => {
    setBusy(true);
    try {
      const { slices, outcomes } = await trading.orders.placeSliced(
        placementOf(form, instrument, variety),
        instrument,
        {
          onOutcome: (outcome: PlaceOutcome, order) => {
            onPlaced?.(outcome);
            hostListener?.({ outcome, order, instrument });
          },
        },
      );
      const rejected = outcomes.filter((o) => !o.ok);
      const first = outcomes[0];
      if (rejected.length === 0 && first?.ok) {
        retain();
        playOrderSound("success");
        showSheet(
          slices.length > 1
            ? { title: orderSplitTitle, message: orderSplitText(slices, orderWords), ok: true }
            : { title: orderPlacedTitle, message: `${orderWords}: ${first.value.orderStatus}`, ok: true },
        );
        if (!keepOpen) onClose?.();
      } else if (
        rejected[0]?.ok === false &&
        rejected[0].presentation.kind === "verification-flow" &&
        rejected.length === outcomes.length
      ) {
        // Nothing was placed: verify the whole quantity of the refusal's ISIN, then place again (spec 3 §5).
        const isin = deliveryVerificationNeeded(rejected[0])?.instructions[0]?.isin;
        if (isin === undefined) throw rejected[0].error;
        setStep({ kind: "verify", instructions: [{ isin, quantity: sum(slices) }], variety });
      } else {
        const reason = rejected[0];
        playOrderSound("failure");
        // Not enough funds (RMS1011, AB11061): the insufficient-funds sheet, with the host's actions (spec 2 §8).
        const funds = reason?.ok === false && reason.presentation.kind === "funds-prompt";
        showSheet({
          ...(funds && onFundsAction
            ? { actions: ["ORDER HISTORY", profile?.asba ? "CREATE BLOCK" : "ADD FUNDS"] }
            : {}),
          title: funds ? insufficientFundsTitle : orderRejectedTitle,
          message:
            (reason?.ok === false ? reason.error.message : "") +
            (slices.length > 1
              ? ` (${slices.length - rejected.length} of ${slices.length} orders placed)`
              : ""),
          ok: false,
        });
      }
    } catch (error) {
      playOrderSound("failure");
      showSheet({ title: orderRejectedTitle, message: (error as Error).message, ok: false });
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
      const outcome = await trading.orders.modify(sent);
      if (!outcome.ok) throw outcome.error;
      const result = outcome.value;
      playOrderSound("success");
      showSheet({
        title: orderModifiedTitle,
        message: `${buy ? "Buy" : "Sell"} ${changed.quantity} ${instrument.tradeSymbol}: ${result.orderStatus}`,
        ok: true,
      });
      onModified?.(result, order, sent);
      if (!keepOpen) onClose?.();
    } catch (error) {
      playOrderSound("failure");
      showSheet({ title: orderModificationFailedTitle, message: (error as Error).message, ok: false });
    } finally {
      setBusy(false);
    }
  };

  /** Send the order (after the re-confirm or AMO step, or straight from the form). */
  const send = (variety: "NORMAL" | "AMO" = "NORMAL") => {
    setStep((current) => (current.kind === "confirm" || current.kind === "amo" ? formStep : current));
    if (modify !== undefined) void modifyOrder(modify);
    else void place(variety);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    // Without the profile the account rules cannot be checked: nothing is placed until it is read.
    if (profile === undefined || problem !== undefined || busy) return;
    // After market hours the AMO question is the confirmation; otherwise the re-confirm step when the user wants it.
    if (modify === undefined && isAmoTime(instrument.segment, now())) setStep({ kind: "amo" });
    else if (confirmFirst) setStep({ kind: "confirm" });
    else send();
  };

  /** Close an overlay (Escape, BACK, CANCEL, OK): back to the form, the quantity focused after the re-confirm. */
  const toForm = () => {
    if (step.kind === "confirm") focusQuantity();
    setStep(formStep);
  };

  /** After the depository approved the sale: the order again, as it was sent. */
  const afterVerification = (variety: "NORMAL" | "AMO") => {
    setStep(formStep);
    void place(variety);
  };

  /** The rules name the bracket legs as the placement does (squareOff, trailingStopLoss); the fields as the form. */
  const invalid = (name: keyof OrderForm) =>
    shown && problem?.field !== undefined && (placementFields[problem.field] ?? problem.field) === name;

  return {
    props,
    id,
    padRef,
    instrument,
    isEquityScrip,
    listedOnly,
    switchExchange,
    form,
    change,
    switchTab,
    quick,
    setQuick,
    ltp,
    buy,
    placement,
    margin,
    profile,
    /** The problem the form shows: none until the user first submits. */
    problem: shown ? problem : undefined,
    invalid,
    busy,
    step,
    toForm,
    submit,
    send,
    afterVerification,
  };
}

/** What the pad's parts read and call. */
export type OrderPadController = ReturnType<typeof useOrderPad>;
