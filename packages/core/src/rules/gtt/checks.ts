import type { GttCreateRequest, GttRule, GttStatusCode } from "../../contract/gtt.js";
import type { Side } from "../../contract/order.js";
import { isOptionKind } from "../instruments.js";
import { formatPrice } from "../price.js";
import { productAllowed } from "../trading/gateChecks.js";
import { tickSizeMessage } from "../trading/messages.js";
import type { AccountFacts, InstrumentFacts } from "../trading/orderFacts.js";
import { checkQuantity } from "../trading/quantityChecks.js";
import * as t from "./messages.js";

/** GTT constants (spec 2 §5, §9). */
export const gttListPageSize = 200;
/** The stop-loss and target distance the GTT pad starts with, percent of the LTP. */
export const gttDefaultPercent = 5;
export const marketProtectionRange = { min: 0.25, max: 10, default: 5 } as const;
/** (ours) How many rules a client may hold pending at once (the broker's GTT service caps it; spec 2 'not shown'). */
export const maxPendingGttRules = 250;

/** The status label of a code (spec 2 §4). */
export function gttStatusLabel(status: GttStatusCode): string {
  switch (status) {
    case 1:
    case 4:
      return "Pending";
    case 3:
      return "Cancelled";
    case 5:
      return "Triggered";
    case 7:
      return "Rejected";
    case 10:
      return "Triggered & Executed";
    case 11:
    case 12:
      return "Triggered & Rejected";
  }
}

/** Whether a rule still watches the price (1 or 4): only these can be modified or cancelled. */
export const isPendingGtt = (status: GttStatusCode): boolean => status === 1 || status === 4;

/**
 * The step of the pad's stop-loss and target percent buttons (spec 2 §5): 1, or 2 with the larger step, doubled to 5
 * or 10 for options.
 */
export function gttPercentStep(kind: string, large = false): number {
  const step = large ? 2 : 1;
  return isOptionKind(kind) ? step * 5 : step;
}

/** Which leg of a rule fired: the single trigger or the OCO's target, or the OCO's stop loss. */
export type GttLeg = "target" | "stoploss";

/** One level a rule watches: the price crossing it upwards ("above") or downwards ("below") fires the leg. */
export interface GttLevel {
  leg: GttLeg;
  crossing: "above" | "below";
  level: number;
}

/** The levels a rule watches, each on the far side of the LTP it was set at. */
export function gttLevels(
  rule: Pick<GttRule, "gttType" | "triggerprice" | "stoplosstriggerprice" | "ltp_at_order_placement">,
): GttLevel[] {
  const ltp = rule.ltp_at_order_placement;
  const level = (leg: GttLeg, at: number): GttLevel => ({
    leg,
    crossing: at > ltp ? "above" : "below",
    level: at,
  });
  const levels = [level("target", rule.triggerprice)];
  if (rule.gttType === "OCO" && rule.stoplosstriggerprice !== null) {
    levels.push(level("stoploss", rule.stoplosstriggerprice));
  }
  return levels;
}

/**
 * The limit price of the order a fired leg places: the leg's price for a LIMIT rule; for a MARKET rule, the trigger
 * moved by the market protection percent against the trader (a buy may pay up to it, a sell take down to it), on the
 * tick grid.
 */
export function gttOrderPrice(
  rule: Pick<
    GttRule,
    "orderType" | "transactiontype" | "price" | "stoplossprice" | "triggerprice" | "stoplosstriggerprice"
  > & { marketProtection: number | null },
  leg: GttLeg,
  tick: number,
): number {
  const trigger = leg === "target" ? rule.triggerprice : (rule.stoplosstriggerprice ?? rule.triggerprice);
  if (rule.orderType === "LIMIT") {
    return (leg === "target" ? rule.price : rule.stoplossprice) ?? trigger;
  }
  const percent = rule.marketProtection ?? marketProtectionRange.default;
  const step = Math.max(1, tick);
  if (rule.transactiontype === "B") return Math.ceil((trigger * (1 + percent / 100)) / step) * step;
  return Math.max(step, Math.floor((trigger * (1 - percent / 100)) / step) * step);
}

/** The codes a refused rule is answered with. */
export type GttProblemCode =
  | "GTT-EXPIRY-DAY"
  | "GTT-SELL-POA"
  | "GTT-QUANTITY"
  | "GTT-PRICE"
  | "GTT-TICK"
  | "GTT-TRIGGER"
  | "GTT-OCO"
  | "GTT-MARKET-PROTECTION"
  | "GTT-PRODUCT";

export interface GttProblem {
  code: GttProblemCode;
  message: string;
  /** The dialog's title where the spec gives one ('Sell GTT Not Available'). */
  title?: string;
  field?: string;
}

