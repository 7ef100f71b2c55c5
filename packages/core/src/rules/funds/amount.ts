import { type AddFundsMethod, fundsLimits } from "./limits.js";
import {
  amountMissingMessage,
  leadingZerosMessage,
  netBankingMaximumMessage,
  netBankingMinimumMessage,
  upiLimitMessage,
} from "./messages.js";

/** What the amount field keeps of what was typed, and whether it starts with zeros (spec 3 §5). */
export interface AmountInput {
  /** Digits only, one decimal point, at most 2 decimals. */
  text: string;
  /** `007` or `00.5`: flagged, not fixed, so the user sees what they typed. */
  leadingZeros: boolean;
}

/**
 * The amount field's rule (spec 3 §5): keep digits and the first decimal point, at most 2 decimals; flag leading zeros.
 *
 * @example
 * ```ts
 * amountInput("₹1,500.755") // { text: "1500.75", leadingZeros: false }
 * amountInput("0050")       // { text: "0050", leadingZeros: true }
 * ```
 */
export function amountInput(typed: string): AmountInput {
  let text = "";
  let decimals = -1;
  for (const char of typed) {
    if (char === ".") {
      if (decimals >= 0) continue;
      decimals = 0;
      text += char;
    } else if (char >= "0" && char <= "9") {
      if (decimals >= 2) continue;
      if (decimals >= 0) decimals += 1;
      text += char;
    }
  }
  return { text, leadingZeros: /^0\d/.test(text) };
}

/**
 * An amount field's text in paise, without float arithmetic: `"1500.5"` is 150050. Undefined when it is not an amount
 * (empty, `"."`, more than 2 decimals, or other characters).
 */
export function amountPaise(text: string): number | undefined {
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (match === null) return undefined;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return undefined;
  const paise = Number(whole === "" ? "0" : whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : undefined;
}

/**
 * An amount field's text read before its limits are checked (spec 3 §5): its paise, or what is wrong first: `missing`
 * when it is empty, zero or no amount, the leading-zeros message when it starts with zeros.
 */
export function typedPaise(text: string, missing: string): { paise: number } | { problem: string } {
  if (text.trim() === "") return { problem: missing };
  if (amountInput(text).leadingZeros) return { problem: leadingZerosMessage };
  const paise = amountPaise(text);
  return paise === undefined || paise === 0 ? { problem: missing } : { paise };
}

/** An amount in paise as the field writes it: 150050 is "1500.50", 50000 is "500". */
export function amountText(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}

/**
 * What is wrong with an amount to add (spec 3 §5), in the spec's words; undefined when it may be paid. `text` is the
 * field's text: empty is 'Please enter the amount to add'; leading zeros are flagged before the limits.
 */
export function addFundsAmountProblem(method: AddFundsMethod, text: string): string | undefined {
  const typed = typedPaise(text, amountMissingMessage);
  return "problem" in typed ? typed.problem : addFundsPaiseProblem(method, typed.paise);
}

/** The limit an amount in paise breaks (spec 3 §5, §9), in the spec's words; undefined when within them. */
export function addFundsPaiseProblem(method: AddFundsMethod, paise: number): string | undefined {
  if (!Number.isSafeInteger(paise)) return amountMissingMessage;
  if (method === "NET_BANKING") {
    if (paise < fundsLimits.netBanking.min) return netBankingMinimumMessage;
    if (paise > fundsLimits.netBanking.max) return netBankingMaximumMessage;
    return undefined;
  }
  if (paise < fundsLimits.upi.min || paise > fundsLimits.upi.max) return upiLimitMessage;
  return undefined;
}
