import { randomBytes } from "node:crypto";
import { istDateKey, istDay, istInstant, type RmsLimit } from "@trade/core";
import {
  asbaStateOf,
  type Block,
  blockBankAllowed,
  blockBankDeclinedText,
  blockBankMessage,
  blockBankNotLinkedMessage,
  blockLimits,
  blockNotAsbaMessage,
  blockNotFoundMessage,
  blockPaiseProblem,
  blocksPerDayMessage,
  type CreateBlockRequest,
  type LinkedBank,
  type RevokeResult,
  revokeRefusals,
} from "@trade/core/funds";
import { refused, type ServiceAnswer } from "../http/answer.js";
import { epochSeconds } from "../http/epochSeconds.js";
import { type BlockRow, type BlockStore, blockStatusAt } from "./blockStore.js";
import { repeatedRequest } from "./reference.js";

/** What the blocks read from the rest of the sandbox. */
export interface BlockDeps {
  /** The market clock, epoch ms. */
  now: () => number;
  bank: (clientCode: string) => LinkedBank;
  /** Whether the client is registered for ASBA (DEMO03). */
  asba: (clientCode: string) => boolean;
  /** The trading balance with the blocks counted in and the margin in use. */
  limit: (clientCode: string) => RmsLimit;
}

/**
 * The sandbox's timings (ours; spec 3 §4 says a block is reflected within 20 minutes): the bank activates a block 5
 * minutes of market time after it is asked for, releases a revoked one 5 minutes after, and a block holds for a year.
 * The sandbox's bank account holds ₹10,00,000 that blocks may hold; one beyond it fails with the bank's words.
 */
export const blockTimings = { activationMs: 5 * 60_000, releaseMs: 5 * 60_000, validityDays: 365 } as const;
export const blockBankBalance = 10_00_000_00;

/**
 * ASBA blocks, the sandbox playing the bank: create (HDFC and ICICI only, ₹1 to ₹5,00,000, at most 3 a day), revoke
 * and list. A block's status follows from its times and the market clock, and ENABLED blocks count in buying power.
 */
export class BlockService {
  readonly #store: BlockStore;
  readonly #deps: BlockDeps;

  constructor(store: BlockStore, deps: BlockDeps) {
    this.#store = store;
    this.#deps = deps;
  }

