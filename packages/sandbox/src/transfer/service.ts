import { istDateKey, istDay, type Profile } from "@trade/core";
import type { Holding } from "@trade/core/portfolio";
import {
  type Beneficiary,
  beneficiaryErrors,
  boidParts,
  transferErrorCodes as codes,
  type DisOtpType,
  transferMessages as m,
  type StockToTransfer,
  type StockTransfer,
  transferStepCodes as step,
  type TranDetail,
  transferError,
  transferExpiresAt,
  transferLimits,
  transferNextStepOf,
  transferReasons,
} from "@trade/core/transfer";
import { refused, type ServiceAnswer } from "../http/answer.js";
import type { HoldingLedger } from "../portfolio/ledger.js";
import type { PortfolioService } from "../portfolio/service.js";
import type { Otps } from "../store/otps.js";
import { beneficiaryOf, linesOf, transferOf } from "./answers.js";
import type { DeliveryCheck } from "./delivery.js";
import { type BeneficiaryRow, rowIdOf, type TransferRow, type TransferStore } from "./store.js";

export interface TransferDeps {
  store: TransferStore;
  ledger: HoldingLedger;
  otps: Otps;
  portfolio: PortfolioService;
  profile: (clientCode: string) => Profile | undefined;
  /** Market time (the driven clock): days, the 20 hours, the pending window. */
  now: () => number;
  /** Wall time, as the login OTP uses it. */
  otpNow: () => number;
  log: (line: string) => void;
  delivery: DeliveryCheck;
}

const hourMs = 3_600_000;
const windowMs = transferLimits.pendingWindowMinutes * 60_000;
const notAllowed = () => refused(403, codes.notAllowed, m.notAllowed);
const notFound = () => refused(404, codes.notFound, m.requestNotFound);

/**
 * Stock transfer (spec 3 §4): beneficiaries wait for their OTP, then 20 hours, then are active; a transfer waits for
 * its OTP, then for the EDIS check, which takes its shares out of the holdings (a TRANSFER row in the portfolio
 * ledger, in the same database transaction). Statuses that time passes (the 20 hours, the pending window) are brought
 * up to the market clock as they are read, so the answers follow the driven clock and survive a restart.
 */
export class TransferService {
  readonly #deps: TransferDeps;

  constructor(deps: TransferDeps) {
    this.#deps = deps;
  }

  #today(): string {
    return istDateKey(istDay(this.#deps.now()));
  }

  /** The client's own BOID; undefined for an account without a DP (it cannot transfer). */
  #boid(clientCode: string): string | undefined {
    return this.#deps.profile(clientCode)?.dpNumber ?? undefined;
  }

  reasons() {
    return { reasons: transferReasons.map((r) => ({ ...r })) };
  }

  beneficiaries(clientCode: string): ServiceAnswer<{ clientboid: string; beneficiaries: Beneficiary[] }> {
    const clientboid = this.#boid(clientCode);
    if (clientboid === undefined) return notAllowed();
    const rows = this.#deps.store.beneficiaries(clientCode).map((row) => this.#caughtUp(row));
    return {
      ok: true,
      value: { clientboid, beneficiaries: rows.map((row) => beneficiaryOf(row, clientboid)) },
    };
  }

  addBeneficiary(
    clientCode: string,
    input: { clientboid: string; depository: string; dpid: string; name: string; pan: string },
  ): ServiceAnswer<{ beneficiary: Beneficiary }> {
    const clientboid = this.#boid(clientCode);
    if (clientboid === undefined) return notAllowed();
    const typed = {
      name: input.name.trim(),
      boid: input.clientboid.trim().toUpperCase(),
      depository: input.depository.trim().toUpperCase(),
      dpid: input.dpid.trim().toUpperCase(),
      pan: input.pan.trim().toUpperCase(),
    };
    const errors = beneficiaryErrors(typed);
    const first = Object.values(errors)[0];
    if (first !== undefined) return refused(422, codes.invalid, first, { errors });
    if (typed.boid === clientboid)
      return refused(422, codes.invalid, m.ownAccount, { errors: { boid: m.ownAccount } });
    const existing = this.#deps.store.beneficiaryByBoid(clientCode, typed.boid);
    if (existing !== undefined && this.#caughtUp(existing).scode !== 203) {
      return refused(409, codes.invalid, m.beneficiaryExists, { errors: { boid: m.beneficiaryExists } });
    }
    const row = {
      client_code: clientCode,
      ...typed,
      depository: boidParts(typed.boid)?.depository ?? "CDSL",
      scode: step.beneficiaryAwaitingOtp,
      added_at: this.#deps.now(),
      active_from: null,
    };
    const id = this.#deps.store.addBeneficiary(row, existing?.id);
    return { ok: true, value: { beneficiary: beneficiaryOf({ ...row, id }, clientboid) } };
  }

