import type { RmsLimit } from "@trade/core";
import type { Db } from "../db/database.js";

/**
 * The funds ledger: every credit and debit in paise. Limits are derived from it, through the per-entry totals a
 * trigger keeps in step with it (funds_totals, migration 2).
 */
export class Funds {
  readonly #sums;

  constructor(db: Db) {
    this.#sums = db.prepare<[string], { entry: string; total: number }>(
      "SELECT entry, total FROM funds_totals WHERE client_code = ?",
    );
  }

  /** The limits from the ledger; `utilised` is the margin the matching engine blocks (paise). */
  rmsLimit(clientCode: string, utilised = 0): RmsLimit {
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
    return {
      availableCash,
      payin,
      payout,
      collateral,
      utilisedMargin,
      m2mRealised,
      m2mUnrealised,
      availableMargin: availableCash + payin + collateral - payout - utilisedMargin + m2mRealised,
    };
  }
}
