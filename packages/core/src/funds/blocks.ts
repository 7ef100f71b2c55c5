import type { TradeClient } from "../client.js";
import {
  type Block,
  type CreateBlockRequest,
  fundsBlockEndpoints as calls,
  type RevokeResult,
} from "../contract/fundsBlocks.js";
import { atPath } from "../contract/path.js";
import { randomId } from "../internal/ids.js";
import { type PollOptions, pollUntil } from "../internal/poll.js";
import { accessorOf, Resource } from "../resource.js";
import { blockLimits } from "../rules/funds/blocks.js";
import type { RequestOptions } from "../transport/http.js";

/**
 * ASBA blocks (spec 3 §3-§8): an amount held in the client's HDFC or ICICI bank account under the UPI mandate and
 * counted in buying power while the block is ENABLED. Creating answers at once with the creation result (pending
 * while the bank activates it, success, or failure with the bank's words); `waitForBlock` polls it every 10 s until
 * final. Refusals are typed errors: `UnprocessableEntityError` (422) with code `FUNDS-BLOCK-AMOUNT` ('Please enter a
 * minimum of ₹1 or maximum of ₹5,00,000 for Block Creation'), `FUNDS-BLOCK-BANK` or `FUNDS-BLOCK-DAY` (a fourth block
 * in a day); `NotFoundError` (404) `FUNDS-BLOCK-NOT-FOUND`.
 *
 * @example
 * ```ts
 * import { blocksOf } from "@trade/core/funds";
 * const blocks = blocksOf(client);
 * const created = await blocks.create({ amount: 25_000_00, bank_name: "HDFC Bank" });
 * const final = await blocks.waitForBlock(created.block_id); // ENABLED, or DISABLED with a message
 * ```
 */
export class FundsBlocksResource extends Resource {
  /** Create a block; the reference is made when not given, so a retried call creates one block. */
  async create(
    request: Omit<CreateBlockRequest, "upstream_reference_number"> & { upstream_reference_number?: string },
    options?: RequestOptions,
  ): Promise<Block> {
    const body = {
      ...request,
      upstream_reference_number: request.upstream_reference_number ?? randomId().replace(/[^A-Za-z0-9]/g, ""),
    };
    return (await this.call(calls.createBlock, { body }, options)).block;
  }

  /** A block now (the creation poll by block_id). */
  async block(blockId: string, options?: RequestOptions): Promise<Block> {
    return (await this.call(atPath(calls.block, { block_id: blockId }), {}, options)).block;
  }

  /** Every block, newest first. */
  async list(options?: RequestOptions): Promise<Block[]> {
    return (await this.call(calls.blocks, {}, options)).blocks;
  }

  /**
   * Revoke (release) a block: `success` when the release is initiated (Revoke Block Initiated), `pending` when one
   * already is, `failure` with the reason when it cannot be (still activating, released, or in use).
   */
  revoke(blockId: string, options?: RequestOptions): Promise<RevokeResult> {
    return this.call(atPath(calls.releaseBlock, { block_id: blockId }), {}, options);
  }

  /**
   * Ask a block every `everyMs` (default 10 s, spec 3 §4) until its creation is no longer pending, or `signal` aborts
   * (then the last read is answered). Timers are the caller's clock, so fake timers drive it in tests.
   */
  async waitForBlock(blockId: string, wait: PollOptions = {}): Promise<Block> {
    return pollUntil(
      (options) => this.block(blockId, options),
      (block) => block.creation !== "pending",
      wait,
      blockLimits.pollMs,
    );
  }
}

/** The ASBA blocks of a client (one per client). */
export const blocksOf: (client: TradeClient) => FundsBlocksResource = accessorOf(
  (client) => new FundsBlocksResource(client),
);
