import { isTradingDay, istDateKey, istDayOf } from "@trade/core";
import type { CorporateEvent } from "@trade/core/portfolio";
import { hashedUniform } from "../market/simulator/random.js";
import type { Instrument } from "../market/types.js";
import type { HoldingLedger } from "./ledger.js";

/** A corporate event with its ratio as numbers: a split of `ratioNew` for `ratioOld`, a bonus of `ratioNew` per `ratioOld` held. */
export interface SimulatedEvent extends CorporateEvent {
  ratioNew: number;
  ratioOld: number;
}

const seed = 1;
const salt = { dividend: 71, split: 72, bonus: 73, day: 74, size: 75 } as const;
/** Chances a year (ours): most large companies pay a dividend; splits and bonuses are rare. */
const chance = { dividend: 0.8, split: 0.03, bonus: 0.03 } as const;

/** The first trading day on or after `day`. */
const tradingDayFrom = (day: number) => {
  let d = day;
  while (!isTradingDay(d)) d += 1;
  return d;
};

/**
 * The events of one stock in one calendar year: generated from (seed, token, year), so every run of the sandbox sees
 * the same ones, and independent of every other stock. Ex-dates fall on trading days; the record date is the ex-date
 * (T+1 settlement).
 */
export function generatedEvents(instrument: Instrument, year: number): SimulatedEvent[] {
  if (instrument.isin === null) return [];
  const events: SimulatedEvent[] = [];
  const u = (kind: keyof typeof salt) => hashedUniform(seed, salt[kind], instrument.token, year);
  const dateOf = (kind: number) => {
    const dayOfYear = 20 + Math.floor(hashedUniform(seed, salt.day, kind, instrument.token, year) * 320);
    return istDateKey(tradingDayFrom(istDayOf(`${year}-01-01`) + dayOfYear));
  };
  const base = { isin: instrument.isin, symbol_name: instrument.symbol };
  if (u("dividend") < chance.dividend) {
    // A yield of 0.4 % to 2 % of the seed price, in whole 5 paise.
    const yieldPart = 0.004 + hashedUniform(seed, salt.size, instrument.token, year) * 0.016;
    const amount = Math.max(5, Math.round((instrument.basePrice * yieldPart) / 5) * 5);
    const ex = dateOf(1);
    events.push({
      ...base,
      corp_type: "DIVIDEND",
      ratio: "",
      amount,
      ex_date: ex,
      record_date: ex,
      ratioNew: 0,
      ratioOld: 0,
    });
  }
  if (u("split") < chance.split) {
    const ex = dateOf(2);
    const ratioNew = instrument.basePrice > 200_000 ? 5 : 2;
    events.push({
      ...base,
      corp_type: "SPLIT",
      ratio: `${ratioNew}:1`,
      amount: 0,
      ex_date: ex,
      record_date: ex,
      ratioNew,
      ratioOld: 1,
    });
  }
  if (u("bonus") < chance.bonus) {
    const ex = dateOf(3);
    events.push({
      ...base,
      corp_type: "BONUS",
      ratio: "1:1",
      amount: 0,
      ex_date: ex,
      record_date: ex,
      ratioNew: 1,
      ratioOld: 1,
    });
  }
  return events;
}

/** The events of a stock with an ex-date in [from, to] (YYYY-MM-DD): generated and declared, by ex-date. */
export function eventsBetween(
  ledger: HoldingLedger,
  instrument: Instrument,
  from: string,
  to: string,
): SimulatedEvent[] {
  const events: SimulatedEvent[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    events.push(...generatedEvents(instrument, year));
  for (const row of ledger.declared(instrument.isin ?? "")) {
    const ratio = row.corp_type === "DIVIDEND" ? "" : `${row.ratio_new}:${row.ratio_old}`;
    events.push({
      isin: row.isin,
      symbol_name: instrument.symbol,
      corp_type: row.corp_type,
      ratio,
      amount: row.amount,
      ex_date: row.ex_date,
      record_date: row.ex_date,
      ratioNew: row.ratio_new,
      ratioOld: row.ratio_old,
    });
  }
  return events
    .filter((event) => event.ex_date >= from && event.ex_date <= to)
    .sort((a, b) => a.ex_date.localeCompare(b.ex_date));
}

/** Split and bonus shares are credited to the demat account on the second trading day after the ex-date (ours). */
export function creditDate(exDate: string): string {
  let day = istDayOf(exDate);
  for (let n = 0; n < 2; ) {
    day += 1;
    if (isTradingDay(day)) n += 1;
  }
  return istDateKey(day);
}
