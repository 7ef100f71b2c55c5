import type { TradeClient } from "../client.js";
import {
  type Beneficiary,
  type DisOtpType,
  type StockToTransfer,
  type StockTransfer,
  type TranDetail,
  type TransferReason,
  transferEndpoints,
} from "../contract/transfer.js";
import { accessorOf, Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/** A beneficiary to add: the account's BOID, its depository and DP id, the holder's name and PAN. */
export interface NewBeneficiary {
  boid: string;
  depository: string;
  dpid: string;
  name: string;
  pan: string;
}

/** A transfer to make: to a beneficiary's BOID, for a reason code, the stocks and quantities. */
export interface NewTransfer {
  toboid: string;
  reasoncode: string;
  remark?: string;
  /** YYYY-MM-DD: today as the server sees it (`holdings(boid).today`). */
  executiondate: string;
  trandetails: TranDetail[];
}

/**
 * Stock transfer (spec 3 §4 Stock transfer): add a beneficiary and verify it with an OTP (type `beneficiary`); after
 * it turns active, create a transfer, verify it with an OTP (type `transaction`) and run the EDIS check, which
 * completes it and takes the shares out of the holdings. Refusals are `ApiError`s whose `code` is one of
 * `transferErrorCodes` and whose message is the spec's text ('Incorrect OTP', 'This field is mandatory', ...).
 *
 * @example
 * ```ts
 * import { transferOf } from "@trade/core/transfer";
 * const transfer = transferOf(client);
 * const { beneficiary } = await transfer.addBeneficiary({ boid, depository: "CDSL", dpid, name, pan });
 * await transfer.sendOtp(beneficiary.reqId, "beneficiary");
 * await transfer.verifyOtp(beneficiary.reqId, "beneficiary", otp);
 * ```
 */
export class TransferResource extends Resource {
  /** The reasons a transfer can give (getReasonCodeList). */
  async reasons(options?: RequestOptions): Promise<TransferReason[]> {
    return (await this.call(transferEndpoints.reasonCodes, {}, options)).reasons;
  }

  /** The stocks of a demat account (the client's `boid`) that can be transferred, with their free quantities. */
  holdings(
    boid: string,
    version: "v1" | "v2" = "v2",
    options?: RequestOptions,
  ): Promise<{ boid: string; today: string; holdings: StockToTransfer[] }> {
    const body = { clientcode: this.#code(), boid };
    return this.call(transferEndpoints.holdings, { body, query: { version } }, options);
  }

  /** The client's BOID and beneficiaries, newest first. */
  beneficiaries(options?: RequestOptions): Promise<{ clientboid: string; beneficiaries: Beneficiary[] }> {
    return this.call(transferEndpoints.beneficiaries, { body: { clientcode: this.#code() } }, options);
  }

  /** Transfers made between two dates (YYYY-MM-DD, inclusive): pending and completed, newest first. */
  history(
    range: { startdate: string; enddate: string },
    options?: RequestOptions,
  ): Promise<{ pending: StockTransfer[]; completed: StockTransfer[] }> {
    return this.call(transferEndpoints.history, { body: { clientcode: this.#code(), ...range } }, options);
  }

  /** Add a beneficiary: it waits for its OTP (`sendOtp(reqId, "beneficiary")`, then `verifyOtp`). */
  addBeneficiary(input: NewBeneficiary, options?: RequestOptions): Promise<{ beneficiary: Beneficiary }> {
    const body = {
      clientcode: this.#code(),
      clientboid: input.boid,
      depository: input.depository,
      dpid: input.dpid,
      name: input.name,
      pan: input.pan,
    };
    return this.call(transferEndpoints.addBeneficiary, { body }, options);
  }

  /** Send the OTP of a beneficiary or a transaction (the sandbox prints it on its console). */
  sendOtp(reqId: string, type: DisOtpType, options?: RequestOptions) {
    return this.call(
      transferEndpoints.generateOtp,
      { body: { clientcode: this.#code(), reqId, type } },
      options,
    );
  }

  /** Verify the OTP of a beneficiary or a transaction; answers the request's new status code. */
  verifyOtp(reqId: string, type: DisOtpType, otp: string, options?: RequestOptions) {
    const body = { clientcode: this.#code(), reqId, type, otp };
    return this.call(transferEndpoints.verifyOtp, { body }, options);
  }

  /** Create a transfer from the client's demat account (`fromboid`); it waits for its OTP. */
  async addTransaction(
    fromboid: string,
    transfer: NewTransfer,
    options?: RequestOptions,
  ): Promise<StockTransfer> {
    const body = { clientcode: this.#code(), fromboid, remark: "", ...transfer };
    return (await this.call(transferEndpoints.addTransaction, { body }, options)).transaction;
  }

  /** The EDIS check of a transfer whose OTP is verified: when it passes the transfer is done. */
  async checkEdis(reqId: string, options?: RequestOptions): Promise<StockTransfer> {
    const body = { clientcode: this.#code(), reqId };
    return (await this.call(transferEndpoints.checkEdis, { body }, options)).transaction;
  }

  #code(): string {
    return this.client.session.getSnapshot().clientCode ?? "";
  }
}

/** The stock transfer area of a client (one per client). */
export const transferOf: (client: TradeClient) => TransferResource = accessorOf(
  (client) => new TransferResource(client),
);