  /** The stocks of the client's demat account that can be transferred now. */
  holdings(
    clientCode: string,
    boid: string,
    version: "v1" | "v2",
  ): ServiceAnswer<{ boid: string; today: string; holdings: StockToTransfer[] }> {
    const clientboid = this.#boid(clientCode);
    if (clientboid === undefined) return notAllowed();
    if (boid !== clientboid) return refused(422, codes.invalid, m.boidMismatch);
    const holdings = this.#available(clientCode).map(({ holding, available }) => ({
      symbolName: holding.symbolName,
      isin: holding.isin,
      AvlQty: available,
      ltp: holding.ltp,
      ...(version === "v2" ? { mktSegID: holding.mktSegID, tokenID: holding.tokenID } : {}),
    }));
    return { ok: true, value: { boid, today: this.#today(), holdings } };
  }

  /** Held stocks with the quantity free to transfer: tradable, less what open transfers hold. */
  #available(clientCode: string): { holding: Holding; available: number }[] {
    const held = new Map<string, number>();
    for (const row of this.#open(clientCode)) {
      for (const line of linesOf(row)) held.set(line.isin, (held.get(line.isin) ?? 0) + line.qty);
    }
    return this.#deps.portfolio.holdings(clientCode).map((holding) => {
      const breakup = this.#deps.portfolio.breakup(clientCode, holding.isin);
      const tradable = breakup.ok ? breakup.value.tradable_qty : 0;
      return { holding, available: Math.max(0, tradable - (held.get(holding.isin) ?? 0)) };
    });
  }

  history(
    clientCode: string,
    startdate: string,
    enddate: string,
  ): ServiceAnswer<{ pending: StockTransfer[]; completed: StockTransfer[] }> {
    if (this.#boid(clientCode) === undefined) return notAllowed();
    if (enddate < startdate) return refused(422, codes.invalid, m.incorrectFormat);
    this.#open(clientCode);
    const from = Date.parse(`${startdate}T00:00:00+05:30`);
    const to = Date.parse(`${enddate}T00:00:00+05:30`) + 24 * hourMs;
    const rows = this.#deps.store.transfers(clientCode, from, to).map((row) => transferOf(row));
    const open = (t: StockTransfer) => transferNextStepOf(t.scode) !== undefined;
    return { ok: true, value: { pending: rows.filter(open), completed: rows.filter((t) => !open(t)) } };
  }

  addTransaction(
    clientCode: string,
    input: {
      fromboid: string;
      toboid: string;
      remark: string;
      reasoncode: string;
      executiondate: string;
      trandetails: TranDetail[];
    },
  ): ServiceAnswer<{ transaction: StockTransfer }> {
    const clientboid = this.#boid(clientCode);
    if (clientboid === undefined || input.fromboid !== clientboid) return notAllowed();
    const beneficiary = this.#deps.store.beneficiaryByBoid(clientCode, input.toboid);
    if (beneficiary === undefined) return notAllowed();
    if (this.#caughtUp(beneficiary).scode !== step.beneficiaryActive) {
      return refused(403, codes.notAllowed, m.beneficiaryNotActive);
    }
    if (!transferReasons.some((r) => r.code === input.reasoncode))
      return refused(422, codes.invalid, m.mandatory);
    if (input.executiondate !== this.#today()) return refused(422, codes.invalid, m.executionDate);
    if (this.#open(clientCode).some((row) => dayOf(row.created_at) === this.#today())) {
      return refused(409, codes.pending, m.pendingToday);
    }
    const stocks = new Map(this.#available(clientCode).map((s) => [s.holding.isin, s]));
    const lines = input.trandetails.map((line) => {
      const stock = stocks.get(line.isin);
      return {
        ...line,
        scripname: stock?.holding.symbolName ?? line.scripname,
        ltp: stock?.holding.ltp ?? 0,
        available: stock?.available ?? 0,
      };
    });
    const problem = transferError(lines);
    if (problem !== undefined) return refused(422, codes.invalid, problem);
    const now = this.#deps.now();
    const row = {
      client_code: clientCode,
      fromboid: clientboid,
      toboid: beneficiary.boid,
      beneficiary_name: beneficiary.name,
      remark: input.remark.trim(),
      reasoncode: input.reasoncode,
      executiondate: input.executiondate,
      trandetails_json: JSON.stringify(lines.map(({ available: _a, ...line }) => line)),
      value: lines.reduce((sum, line) => sum + line.qty * line.ltp, 0),
      scode: step.transferAwaitingOtp,
      message: null,
      created_at: now,
      updated_at: now,
    };
    const id = this.#deps.store.addTransfer(row);
    return { ok: true, value: { transaction: transferOf({ ...row, id }) } };
  }

  /** Send the OTP of a request at its OTP step; the console shows it, as it shows the login OTP. */
  sendOtp(
    clientCode: string,
    reqId: string,
    type: DisOtpType,
  ): ServiceAnswer<{ reqId: string; type: DisOtpType; message: string }> {
    const found = this.#awaitingOtp(clientCode, reqId, type);
    if (!found.ok) return found;
    const now = this.#deps.otpNow();
    const wait = this.#deps.otps.retryAfterSeconds(clientCode, now);
    if (wait !== undefined)
      return refused(429, codes.otpLimit, `Too many OTPs sent. Try again in ${wait} seconds.`);
    const code = this.#deps.otps.issue(clientCode, now);
    this.#deps.store.setOtpFor(clientCode, reqId, type);
    this.#deps.log(`Stock transfer OTP (${type} ${reqId}) for ${clientCode}: ${code}`);
    return { ok: true, value: { reqId, type, message: "OTP sent to your registered mobile number" } };
  }

  verifyOtp(
    clientCode: string,
    reqId: string,
    type: DisOtpType,
    otp: string,
  ): ServiceAnswer<{ reqId: string; type: DisOtpType; scode: number }> {
    const found = this.#awaitingOtp(clientCode, reqId, type);
    if (!found.ok) return found;
    const sentFor = this.#deps.store.otpFor(clientCode);
    if (sentFor?.req_id !== reqId || sentFor.type !== type)
      return refused(410, codes.otpExpired, m.otpExpired);
    const check = this.#deps.otps.verify(clientCode, otp, this.#deps.otpNow());
    if (check.status === "wrong") return refused(400, codes.incorrectOtp, m.incorrectOtp);
    if (check.status !== "ok") return refused(410, codes.otpExpired, m.otpExpired);
    this.#deps.store.clearOtpFor(clientCode);
    const now = this.#deps.now();
    const scode = type === "beneficiary" ? step.beneficiaryCooling : step.transferAwaitingEdis;
    if (type === "beneficiary") {
      this.#deps.store.setBeneficiary(
        found.value,
        step.beneficiaryAwaitingOtp,
        scode,
        now + transferLimits.coolingHours * hourMs,
      );
    } else {
      this.#deps.store.setTransfer(found.value, step.transferAwaitingOtp, scode, null, now);
    }
    return { ok: true, value: { reqId, type, scode } };
  }

  /**
   * The EDIS check (spec 3 §4 step 3): every stock of the transfer must have its delivery instruction; then, in one
   * database transaction, the shares leave the holdings (a TRANSFER row in the ledger, at the holding's average) and
   * the transfer is done.
   */
  checkEdis(clientCode: string, reqId: string): ServiceAnswer<{ transaction: StockTransfer }> {
    const id = rowIdOf(reqId, "T");
    const row =
      id === undefined ? undefined : this.#caughtUpTransfer(this.#deps.store.transfer(clientCode, id));
    if (row === undefined) return notFound();
    if (row.scode === step.transferAwaitingOtp) return refused(409, codes.wrongStep, m.otpFirst);
    if (row.scode !== step.transferAwaitingEdis) return refused(409, codes.wrongStep, m.otpNotNeeded);
    const lines = linesOf(row);
    const today = this.#today();
    if (!lines.every((line) => this.#deps.delivery.verified(clientCode, line.isin, line.qty, today))) {
      return refused(428, codes.edis, m.edisPending);
    }
    const held = new Map(this.#deps.portfolio.holdings(clientCode).map((h) => [h.isin, h]));
    const now = this.#deps.now();
    const done = this.#deps.store.db.transaction(() => {
      for (const line of lines) {
        const holding = held.get(line.isin);
        if (holding === undefined || !this.#deps.store.takeHolding(clientCode, line.isin, line.qty)) {
          throw new NotHeld();
        }
        // What the depository approved is used once: a sale or another transfer cannot spend it again.
        if (!this.#deps.delivery.spend(clientCode, line.isin, line.qty, today)) throw new NotVerified();
        this.#deps.ledger.record({
          client_code: clientCode,
          isin: line.isin,
          segment: holding.mktSegID,
          token: holding.tokenID,
          date: today,
          kind: "TRANSFER",
          quantity: line.qty,
          price: holding.avgPrice,
        });
      }
      return this.#deps.store.setTransfer(row.id, step.transferAwaitingEdis, step.transferDone, null, now);
    });
    try {
      if (!done()) return refused(409, codes.wrongStep, m.otpNotNeeded);
    } catch (error) {
      if (error instanceof NotVerified) return refused(428, codes.edis, m.edisPending);
      if (!(error instanceof NotHeld)) throw error;
      this.#deps.store.setTransfer(row.id, step.transferAwaitingEdis, 402, m.aboveAvailable, now);
      return refused(422, codes.invalid, m.aboveAvailable);
    }
    const after = this.#deps.store.transfer(clientCode, row.id) as TransferRow;
    return { ok: true, value: { transaction: transferOf(after) } };
  }

  /** The row id of a request waiting for its OTP, or why not. */
  #awaitingOtp(clientCode: string, reqId: string, type: DisOtpType): ServiceAnswer<number> {
    if (type === "beneficiary") {
      const id = rowIdOf(reqId, "B");
      const row = id === undefined ? undefined : this.#deps.store.beneficiary(clientCode, id);
      if (row === undefined) return notFound();
      if (this.#caughtUp(row).scode !== step.beneficiaryAwaitingOtp)
        return refused(409, codes.wrongStep, m.otpNotNeeded);
      return { ok: true, value: row.id };
    }
    const id = rowIdOf(reqId, "T");
    const row =
      id === undefined ? undefined : this.#caughtUpTransfer(this.#deps.store.transfer(clientCode, id));
    if (row === undefined) return notFound();
    if (row.scode !== step.transferAwaitingOtp) return refused(409, codes.wrongStep, m.otpNotNeeded);
    return { ok: true, value: row.id };
  }

  /** A beneficiary brought up to the clock: past its 20 hours it is active; unverified past the window, rejected. */
  #caughtUp(row: BeneficiaryRow): BeneficiaryRow {
    const now = this.#deps.now();
    if (row.scode === step.beneficiaryCooling && row.active_from !== null && row.active_from <= now) {
      this.#deps.store.setBeneficiary(row.id, row.scode, step.beneficiaryActive, row.active_from);
      return { ...row, scode: step.beneficiaryActive };
    }
    if (row.scode === step.beneficiaryAwaitingOtp && row.added_at + windowMs <= now) {
      this.#deps.store.setBeneficiary(row.id, row.scode, 203, null);
      return { ...row, scode: 203 };
    }
    return row;
  }

  /** A transfer brought up to the clock: unfinished past the depository window, it expires (406). */
  #caughtUpTransfer(row: TransferRow | undefined): TransferRow | undefined {
    if (row === undefined) return undefined;
    const open = transferNextStepOf(row.scode) !== undefined;
    if (!open || transferExpiresAt(row.created_at) > this.#deps.now()) return row;
    const message = row.scode === step.transferAwaitingOtp ? m.otpExpired : m.edisPending;
    this.#deps.store.setTransfer(row.id, row.scode, step.transferExpired, message, this.#deps.now());
    return { ...row, scode: step.transferExpired, message };
  }

  /** The client's open transfers, the expired ones closed. */
  #open(clientCode: string): TransferRow[] {
    return this.#deps.store
      .openTransfers(clientCode)
      .map((row) => this.#caughtUpTransfer(row) as TransferRow)
      .filter((row) => transferNextStepOf(row.scode) !== undefined);
  }
}

class NotHeld extends Error {}
/** The day's verified quantity was used in the meantime (a sale between the check and the transfer). */
class NotVerified extends Error {}

const dayOf = (ms: number) => istDateKey(istDay(ms));
