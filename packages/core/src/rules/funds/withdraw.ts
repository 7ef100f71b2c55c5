import type { RmsLimit } from "../../contract/funds.js";
import { formatRupees } from "../price.js";
import { typedPaise } from "./amount.js";
import { asbaInUse } from "./blocks.js";
import {
  nothingToWithdrawMessage,
  withdrawAboveBalanceMessage,
  withdrawAmountMissingMessage,
} from "./messages.js";

/**
 * What may be withdrawn (spec 3 §2, §5), in paise: settled cash and today's additions, less today's withdrawals and
 * the margin in use; today's unsettled sale proceeds and realised profit wait for settlement (a realised loss counts
 * at once). Collateral and ASBA blocks are margin, not money, and are never withdrawable; cash-delivery margin in use
 * is taken from the blocks first. Never below 0.
 */
export function withdrawableBalance(limit: RmsLimit): number {
  const usedFromCash = Math.max(0, limit.utilisedMargin - asbaInUse(limit));
  const cash = limit.availableCash + limit.payin - limit.payout - usedFromCash;
  return Math.max(0, cash + Math.min(0, limit.m2mRealised));
}

/**
 * What is wrong with an amount to withdraw; undefined when it may be requested. Nothing withdrawable is 'You don't
 * have any amount available to withdraw'.
 */
export function withdrawAmountProblem(text: string, withdrawable: number): string | undefined {
  if (withdrawable <= 0) return nothingToWithdrawMessage;
  const typed = typedPaise(text, withdrawAmountMissingMessage);
  return "problem" in typed ? typed.problem : withdrawPaiseProblem(typed.paise, withdrawable);
}

/** The same rule for an amount in paise (the broker checks it again). */
export function withdrawPaiseProblem(paise: number, withdrawable: number): string | undefined {
  if (withdrawable <= 0) return nothingToWithdrawMessage;
  if (!Number.isSafeInteger(paise) || paise <= 0) return withdrawAmountMissingMessage;
  if (paise > withdrawable) return withdrawAboveBalanceMessage(formatRupees(withdrawable));
  return undefined;
}
