/**
 * The place-order error catalogue of spec 2 §8 as data: how the pad presents a failed place, and the toast texts.
 */

import {
  defaultToastMs,
  orderErrorToastMs,
  somethingWentWrongTitle,
  tryAgainLaterMessage,
} from "./messages.js";

export type PlaceErrorPresentation =
  /** AB11061, RMS1011: funds or POA; the toast is hidden and the demat/POA prompt opens. */
  | { kind: "funds-prompt" }
  /** EDIS-REQUIRED: a delivery sell that needs the delivery-instruction verification; the flow opens, no toast. */
  | { kind: "verification-flow" }
  /** AB11048, AB11001 and unknown codes: the generic order-failed toast ('Order Failed' / 'Please try after sometime'). */
  | { kind: "generic"; durationMs: number }
  /** AG8001, AB11053, AB11046, AB10349, RMS1001: a toast with the server's message. */
  | { kind: "server-message"; durationMs: number }
  /** RMS1006, RMS1007, AB11064: the server's message with a DETAILS action opening an explainer. */
  | { kind: "details"; explainer: "limit-range" | "price-band" | "llp"; durationMs: number }
  /** An answer with errorCode and no data: 'something went wrong' / 'Please try again later.' for 3 s. */
  | { kind: "something-went-wrong"; title: string; message: string; durationMs: number };

export const fundsPromptCodes: readonly string[] = ["AB11061", "RMS1011"];
export const genericFailureCodes: readonly string[] = ["AB11048", "AB11001"];
export const serverMessageCodes: readonly string[] = ["AG8001", "AB11053", "AB11046", "AB10349", "RMS1001"];
export const explainerCodes: Readonly<Record<string, "limit-range" | "price-band" | "llp">> = {
  RMS1006: "limit-range",
  RMS1007: "price-band",
  AB11064: "llp",
};

/** 'You have successfully cancelled N order(s)'. */
export function cancelSuccessText(count: number): string {
  return `You have successfully cancelled ${count} order(s)`;
}

/** How a failed place is shown, by its error code and whether the answer carried data. */
/** Codes that open the delivery-instruction verification flow instead of placing (spec 2 §8, spec 3 §5). */
export const verificationFlowCodes: readonly string[] = ["EDIS-REQUIRED"];

export function placeErrorPresentation(code: string | undefined, hasData: boolean): PlaceErrorPresentation {
  if (code !== undefined && fundsPromptCodes.includes(code)) return { kind: "funds-prompt" };
  if (code !== undefined && verificationFlowCodes.includes(code)) return { kind: "verification-flow" };
  if (code !== undefined && serverMessageCodes.includes(code)) {
    return { kind: "server-message", durationMs: orderErrorToastMs };
  }
  const explainer = code === undefined ? undefined : explainerCodes[code];
  if (explainer !== undefined) return { kind: "details", explainer, durationMs: orderErrorToastMs };
  if (code !== undefined && !genericFailureCodes.includes(code) && !hasData) {
    return {
      kind: "something-went-wrong",
      title: somethingWentWrongTitle,
      message: tryAgainLaterMessage,
      durationMs: defaultToastMs,
    };
  }
  return { kind: "generic", durationMs: orderErrorToastMs };
}

/** (ours) The re-confirm step of the order pad (spec 1 §2.5 'Re-confirm order'): its title and buttons. */
export const orderConfirmTitle = "Confirm Order";
export const orderConfirmAction = "CONFIRM";
export const orderConfirmBack = "BACK";

/**
 * (ours) What the re-confirm step asks, in the pad's words: 'Buy 10 RELIANCE-EQ (NSE) at ₹2,880.00 · Limit · Delivery'.
 * `price` is the formatted price, or undefined for a market order ('at market').
 */
export function orderConfirmText(order: {
  side: "B" | "S";
  quantity: number;
  tradeSymbol: string;
  exchange: string;
  price: string | undefined;
  trigger: string | undefined;
  orderTypeLabel: string;
  productLabel: string;
  modify?: boolean;
  /** The quantities it goes as (`orderSlices`): more than one says so, with the limit per order. */
  slices?: readonly number[];
}): string {
  const verb = `${order.modify ? "Modify to " : ""}${order.side === "B" ? "Buy" : "Sell"}`;
  const at = order.price === undefined ? "at market" : `at ₹${order.price}`;
  const trigger = order.trigger === undefined ? "" : ` · trigger ₹${order.trigger}`;
  const parts = order.slices ?? [];
  const sliced =
    parts.length > 1
      ? `. It goes as ${parts.length} orders (${parts.join(" + ")}): the exchange takes at most ${parts[0]} per order`
      : "";
  return `${verb} ${order.quantity} ${order.tradeSymbol} (${order.exchange}) ${at}${trigger} · ${order.orderTypeLabel} · ${order.productLabel}${sliced}`;
}
