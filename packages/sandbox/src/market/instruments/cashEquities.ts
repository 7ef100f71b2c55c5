import type { Exchange, Instrument } from "../types.js";
import { equityRows } from "./equities.js";
import { base, maxQuantity, roundTo, type Universe } from "./universe.js";

/** FNV-1a: a stable number per string (no randomness: the same universe every start). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The ISIN check digit (Luhn over the digits, letters as 10..35). */
export function isinCheckDigit(body: string): number {
  const digits = [...body].map((c) => alphabet.indexOf(c).toString()).join("");
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A well-formed Indian equity ISIN derived from the symbol: INE + issuer + 01 + 01/02 + check digit. */
function madeUpIsin(symbol: string): string {
  const h = hash(symbol);
  const issuer = `${alphabet[h % 36]}${alphabet[(h >>> 6) % 36]}${alphabet[(h >>> 12) % 10]}${alphabet[10 + ((h >>> 16) % 26)]}`;
  const body = `INE${issuer}01${(h >>> 24) % 2 === 0 ? "01" : "02"}`.slice(0, 11);
  return `${body}${isinCheckDigit(body)}`;
}

export interface EquityRow {
  symbol: string;
  name: string;
  sector: string;
  cap: "LARGE" | "MID" | "SMALL";
  price: number;
  nse: number | "?" | "-";
  bse: number | "?" | "-";
  isin: string;
  lot: number | null;
  t2t: boolean;
  surveillance: string[];
}

const capOf = { L: "LARGE", M: "MID", S: "SMALL" } as const;

export function parseEquityRows(text: string): EquityRow[] {
  return text
    .trim()
    .split("\n")
    .map((line) => {
      const [symbol, name, sector, cap, price, nse, bse, isin, flags = ""] = line.split("|");
      const flagList = flags.split(",").filter((flag) => flag !== "");
      const lotFlag = flagList.find((flag) => /^F\d+$/.test(flag));
      const code = (value: string | undefined) => (value === "?" || value === "-" ? value : Number(value));
      return {
        symbol: symbol as string,
        name: name as string,
        sector: sector as string,
        cap: capOf[cap as keyof typeof capOf],
        price: Number(price),
        nse: code(nse),
        bse: code(bse),
        isin: isin === "?" ? madeUpIsin(symbol as string) : (isin as string),
        lot: lotFlag === undefined ? null : Number(lotFlag.slice(1)),
        t2t: flagList.includes("T"),
        surveillance: flagList.filter((flag) => flag.startsWith("ASM") || flag.startsWith("GSM")),
      };
    });
}

/** Largest order value in one cash order: ₹10 crore (our choice; capped at the spec's 9,999,999 quantity). */
const maxOrderValuePaise = 10_00_00_000 * 100;

function circuitOf(row: EquityRow): number {
  if (row.surveillance.some((tag) => /^GSM-[2-4]$/.test(tag))) return 2;
  if (row.t2t || row.surveillance.length > 0) return 5;
  if (row.lot !== null) return 10;
  if (row.cap !== "SMALL") return 20;
  return [5, 10, 20][hash(row.symbol) % 3] as number;
}

function volatilityOf(row: EquityRow): number {
  const spread = (hash(`${row.symbol}/vol`) % 1000) / 1000;
  if (row.cap === "LARGE") return Math.round((0.18 + 0.07 * spread) * 1000) / 1000;
  if (row.cap === "MID") return Math.round((0.27 + 0.06 * spread) * 1000) / 1000;
  return Math.round((0.38 + 0.08 * spread) * 1000) / 1000;
}

/** Cash equities on NSE (1) and BSE (3), from the equities table. */
export function addCashEquities(u: Universe): { rows: EquityRow[]; nseStock: Map<string, Instrument> } {
  const rows = parseEquityRows(equityRows);
  let madeUpNse = 50000;
  let madeUpBse = 544100;
  const nseStock = new Map<string, Instrument>();
  for (const row of rows) {
    const listedOn: Array<[Exchange, number]> = [];
    if (row.nse !== "-") listedOn.push(["NSE", row.nse === "?" ? madeUpNse++ : row.nse]);
    if (row.bse !== "-") listedOn.push(["BSE", row.bse === "?" ? madeUpBse++ : row.bse]);
    for (const [exchange, token] of listedOn) {
      const series = row.t2t ? (exchange === "NSE" ? "BE" : "T") : exchange === "NSE" ? "EQ" : "A";
      const basePrice = roundTo(row.price * 100, 5);
      const instrument = u.add({
        ...base,
        token,
        segment: exchange === "NSE" ? 1 : 3,
        exchange,
        kind: "EQ",
        symbol: row.symbol,
        tradeSymbol: exchange === "NSE" ? `${row.symbol}-${series}` : row.symbol,
        name: row.name,
        isin: row.isin,
        series,
        tick: 5,
        maxSingleTransactionQty: Math.min(maxQuantity, Math.floor(maxOrderValuePaise / basePrice)),
        circuitPercent: circuitOf(row),
        sector: row.sector,
        marketCap: row.cap,
        t2t: row.t2t,
        surveillance: row.surveillance,
        singleExchange: listedOn.length === 1,
        hasDerivatives: row.lot !== null && exchange === "NSE",
        basePrice,
        volatility: volatilityOf(row),
      });
      if (exchange === "NSE") nseStock.set(row.symbol, instrument);
    }
  }
  return { rows, nseStock };
}