const problem = (code: GttProblemCode, message: string, field?: string, title?: string): GttProblem => ({
  code,
  message,
  ...(field !== undefined ? { field } : {}),
  ...(title !== undefined ? { title } : {}),
});

/** What the GTT checks read: the rule's terms, the instrument, the account, the LTP and today (IST date key). */
export interface GttCheckInput {
  rule: Pick<
    GttCreateRequest,
    | "transactiontype"
    | "producttype"
    | "gttType"
    | "qty"
    | "orderType"
    | "triggerprice"
    | "price"
    | "stoplosstriggerprice"
    | "stoplossprice"
    | "marketProtection"
  >;
  instrument: InstrumentFacts & { expiry: string | null };
  account: Pick<AccountFacts, "poa" | "ddpi">;
  ltp: number;
  /** Today's date in India, YYYY-MM-DD. */
  today: string;
}

/** Whether a rule may be set (spec 2 §5, GTT): the first problem, or undefined. */
export function checkGttRule(input: GttCheckInput): GttProblem | undefined {
  const { rule, instrument, account, ltp } = input;
  if (instrument.expiry !== null && instrument.expiry <= input.today) {
    return problem("GTT-EXPIRY-DAY", t.gttExpiryDayMessage);
  }
  const product = productAllowed(rule.producttype, instrument);
  if (product) return problem("GTT-PRODUCT", product.message, "producttype");
  if (rule.transactiontype === "S" && rule.producttype === "CNC" && !account.poa && !account.ddpi) {
    return problem("GTT-SELL-POA", t.sellGttNotAvailableMessage, undefined, t.sellGttNotAvailableTitle);
  }
  const quantity = checkQuantity(rule.qty, instrument);
  if (quantity) return problem("GTT-QUANTITY", quantity.message, "qty");
  const market = (rule.orderType ?? "LIMIT") === "MARKET";
  if (market) {
    const percent = rule.marketProtection ?? marketProtectionRange.default;
    if (percent < marketProtectionRange.min || percent > marketProtectionRange.max) {
      return problem("GTT-MARKET-PROTECTION", t.marketProtectionMessage, "marketProtection");
    }
  }
  const oco = rule.gttType === "OCO";
  const prices: [string, number | undefined, boolean][] = [
    ["triggerprice", rule.triggerprice, true],
    ["price", rule.price, !market],
    ["stoplosstriggerprice", rule.stoplosstriggerprice, oco],
    ["stoplossprice", rule.stoplossprice, oco && !market],
  ];
  for (const [field, value, needed] of prices) {
    if (value === undefined || value <= 0) {
      if (needed) return problem("GTT-PRICE", t.gttPriceNeededMessage(field), field);
      continue;
    }
    if (instrument.tick > 0 && value % instrument.tick !== 0) {
      return problem("GTT-TICK", tickSizeMessage(formatPrice(instrument.tick, instrument.segment)), field);
    }
  }
  if (rule.triggerprice === ltp || rule.stoplosstriggerprice === ltp) {
    return problem("GTT-TRIGGER", t.gttTriggerAtLtpMessage, "triggerprice");
  }
  if (oco) return checkOcoSides(rule.transactiontype, rule.triggerprice, rule.stoplosstriggerprice ?? 0, ltp);
  return undefined;
}

/** An OCO exits a position: the target on the profit side of the LTP, the stop loss on the loss side. */
function checkOcoSides(side: Side, target: number, stopLoss: number, ltp: number): GttProblem | undefined {
  const right = side === "S" ? stopLoss < ltp && target > ltp : stopLoss > ltp && target < ltp;
  return right ? undefined : problem("GTT-OCO", t.gttOcoSidesMessage(side), "stoplosstriggerprice");
}

/** Codes the GTT service answers that the app shows with a fixed message (spec 2 §8). */
export const gttFixedMessageCodes: readonly string[] = ["AB9026", "AB9016"];

/**
 * How a failed GTT call is shown (spec 2 §8): always in a dialog with CLOSE; AB9026 and AB9016 with the fixed
 * "Couldn't create GTT" / "Couldn't update GTT" texts, any other code with the server's message.
 */
export function gttErrorDialog(
  action: "create" | "modify",
  code: string | undefined,
  serverMessage: string,
): { title: string; message: string; action: string } {
  const title = action === "create" ? t.couldNotCreateGttTitle : t.couldNotUpdateGttTitle;
  const fixed = code !== undefined && gttFixedMessageCodes.includes(code);
  return { title, message: fixed ? t.failedToCreateGttMessage : serverMessage, action: t.gttCloseAction };
}
