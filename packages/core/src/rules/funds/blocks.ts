import type { RmsLimit } from "../../contract/funds.js";
import { isCashSegment } from "../trading/windows.js";
import { amountInput, amountPaise } from "./amount.js";
import { blockAmountMessage, blockAmountMissingMessage, leadingZerosMessage } from "./messages.js";

/**
 * The ASBA block limits of spec 3 §5 and §9, in paise: ₹1 to ₹5,00,000 a block, at most 3 blocks a day; creation
 * pending is asked again every 10 s; a block is reflected within 20 minutes.
 */
export const blockLimits = {
  min: 1_00,
  max: 5_00_000_00,
  perDay: 3,
  pollMs: 10_000,
  reflectedWithinMs: 20 * 60_000,
} as const;

/** The banks blocks can be created with (spec 3 §5). */
export const blockBanks = ["HDFC", "ICICI"] as const;

/** A block's status (spec 3 §4 Block status). */
export type BlockStatus = "ENABLED" | "DISABLED" | "ACTIVATION_IN_PROGRESS" | "DEACTIVATION_IN_PROGRESS";

/** Whether blocks can be created with a bank: its name starts with HDFC or ICICI ("HDFC Bank", "ICICI Bank"). */
export function blockBankAllowed(bankName: string): boolean {
  const name = bankName.trim().toUpperCase();
  return blockBanks.some((bank) => name === bank || name.startsWith(`${bank} `));
}

/**
 * What is wrong with a block amount as typed (spec 3 §5), in the spec's words; undefined when it may be blocked.
 *
 * @example
 * ```ts
 * blockAmountProblem("500001") // 'Please enter a minimum of ₹1 or maximum of ₹5,00,000 for Block Creation'
 * blockAmountProblem("2500.50") // undefined
 * ```
 */
export function blockAmountProblem(text: string): string | undefined {
  if (text.trim() === "") return blockAmountMissingMessage;
  if (amountInput(text).leadingZeros) return leadingZerosMessage;
  const paise = amountPaise(text);
  if (paise === undefined) return blockAmountMissingMessage;
  return blockPaiseProblem(paise);
}

/** The same limit for an amount in paise (the broker checks it again). */
export function blockPaiseProblem(paise: number): string | undefined {
  if (!Number.isSafeInteger(paise) || paise < blockLimits.min || paise > blockLimits.max) {
    return blockAmountMessage;
  }
  return undefined;
}

/** Rows of the blocks list on one page (spec 3 §2): 10 when the window is under 800 px high, else 20. */
export function blocksPageSize(windowHeight: number): number {
  return windowHeight < 800 ? 10 : 20;
}

/** Whether a block's status is final (creation pending is polled until it is). */
export const blockStatusFinal = (status: BlockStatus): boolean =>
  status === "ENABLED" || status === "DISABLED";

/**
 * The account's ASBA state from its blocks (ours; spec 3 §5 names the states, not what drives them): while no block is
 * enabled and one is being activated, activation is in progress; while none is enabled and one is being released,
 * deactivation is; otherwise the account is registered. Trading waits through either (spec 3 §5 ASBA).
 */
export function asbaStateOf(statuses: readonly BlockStatus[]): "registered" | "activation" | "deactivation" {
  if (statuses.includes("ENABLED")) return "registered";
  if (statuses.includes("ACTIVATION_IN_PROGRESS")) return "activation";
  if (statuses.includes("DEACTIVATION_IN_PROGRESS")) return "deactivation";
  return "registered";
}

/**
 * The margin in use a trading balance's ASBA blocks cover: its `asbaUsed` (the broker's count of cash-delivery margin,
 * spec 3 §5), or, from a broker that does not say, all margin in use up to the blocks.
 */
export const asbaInUse = (limit: RmsLimit): number =>
  limit.asbaUsed ?? Math.min(limit.asbaBlocked ?? 0, limit.utilisedMargin);

