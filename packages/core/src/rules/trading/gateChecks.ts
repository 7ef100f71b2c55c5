import { accountStatusGate, isSegmentActivated, segmentActivationText } from "./activation.js";
import * as m from "./messages.js";
import {
  type AccountFacts,
  given,
  type InstrumentFacts,
  type OrderProblem,
  type PlacementOrder,
  problem,
} from "./orderFacts.js";
import { isCoverOrBracket } from "./orderFilter.js";
import { isCashSegment } from "./windows.js";

/**
 * Account and product gates (spec 1 §5, spec 2 §5, spec 3 ASBA and MTF/POA): whether this account may trade this
 * product on this instrument at all, and the delivery-sell authorisations.
 */

/** Blocked account, inactive segment, ASBA in progress or registered (no intraday). */
export function checkAccountGates(
  order: PlacementOrder,
  segment: number,
  account: AccountFacts,
): OrderProblem | undefined {
  if (accountStatusGate(account.blockedOperations, "PLACE_ORDER") === "blocked") {
    return problem("ACCOUNT-BLOCKED", m.accountBlockedMessage);
  }
  if (!isSegmentActivated(segment, account.segments)) {
    return problem("SEGMENT-INACTIVE", segmentActivationText(segment));
  }
  if (account.asbaState === "activation") return problem("ASBA-BLOCKED", m.asbaActivationMessage);
  if (account.asbaState === "deactivation") return problem("ASBA-BLOCKED", m.asbaDeactivationMessage);
  const asbaRegistered = account.asba || account.asbaState === "registered";
  if (asbaRegistered && order.productType === "MIS") {
    return problem("ASBA-INTRADAY", m.asbaIntradayMessage, "productType");
  }
  return undefined;
}

/** SL-M not with cover or bracket, then the product allowed on the instrument (productAllowed). */
export function checkProduct(order: PlacementOrder, instrument: InstrumentFacts): OrderProblem | undefined {
  if (isCoverOrBracket(order.productType) && order.orderType === "SL-M") {
    return problem("INVALID-COMBINATION", m.invalidOrderAttributesMessage, "productType");
  }
  return productAllowed(order.productType, instrument);
}

/**
 * Whether a product may hold this instrument, for placing and for converting a position alike: CNC and MARGIN in
 * cash only, NRML outside cash only, MIS only where intraday is allowed.
 */
export function productAllowed(
  productType: PlacementOrder["productType"],
  instrument: Pick<InstrumentFacts, "segment" | "intradayAllowed">,
): OrderProblem | undefined {
  const cash = isCashSegment(instrument.segment);
  const wrong =
    ((productType === "CNC" || productType === "MARGIN") && !cash) || (productType === "NRML" && cash);
  if (wrong) return problem("INVALID-COMBINATION", m.invalidOrderAttributesMessage, "productType");
  if (productType === "MIS" && instrument.intradayAllowed === false) {
    return problem("INTRADAY-UNAVAILABLE", m.intradayUnavailableMessage, "productType");
  }
  return undefined;
}

/** Whether the order carries a stop loss or a target: a cover or bracket order, or either trigger given. */
const hasStopLossOrTarget = (order: PlacementOrder): boolean =>
  isCoverOrBracket(order.productType) || given(order.stopLossTriggerPrice) || given(order.targetTriggerPrice);

/** No stop loss or target on a T2T stock; no MARGIN short sell (exits aside). */
export function checkT2tAndShort(
  order: PlacementOrder,
  instrument: InstrumentFacts,
  exit: boolean,
): OrderProblem | undefined {
  if (instrument.t2t && hasStopLossOrTarget(order)) return problem("T2T", m.setSlTargetNotAllowedMessage);
  if (order.transactionType === "S" && order.productType === "MARGIN" && !exit) {
    return problem("SHORT-MARGIN", m.shortSellMarginMessage, "productType");
  }
  return undefined;
}

/**
 * A delivery sell that is not an exit: a T2T stock only up to the shares credited to demat; then DDPI or an eDIS
 * authorisation. A POA without DDPI must pass the delivery-instruction verification first (spec 3 §5); a client with
 * neither must complete POA (spec 2 §5).
 */
export function checkDeliverySell(
  order: PlacementOrder,
  instrument: InstrumentFacts,
  account: AccountFacts,
  heldQty: number | undefined,
): OrderProblem | undefined {
  if (instrument.t2t && heldQty !== undefined) {
    if (heldQty <= 0) return problem("T2T-SELL", m.t2tSellNoneHeldMessage, "quantity");
    if (order.quantity > heldQty) return problem("T2T-SELL", m.t2tSellCreditedOnlyMessage, "quantity");
  }
  if (isCashSegment(instrument.segment) && !account.ddpi && account.edisVerified !== true) {
    return account.poa
      ? problem("EDIS-REQUIRED", m.deliveryVerificationMessage)
      : problem("POA-REQUIRED", m.completePoaMessage);
  }
  return undefined;
}

/** The surveillance warning (ASM/GSM, cautionary) of an instrument, or undefined. */
export function surveillanceWarning(instrument: Pick<InstrumentFacts, "surveillance">): string | undefined {
  return instrument.surveillance.length > 0 ? m.surveillanceMessage(instrument.surveillance) : undefined;
}
