/**
 * Prices and money (spec 1 §9, spec 2 §9, spec 3 §9). Inside the product every price and amount is an integer in
 * minor units; these functions convert at the edges with the segment's divider and precision.
 */

/** Segment ids with their own divider: currency (13) and NSE commodity (21). */
export const currencySegment = 13;
export const nseCommoditySegment = 21;

/** The divider of a segment's prices: 100 by default, 10000000 for currency (13), 10000 for NSE commodity (21). */
export function priceDivider(segment: number): number {
  if (segment === currencySegment) return 10_000_000;
  if (segment === nseCommoditySegment) return 10_000;
  return 100;
}

/** Decimals shown for a segment's prices: 4 for currency (13), else 2. */
export function pricePrecision(segment: number): number {
  return segment === currencySegment ? 4 : 2;
}

/** A price in minor units to its decimal value. */
export function fromMinor(minor: number, segment: number): number {
  return minor / priceDivider(segment);
}

/** A decimal price to minor units, rounded to the nearest unit. */
export function toMinor(price: number, segment: number): number {
  return Math.round(price * priceDivider(segment));
}

const groupings = new Map<number, Intl.NumberFormat>();
function indianFormat(decimals: number): Intl.NumberFormat {
  let format = groupings.get(decimals);
  if (format === undefined) {
    format = new Intl.NumberFormat("en-IN", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    groupings.set(decimals, format);
  }
  return format;
}

/** A segment's price for display, Indian digit grouping: 2,845.30 or 83.1234. */
export function formatPrice(minor: number, segment: number): string {
  return indianFormat(pricePrecision(segment)).format(fromMinor(minor, segment));
}

/** Rupees from paise for display with the rupee sign and Indian grouping: ₹5,00,000.00, −₹1,250.50. */
export function formatRupees(paise: number): string {
  const text = indianFormat(2).format(Math.abs(paise) / 100);
  return paise < 0 ? `-₹${text}` : `₹${text}`;
}

/** Condense an amount in rupees: K at 1e3, L at 1e5, Cr at 1e7 (spec 1 §9): 1.25Cr, 4.5L, 12K. */
export function condenseAmount(rupees: number): string {
  const sign = rupees < 0 ? "-" : "";
  const value = Math.abs(rupees);
  const short = (n: number) => String(Math.round(n * 100) / 100);
  if (value >= 1e7) return `${sign}${short(value / 1e7)}Cr`;
  if (value >= 1e5) return `${sign}${short(value / 1e5)}L`;
  if (value >= 1e3) return `${sign}${short(value / 1e3)}K`;
  return `${sign}${short(value)}`;
}
