import { describe, expect, it } from "vitest";
import type { RmsLimit } from "../../../contract/funds.js";
import {
  addFundsAmountProblem,
  addFundsPaiseProblem,
  amountInput,
  amountPaise,
  amountText,
} from "../amount.js";
import { type AddFundsMethod, quickAmounts } from "../limits.js";
import * as t from "../messages.js";
import { amountTwoDecimals, dateRangeProblem, fundsTone, matchesFundsFilter } from "../transactions.js";
import { rememberUpiId, upiIdProblem } from "../upi.js";
import { withdrawAmountProblem, withdrawableBalance } from "../withdraw.js";

describe("the amount field (spec 3 §5)", () => {
  it.each<[string, string, boolean]>([
    ["1500", "1500", false],
    ["₹1,500.755", "1500.75", false],
    ["12.3.4", "12.34", false],
    ["abc", "", false],
    ["0050", "0050", true],
    ["00.5", "00.5", true],
    ["0.5", "0.5", false],
    ["-20", "20", false],
    [".99", ".99", false],
  ])("%j keeps %j (leading zeros %s)", (typed, text, leadingZeros) => {
    expect(amountInput(typed)).toEqual({ text, leadingZeros });
  });

  it.each<[string, number | undefined]>([
    ["1500", 150000],
    ["1500.5", 150050],
    ["1500.05", 150005],
    [".5", 50],
    ["0.01", 1],
    ["", undefined],
    [".", undefined],
    ["1.234", undefined],
    ["1e3", undefined],
    ["1,000", undefined],
  ])("%j is %s paise, no float arithmetic", (text, paise) => {
    expect(amountPaise(text)).toBe(paise);
  });

  it("writes paise back as the field shows them", () => {
    expect([amountText(50000), amountText(150050), amountText(5), amountTwoDecimals(150000)]).toEqual([
      "500",
      "1500.50",
      "0.05",
      "1500.00",
    ]);
  });
});

describe("the add funds limits (spec 3 §5, §9)", () => {
  it.each<[AddFundsMethod, string, string | undefined]>([
    ["UPI_ID", "", t.amountMissingMessage],
    ["UPI_ID", "   ", t.amountMissingMessage],
    ["UPI_ID", "0", t.amountMissingMessage],
    ["UPI_ID", "007", t.leadingZerosMessage],
    ["UPI_ID", "0.99", t.upiLimitMessage],
    ["UPI_ID", "1", undefined],
    ["UPI_QR", "200000", undefined],
    ["UPI_QR", "200000.01", t.upiLimitMessage],
    ["UPI_ID", "250000", t.upiLimitMessage],
    ["NET_BANKING", "49.99", t.netBankingMinimumMessage],
    ["NET_BANKING", "50", undefined],
    ["NET_BANKING", "50000000", undefined],
    ["NET_BANKING", "50000000.01", t.netBankingMaximumMessage],
  ])("%s %j: %s", (method, text, problem) => {
    expect(addFundsAmountProblem(method, text)).toBe(problem);
  });

  it("checks paise the same way (the broker's side)", () => {
    expect(addFundsPaiseProblem("UPI_ID", 100)).toBeUndefined();
    expect(addFundsPaiseProblem("UPI_ID", 99)).toBe(t.upiLimitMessage);
    expect(addFundsPaiseProblem("NET_BANKING", 4999)).toBe(t.netBankingMinimumMessage);
    expect(addFundsPaiseProblem("UPI_ID", 1.5)).toBe(t.amountMissingMessage);
  });

  it("offers the quick amounts, 20000 only outside production", () => {
    expect(quickAmounts()).toEqual([500, 1000, 5000, 10000]);
    expect(quickAmounts(false)).toEqual([500, 1000, 5000, 10000, 20000]);
  });

  it("words the limits as the spec does", () => {
    expect(t.upiLimitMessage).toBe("Please enter a minimum of ₹1 or maximum of ₹2,00,000 for UPI transfer");
    expect(t.netBankingMinimumMessage).toBe("Please enter a minimum of ₹50 for bank transfer");
    expect(t.paymentResultTitles).toEqual({
      pending: "Payment Pending",
      success: "Added Successfully",
      failure: "Transaction Failed",
      error: "Transaction Failed",
    });
  });
});

describe("UPI IDs", () => {
  it.each<[string, string | undefined]>([
    ["", t.upiIdMissingMessage],
    ["   ", t.upiIdMissingMessage],
    ["asha@okaxis", undefined],
    [" Asha.Rao@OKHDFCBANK ", undefined],
    ["9000000001@ybl", undefined],
    ["asha", t.upiIdInvalidMessage],
    ["asha@", t.upiIdInvalidMessage],
    ["@ybl", t.upiIdInvalidMessage],
    ["asha@nosuchbank", t.upiIdInvalidMessage],
    ["as ha@ybl", t.upiIdInvalidMessage],
    ["a@ybl", t.upiIdInvalidMessage],
  ])("%j: %s", (vpa, problem) => {
    expect(upiIdProblem(vpa)).toBe(problem);
  });

  it("keeps the last 4 used, newest first, each once", () => {
    let recent: string[] = [];
    for (const id of ["a1@ybl", "b2@ybl", "c3@ybl", "d4@ybl", "e5@ybl", "C3@YBL"]) {
      recent = rememberUpiId(recent, id);
    }
    expect(recent).toEqual(["c3@ybl", "e5@ybl", "d4@ybl", "b2@ybl"]);
  });
});

