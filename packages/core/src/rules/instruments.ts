/**
 * Instrument vocabulary (spec 2 §3 Scrip `instName`, the order's `instrumentType`): the kinds as the exchanges name
 * them, what each kind is, and the one key an instrument is looked up by.
 */

/** Instrument kinds as the exchanges name them. */
export const instrumentKinds = [
  "INDEX",
  "EQ",
  "FUTIDX",
  "OPTIDX",
  "FUTSTK",
  "OPTSTK",
  "FUTCOM",
  "OPTFUT",
  "FUTCUR",
  "OPTCUR",
] as const;
export type InstrumentKind = (typeof instrumentKinds)[number];

/** A future: index, stock, commodity or currency (FUTIDX, FUTSTK, FUTCOM, FUTCUR). */
export const isFutureKind = (kind: string): boolean => kind.startsWith("FUT");
/** An option: on an index, a stock, a commodity future or a currency (OPTIDX, OPTSTK, OPTFUT, OPTCUR). */
export const isOptionKind = (kind: string): boolean => kind.startsWith("OPT");
/** A derivative: a future or an option. */
export const isDerivativeKind = (kind: string): boolean => isFutureKind(kind) || isOptionKind(kind);
/** An index itself (not tradable). */
export const isIndexKind = (kind: string): boolean => kind === "INDEX";
/** A stock in the cash market. */
export const isEquityCashKind = (kind: string): boolean => kind === "EQ";
/** A derivative on an equity stock or index (FUTSTK, OPTSTK, FUTIDX, OPTIDX), as against commodity and currency. */
export const isEquityDerivativeKind = (kind: string): boolean => kind.endsWith("STK") || kind.endsWith("IDX");

/**
 * The one key of an instrument in a map: segment and token packed into one number (segment × 2³², token; tokens are
 * 32-bit). Numbers hash faster than strings and allocate nothing.
 */
export const instrumentKey = (segment: number, token: number): number => segment * 0x1_0000_0000 + token;

/** The segment and token an `instrumentKey` packs. */
export function instrumentOfKey(key: number): { segment: number; token: number } {
  const segment = Math.floor(key / 0x1_0000_0000);
  return { segment, token: key - segment * 0x1_0000_0000 };
}
