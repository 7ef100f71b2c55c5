import type { SipCreateRequest } from "../../contract/sip.js";
import { isEquityCashKind } from "../instruments.js";
import { formatPrice } from "../price.js";
import { accountStatusGate } from "../trading/activation.js";
import { accountBlockedMessage } from "../trading/messages.js";
import type { AccountFacts, InstrumentFacts } from "../trading/orderFacts.js";
import * as t from "./messages.js";

/** (ours) The smallest amount an AMOUNT SIP may invest per instalment, paise. */
export const minSipAmount = 100 * 100;

export type SipProblemCode =
  | "SIP-ASBA"
  | "SIP-BLOCKED"
  | "SIP-INSTRUMENT"
  | "SIP-VALUE"
  | "SIP-START"
  | "SIP-END";

export interface SipProblem {
  code: SipProblemCode;
  message: string;
  field?: string;
}

const problem = (code: SipProblemCode, message: string, field?: string): SipProblem => ({
  code,
  message,
  ...(field !== undefined ? { field } : {}),
});

/** What the SIP checks read: the terms, the instrument, the account and today (YYYY-MM-DD, India). */
export interface SipCheckInput {
  sip: Pick<SipCreateRequest, "order_type" | "order_value" | "start_date"> & {
    end_date?: string | null | undefined;
  };
  instrument: Pick<InstrumentFacts, "kind" | "segment">;
  account: Pick<AccountFacts, "asba" | "blockedOperations">;
  today: string;
  /** Whether the start date may be in the past (a modification keeps the SIP's own start). */
  started?: boolean;
}

/** Whether a SIP may be set up (or changed to these terms): the first problem, or undefined. */
export function checkSip(input: SipCheckInput): SipProblem | undefined {
  const { sip, account } = input;
  if (account.asba) return problem("SIP-ASBA", t.sipAsbaBlockedMessage);
  if (accountStatusGate(account.blockedOperations, "PLACE_ORDER") === "blocked") {
    return problem("SIP-BLOCKED", accountBlockedMessage);
  }
  if (!isEquityCashKind(input.instrument.kind)) return problem("SIP-INSTRUMENT", t.sipCashOnlyMessage);
  if (sip.order_type === "QTY" && !Number.isInteger(sip.order_value)) {
    return problem("SIP-VALUE", t.sipQuantityMessage, "order_value");
  }
  if (sip.order_type === "AMOUNT" && sip.order_value < minSipAmount) {
    return problem("SIP-VALUE", t.sipMinimumAmountMessage(formatPrice(minSipAmount, 1)), "order_value");
  }
  if (!input.started && sip.start_date < input.today)
    return problem("SIP-START", t.sipStartPastMessage, "start_date");
  if (sip.end_date != null && sip.end_date < sip.start_date) {
    return problem("SIP-END", t.sipEndBeforeStartMessage, "end_date");
  }
  return undefined;
}

/**
 * The shares one instalment buys: the quantity, or as many whole shares as the amount pays for at `ltp` (paise per
 * share on the cash segments); 0 when the amount is below one share's price.
 */
export function sipInstalmentQuantity(orderType: "QTY" | "AMOUNT", orderValue: number, ltp: number): number {
  if (orderType === "QTY") return orderValue;
  return ltp > 0 ? Math.floor(orderValue / ltp) : 0;
}