describe("funds transactions", () => {
  it.each([
    ["success", "success"],
    ["Approved", "success"],
    ["completed", "success"],
    ["released", "success"],
    ["used", "success"],
    ["matured", "success"],
    ["failed", "error"],
    ["rejected", "error"],
    ["cancelled", "error"],
    ["pending", "warning"],
    ["in process", "warning"],
    ["partial approved", "warning"],
    ["release_requested", "warning"],
    ["something new", "warning"],
  ])("%s is shown as %s", (status, tone) => {
    expect(fundsTone(status)).toBe(tone);
  });

  it.each<[string | undefined, string | undefined, string | undefined]>([
    [undefined, undefined, undefined],
    ["2026-11-01", undefined, t.dateRangeIncompleteMessage],
    [undefined, "2026-11-01", t.dateRangeIncompleteMessage],
    ["2026-11-10", "2026-11-01", t.dateRangeOrderMessage],
    ["2026-11-01", "2026-11-01", undefined],
    ["2026-11-01", "2026-11-10", undefined],
  ])("the range %s to %s: %s", (start, end, problem) => {
    expect(dateRangeProblem(start, end)).toBe(problem);
  });

  // 2026-11-10 23:59:59 IST is 18:29:59 UTC.
  const lateOnTheTenth = Date.UTC(2026, 10, 10, 18, 29, 59) / 1000;
  const transaction = { amount: 150000, bank_name: "HDFC Bank", transaction_date: lateOnTheTenth };
  it.each<[string, Parameters<typeof matchesFundsFilter>[1], boolean]>([
    ["no filter", {}, true],
    ["the amount", { inputStr: "1500" }, true],
    ["the amount with two decimals", { inputStr: "1500.00" }, true],
    ["another amount", { inputStr: "1600" }, false],
    ["the bank, any case", { inputStr: "hdfc" }, true],
    ["another bank", { inputStr: "ICICI" }, false],
    ["a range ending that day (to 23:59:59 IST)", { startDate: "2026-11-01", endDate: "2026-11-10" }, true],
    ["a range ending the day before", { startDate: "2026-11-01", endDate: "2026-11-09" }, false],
    ["a range starting the day after", { startDate: "2026-11-11", endDate: "2026-11-12" }, false],
    ["a range with one end", { startDate: "2026-11-11" }, true],
  ])("%s", (_what, filter, matches) => {
    expect(matchesFundsFilter(transaction, filter)).toBe(matches);
  });
});

describe("withdrawing", () => {
  const limit = (over: Partial<RmsLimit>): RmsLimit => ({
    availableCash: 100_000_00,
    payin: 0,
    payout: 0,
    collateral: 0,
    utilisedMargin: 0,
    m2mRealised: 0,
    m2mUnrealised: 0,
    availableMargin: 0,
    ...over,
  });
  it.each<[string, Partial<RmsLimit>, number]>([
    ["settled cash", {}, 100_000_00],
    ["today's additions count", { payin: 5_000_00 }, 105_000_00],
    ["today's withdrawals do not", { payout: 10_000_00 }, 90_000_00],
    ["margin in use does not", { utilisedMargin: 30_000_00 }, 70_000_00],
    ["today's unsettled profit waits", { m2mRealised: 2_000_00 }, 100_000_00],
    ["today's loss counts at once", { m2mRealised: -2_000_00 }, 98_000_00],
    ["collateral is not money", { collateral: 50_000_00 }, 100_000_00],
    ["never below nothing", { availableCash: 0, utilisedMargin: 1_00 }, 0],
  ])("%s", (_what, over, withdrawable) => {
    expect(withdrawableBalance(limit(over))).toBe(withdrawable);
  });

  it.each<[string, number, string | undefined]>([
    ["100", 0, t.nothingToWithdrawMessage],
    ["", 500_00, t.withdrawAmountMissingMessage],
    ["0", 500_00, t.withdrawAmountMissingMessage],
    ["0100", 500_00, t.leadingZerosMessage],
    ["500", 500_00, undefined],
    ["500.01", 500_00, "You can withdraw up to ₹500.00"],
  ])("%j of %s paise: %s", (text, withdrawable, problem) => {
    expect(withdrawAmountProblem(text, withdrawable)).toBe(problem);
  });

  it("says so when there is nothing to withdraw, in the spec's words", () => {
    expect(t.nothingToWithdrawMessage).toBe("You don't have any amount available to withdraw");
  });
});
