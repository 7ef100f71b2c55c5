import type { RmsLimit } from "@trade/core";
import { blocksInUse } from "@trade/core/funds";
import type { Db } from "../db/database.js";

/**
 * The funds ledger: every credit and debit in paise. Limits are derived from it, through the per-entry totals a
 * trigger keeps in step with it (funds_totals, migration 2).
 */
export class Funds {
  readonly #sums;
  readonly #blocked: (clientCode: string) => number;

  /** `blocked`: what the client's ENABLED ASBA blocks add to buying power (paise). */
  constructor(db: Db, blocked: (clientCode: string) => number = () => 0) {
    this.#blocked = blocked;
    this.#sums = db.prepare<[string], { entry: string; total: number }>(
      "SELECT entry, total FROM funds_totals WHERE client_code = ?",
    );
  }

  /**
   * The limits from the ledger; `utilised` is the margin the matching engine blocks (paise), `utilisedByDelivery` the
   * part of it cash-delivery orders and positions block, which ASBA blocks cover (spec 3 §5).
   */
  rmsLimit(clientCode: string, utilised = 0, utilisedByDelivery = utilised): RmsLimit {
    const totals = new Map(this.#sums.all(clientCode).map((row) => [row.entry, row.total]));
    const sum = (...entries: string[]) =>
      entries.reduce((total, entry) => total + (totals.get(entry) ?? 0), 0);
    const availableCash = sum("opening", "settled");
    const payin = sum("payin");
    const payout = sum("payout");
    const collateral = sum("collateral");
    const utilisedMargin = utilised;
    const m2mRealised = sum("realised");
    const m2mUnrealised = 0;
    const asbaBlocked = this.#blocked(clientCode);
    return {
      availableCash,
      payin,
      payout,
      collateral,
      // Only for a client with enabled blocks: the limits of everyone else read as before.
      ...(asbaBlocked === 0
        ? {}
        : { asbaBlocked, asbaUsed: blocksInUse({ blocked: asbaBlocked, utilisedByDelivery }) }),
      utilisedMargin,
      m2mRealised,
      m2mUnrealised,
      availableMargin:
        availableCash + payin + collateral + asbaBlocked - payout - utilisedMargin + m2mRealised,
    };
  }
}
