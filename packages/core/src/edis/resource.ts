import type { TradeClient } from "../client.js";
import {
  edisEndpoints as calls,
  type DeliveryAuthorisations,
  type DeliveryFlowType,
  type DeliveryInstruction,
  type DeliveryVerification,
} from "../contract/edis.js";
import { atPath } from "../contract/path.js";
import { TradeError, type TradeErrorFields, UnprocessableEntityError } from "../errors.js";
import { pageAddress } from "../internal/pageAddress.js";
import { type PollOptions, pollUntil } from "../internal/poll.js";
import { accessorOf, Resource } from "../resource.js";
import { deliveryVerificationCode, deliveryVerificationPollMs } from "../rules/edis/verification.js";
import type { RequestOptions } from "../transport/http.js";

/**
 * A delivery sale (or transfer) refused until the depository approves it (code EDIS-REQUIRED, HTTP 422): which ISINs
 * and quantities to verify. Made from the refusal by `deliveryVerificationNeeded`; open the verification with
 * `edisOf(client).start(error.instructions, "sell")`.
 */
export class DeliveryVerificationNeededError extends UnprocessableEntityError {
  static override readonly kind: string = "DeliveryVerificationNeededError";
  /** The ISINs and quantities the refused sale needs verified. */
  readonly instructions: DeliveryInstruction[];

  constructor(fields: TradeErrorFields, instructions: DeliveryInstruction[]) {
    super(fields);
    this.instructions = instructions;
  }
}

const instructionsOf = (body: unknown): DeliveryInstruction[] => {
  const data = (body as { data?: { isin?: unknown; quantity?: unknown } | null } | null | undefined)?.data;
  return typeof data?.isin === "string" && typeof data.quantity === "number"
    ? [{ isin: data.isin, quantity: data.quantity }]
    : [];
};

/**
 * The `DeliveryVerificationNeededError` a refusal stands for: from a placement's outcome (`{ok: false, error}`) or a
 * thrown error whose code is EDIS-REQUIRED; undefined for anything else.
 *
 * @example
 * ```ts
 * const outcome = await client.orders.place(sale);
 * const needed = deliveryVerificationNeeded(outcome);
 * if (needed) await edisOf(client).start(needed.instructions, "sell");
 * ```
 */
export function deliveryVerificationNeeded(failure: unknown): DeliveryVerificationNeededError | undefined {
  const error =
    (failure as { ok?: boolean; error?: unknown } | null)?.ok === false
      ? (failure as { error: unknown }).error
      : failure;
  if (!(error instanceof TradeError) || error.code !== deliveryVerificationCode) return undefined;
  if (error instanceof DeliveryVerificationNeededError) return error;
  return new DeliveryVerificationNeededError(
    {
      status: error.status,
      code: error.code,
      message: error.message,
      requestId: error.requestId,
      body: error.body,
    },
    instructionsOf(error.body),
  );
}

/**
 * Delivery-instruction verification (spec 3 §5, §7): start a verification of ISINs and quantities, open its
 * depository page (`pageUrl`), follow it to verified, rejected or expired, and read what today's verifications still
 * allow. A client with a power of attorney and no DDPI needs it before a delivery sale or a stock transfer.
 *
 * @example
 * ```ts
 * import { edisOf } from "@trade/core/edis";
 * const edis = edisOf(client);
 * const started = await edis.start([{ isin: "INE002A01018", quantity: 5 }], "sell");
 * window.open(edis.pageUrl(started));
 * const done = await edis.waitForVerification(started.request_id); // done.status: verified, rejected or expired
 * ```
 */
export class EdisAreaResource extends Resource {
  /** Ask the depository to approve these ISINs and quantities leaving the demat today. */
  async start(
    isins: DeliveryInstruction[],
    flowType: DeliveryFlowType,
    options?: RequestOptions,
  ): Promise<DeliveryVerification> {
    return (await this.call(calls.start, { body: { isins, flowType } }, options)).verification;
  }

  /** A verification's status now (a pending one past its time answers expired). */
  async verification(requestId: string, options?: RequestOptions): Promise<DeliveryVerification> {
    return (await this.call(atPath(calls.status, { request_id: requestId }), {}, options)).verification;
  }

  /**
   * Ask a verification's status every `everyMs` (default 3 s) until it is no longer pending, or `signal` aborts (the
   * last status read is answered then). `wake` cuts a wait short when the depository's page says it answered.
   */
  async waitForVerification(requestId: string, wait: WaitOptions = {}): Promise<DeliveryVerification> {
    return pollUntil(
      (options) => this.verification(requestId, options),
      (verification) => verification.status !== "pending",
      wait,
      deliveryVerificationPollMs,
    );
  }

  /** The depository's page of a pending verification, as an absolute address; undefined once answered. */
  pageUrl(verification: Pick<DeliveryVerification, "page_url">): string | undefined {
    return pageAddress(this.client.options.baseUrl, verification.page_url);
  }

  /** What today's verifications allow per ISIN (approved, used, remaining). */
  authorisations(options?: RequestOptions): Promise<DeliveryAuthorisations> {
    return this.call(calls.authorisations, {}, options);
  }
}

/**
 * How `waitForVerification` waits: the SDK's `PollOptions`, where `wake` subscribes to the depository's page saying
 * it answered (a posted message).
 */
export type WaitOptions = PollOptions;

/** The delivery-instruction verification area of a client (one per client). */
export const edisOf: (client: TradeClient) => EdisAreaResource = accessorOf(
  (client) => new EdisAreaResource(client),
);