  create(clientCode: string, request: CreateBlockRequest): ServiceAnswer<Block> {
    const { amount, bank_name, upstream_reference_number: reference } = request;
    const repeated = repeatedRequest(
      this.#store.blocks.byReference(clientCode, reference),
      (earlier) => earlier.amount === amount && earlier.bank_name === bank_name,
      (earlier) => ({ ok: true, value: this.#blockOf(earlier) }),
    );
    if (repeated !== undefined) return repeated;
    if (!this.#deps.asba(clientCode)) return refused(422, "FUNDS-BLOCK-ASBA", blockNotAsbaMessage);
    const amountProblem = blockPaiseProblem(amount);
    if (amountProblem !== undefined) return refused(422, "FUNDS-BLOCK-AMOUNT", amountProblem);
    if (!blockBankAllowed(bank_name)) return refused(422, "FUNDS-BLOCK-BANK", blockBankMessage);
    const bank = this.#deps.bank(clientCode);
    if (bank.bank_name !== bank_name) return refused(422, "FUNDS-BLOCK-BANK", blockBankNotLinkedMessage);

    const now = this.#deps.now();
    const today = istDay(now);
    const made = this.#store.insert<ReturnType<typeof refused>>(() => {
      if (this.#store.createdSince(clientCode, istInstant(today, 0)) >= blockLimits.perDay) {
        return { refusal: refused(422, "FUNDS-BLOCK-DAY", blocksPerDayMessage) };
      }
      const declined = this.#store.held(clientCode, now) + amount > blockBankBalance;
      const validityDay = today + blockTimings.validityDays;
      const row: BlockRow = {
        id: `BLK${randomBytes(8).toString("hex").toUpperCase()}`,
        client_code: clientCode,
        reference,
        amount,
        bank_name,
        bank_account: bank.bank_account_number,
        outcome: declined ? "failure" : "success",
        message: declined ? blockBankDeclinedText : null,
        validity: istDateKey(validityDay),
        created_at: now,
        active_at: now + blockTimings.activationMs,
        expires_at: istInstant(validityDay + 1, 0),
        revoked_at: null,
        released_at: null,
      };
      return { row };
    });
    if ("ok" in made) return made;
    return { ok: true, value: this.#blockOf(made) };
  }

  block(clientCode: string, id: string): ServiceAnswer<Block> {
    const row = this.#store.blocks.byId(clientCode, id);
    if (row === undefined) return refused(404, "FUNDS-BLOCK-NOT-FOUND", blockNotFoundMessage);
    return { ok: true, value: this.#blockOf(row) };
  }

  blocks(clientCode: string): Block[] {
    return this.#store.blocks.all(clientCode).map((row) => this.#blockOf(row));
  }

  /** What ENABLED blocks add to the client's buying power now, paise. */
  enabledTotal(clientCode: string): number {
    return this.#store.enabled(clientCode, this.#deps.now());
  }

  /** The account's ASBA state now: registered, or activation or deactivation in progress (core's asbaStateOf). */
  asbaState(clientCode: string): "registered" | "activation" | "deactivation" {
    const now = this.#deps.now();
    return asbaStateOf(this.#store.blocks.all(clientCode).map((row) => blockStatusAt(row, now)));
  }

  /** A profile as served: with `asbaState` while the account's activation or deactivation is in progress. */
  withAsbaState<P extends { asba: boolean }>(clientCode: string, profile: P | undefined): P | undefined {
    if (profile === undefined || !profile.asba) return profile;
    const state = this.asbaState(clientCode);
    return state === "registered" ? profile : { ...profile, asbaState: state };
  }

  revoke(clientCode: string, id: string): ServiceAnswer<RevokeResult> {
    const row = this.#store.blocks.byId(clientCode, id);
    if (row === undefined) return refused(404, "FUNDS-BLOCK-NOT-FOUND", blockNotFoundMessage);
    const now = this.#deps.now();
    const answer = (result: RevokeResult["result"], message: string | null): ServiceAnswer<RevokeResult> => ({
      ok: true,
      value: { result, message, block: this.#blockOf(this.#store.blocks.byId(clientCode, id) as BlockRow) },
    });
    const status = blockStatusAt(row, now);
    if (status === "DEACTIVATION_IN_PROGRESS") return answer("pending", null);
    if (status === "ACTIVATION_IN_PROGRESS") return answer("failure", revokeRefusals.activating);
    if (status === "DISABLED") return answer("failure", revokeRefusals.released);
    const revoked = this.#store.revoke(row, now, now + blockTimings.releaseMs, () =>
      this.#coversInUse(clientCode, row.amount),
    );
    if (revoked) return answer("success", null);
    const again = blockStatusAt(this.#store.blocks.byId(clientCode, id) as BlockRow, now);
    return again === "DEACTIVATION_IN_PROGRESS"
      ? answer("pending", null)
      : answer("failure", revokeRefusals.inUse);
  }

  /** Whether buying power stays at or above 0 without `amount`: the margin in use does not rest on it. */
  #coversInUse(clientCode: string, amount: number): boolean {
    return this.#deps.limit(clientCode).availableMargin - amount >= 0;
  }

  #blockOf(row: BlockRow): Block {
    const now = this.#deps.now();
    const status = blockStatusAt(row, now);
    return {
      block_id: row.id,
      status,
      validity: row.validity,
      amount: row.amount,
      bank_name: row.bank_name,
      bank_account_number: row.bank_account,
      creation: row.outcome === "failure" ? "failure" : now < row.active_at ? "pending" : "success",
      message: row.message,
      created_at: epochSeconds(row.created_at),
      revocable: status === "ENABLED" && this.#coversInUse(row.client_code, row.amount),
    };
  }
}
