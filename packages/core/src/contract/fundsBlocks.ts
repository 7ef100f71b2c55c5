import * as z from "zod/mini";
import { endpoint, getEndpoint, postEndpoint } from "./endpoint.js";

/**
 * ASBA blocks (spec 3 §3 Block, §4 Block status, §7 Funds: create, release by block_id, list; creation polled by
 * block_id). The spec does not show the paths; ours are in docs/decisions.md, "ASBA blocks". Amounts in paise.
 */

const reference = z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

/** A block's status (spec 3 §4). */
export const blockStatus = z.enum([
  "ENABLED",
  "DISABLED",
  "ACTIVATION_IN_PROGRESS",
  "DEACTIVATION_IN_PROGRESS",
]);

/** How a block's creation ended, or that it has not yet (spec 3 §4: success, pending or failure). */
export const blockCreationResult = z.enum(["success", "pending", "failure"]);
export type BlockCreationResult = z.infer<typeof blockCreationResult>;

/** A block (spec 3 §3: block_id, status, validity, amount) and where it is held. */
export const block = z.object({
  block_id: z.string(),
  status: blockStatus,
  /** The last day the block holds (IST, yyyy-mm-dd). */
  validity: z.string(),
  amount: z.number(),
  bank_name: z.string(),
  /** Masked: XXXXXXXX1234. */
  bank_account_number: z.string(),
  creation: blockCreationResult,
  /** Why the creation failed, in the bank's words; null otherwise. */
  message: z.nullable(z.string()),
  /** Epoch seconds. */
  created_at: z.number(),
  /** Whether a revoke would be initiated now (enabled, not in use). */
  revocable: z.boolean(),
});
export type Block = z.infer<typeof block>;
export const blockResult = z.object({ block });
export const blockList = z.object({ blocks: z.array(block) });

/** Create a block in a linked HDFC or ICICI account. */
export const createBlockRequest = z.strictObject({
  /** Paise; the broker answers an amount outside ₹1 to ₹5,00,000 with the spec's message. */
  amount: z.int().check(z.gte(-1e13), z.lte(1e13)),
  bank_name: z.string().check(z.maxLength(100)),
  upstream_reference_number: reference,
});
export type CreateBlockRequest = z.input<typeof createBlockRequest>;

/** A revoke's result (spec 3 §4: pending, failure, success; error is the app's) with the block as it now is. */
export const revokeResult = z.object({
  result: z.enum(["success", "pending", "failure"]),
  message: z.nullable(z.string()),
  block,
});
export type RevokeResult = z.infer<typeof revokeResult>;

/** The block calls. Creating carries its own reference (de-duplicated); releasing a released block answers as it is. */
export const fundsBlockEndpoints = {
  createBlock: postEndpoint("trade", "/funds/v1/blocks", createBlockRequest, blockResult, true),
  block: getEndpoint("trade", "/funds/v1/blocks/{block_id}", undefined, blockResult),
  blocks: getEndpoint("trade", "/funds/v1/blocks", undefined, blockList),
  releaseBlock: endpoint({
    method: "POST",
    path: "/funds/v1/blocks/{block_id}/release",
    token: "trade",
    body: undefined,
    query: undefined,
    data: revokeResult,
    idempotent: true,
  }),
};