/** One entry of the funds summary (spec 3 §3): a credit or a debit, its value, and what it is made of. */
export interface FundsSummaryEntry {
  type: "credit" | "debit";
  label: string;
  /** Paise. */
  value: number;
  components: { label: string; value: number; subComponents: { label: string; value: number }[] }[];
}

/**
 * The funds summary of a trading balance (spec 3 §3 Funds summary): credits (cash, money added today, collateral,
 * ASBA blocks, realised profit) and debits (withdrawals, margin in use, realised loss), each with its components in
 * paise. Their difference is the available margin.
 */
export function fundsSummary(limit: RmsLimit): FundsSummaryEntry[] {
  const blocked = limit.asbaBlocked ?? 0;
  const profit = Math.max(0, limit.m2mRealised);
  const loss = Math.max(0, -limit.m2mRealised);
  type Component = FundsSummaryEntry["components"][number];
  const part = (label: string, value: number): Component => ({ label, value, subComponents: [] });
  const entry = (type: "credit" | "debit", label: string, parts: Component[]): FundsSummaryEntry => ({
    type,
    label,
    value: parts.reduce((total, p) => total + p.value, 0),
    components: parts,
  });
  return [
    entry("credit", "Cash", [part("Opening balance", limit.availableCash), part("Added today", limit.payin)]),
    entry("credit", "Margin from holdings and blocks", [
      part("Collateral", limit.collateral),
      part("ASBA blocks", blocked),
    ]),
    entry("credit", "Realised profit", [part("Booked today", profit)]),
    entry("debit", "Withdrawals", [part("Requested today", limit.payout)]),
    entry("debit", "Margin used", [
      {
        label: "Open orders and positions",
        value: limit.utilisedMargin,
        subComponents: [
          { label: "Covered by ASBA blocks", value: asbaInUse(limit) },
          { label: "Covered by cash", value: Math.max(0, limit.utilisedMargin - asbaInUse(limit)) },
        ],
      },
    ]),
    entry("debit", "Realised loss", [part("Booked today", loss)]),
  ];
}

/**
 * Whether ASBA block money may fund an order (spec 3 §5 ASBA: 'Only cash-delivery stocks go through the ASBA
 * mandate'): a delivery (CNC) order in a cash segment (NSE or BSE equity). Intraday is refused outright for an ASBA
 * client; F&O, MTF (Margin) and the rest are paid from the trading balance alone.
 */
export const asbaFunds = (order: { productType: string; exchangeSegment: number }): boolean =>
  order.productType === "CNC" && isCashSegment(order.exchangeSegment);

/** The margin of an account with ASBA blocks, in paise, as {@link marginAvailableTo} reads it. */
export interface BlockedMargin {
  /** Available margin counting every enabled block (the trading balance's `availableMargin`). */
  available: number;
  /** What the enabled blocks hold. */
  blocked: number;
  /** Margin in use by cash-delivery orders and positions, which the blocks cover first. */
  utilisedByDelivery: number;
}

/** The margin in use that the blocks cover: cash-delivery margin, up to what they hold. */
export const blocksInUse = (m: Pick<BlockedMargin, "blocked" | "utilisedByDelivery">): number =>
  Math.min(Math.max(0, m.blocked), Math.max(0, m.utilisedByDelivery));

/**
 * The margin available to an order (spec 3 §5 ASBA): all of it for a cash-delivery order ({@link asbaFunds}); for any
 * other, all of it less the part of the blocks not in use, which only cash delivery may spend.
 *
 * @example
 * ```ts
 * // ₹1,000 cash, a ₹5,000 block, nothing in use
 * marginAvailableTo(true, { available: 600000, blocked: 500000, utilisedByDelivery: 0 })  // 600000
 * marginAvailableTo(false, { available: 600000, blocked: 500000, utilisedByDelivery: 0 }) // 100000
 * ```
 */
export function marginAvailableTo(fundedByBlocks: boolean, m: BlockedMargin): number {
  return fundedByBlocks ? m.available : m.available - (Math.max(0, m.blocked) - blocksInUse(m));
}
