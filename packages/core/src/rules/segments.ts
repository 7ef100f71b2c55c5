import type { SegmentName } from "../contract/profile.js";

/**
 * The market segments of spec 1 §3: numeric id, name, and the words the spec uses for each ("1 NSE cash; 2 NSE F&O;
 * ... 21 NSE commodity"). NCDEX has two ids (6 and 7) and one name.
 */
export const marketSegments = [
  { ids: [1], name: "nse_cm", label: "NSE cash", exchange: "NSE", orderExchange: "NSE" },
  { ids: [2], name: "nse_fo", label: "NSE F&O", exchange: "NSE", orderExchange: "NFO" },
  { ids: [3], name: "bse_cm", label: "BSE cash", exchange: "BSE", orderExchange: "BSE" },
  { ids: [4], name: "bse_fo", label: "BSE F&O", exchange: "BSE", orderExchange: "BFO" },
  { ids: [5], name: "mcx_fo", label: "MCX", exchange: "MCX", orderExchange: "MCX" },
  { ids: [6, 7], name: "ncx_fo", label: "NCDEX", exchange: "NCDEX", orderExchange: "NCDEX" },
  { ids: [11], name: "mcx_cmfo", label: "MCX commodity F&O", exchange: "MCX", orderExchange: "MCX" },
  { ids: [13], name: "cde_fo", label: "Currency", exchange: "NSE", orderExchange: "CDS" },
  { ids: [21], name: "nse_com", label: "NSE commodity", exchange: "NSE", orderExchange: "NCO" },
] as const satisfies readonly {
  ids: readonly number[];
  name: SegmentName;
  label: string;
  exchange: string;
  orderExchange: string;
}[];

const segmentOf = (id: number) =>
  marketSegments.find((entry) => (entry.ids as readonly number[]).includes(id));

/** The exchange a segment's scrips are shown under (2 NSE F&O → 'NSE'); an unknown id as NSE. */
export const exchangeOf = (segment: number): string => segmentOf(segment)?.exchange ?? "NSE";

/** The exchange word of an order or margin call in a segment (2 → 'NFO', 4 → 'BFO'); an unknown id as NFO. */
export const orderExchangeOf = (segment: number): string => segmentOf(segment)?.orderExchange ?? "NFO";

/** A segment's words for display, by name (`nse_fo` → 'NSE F&O') or id (2 → 'NSE F&O'); unknown ones as given. */
export function segmentLabel(segment: SegmentName | number): string {
  const found = marketSegments.find((entry) =>
    typeof segment === "number" ? (entry.ids as readonly number[]).includes(segment) : entry.name === segment,
  );
  return found?.label ?? String(segment);
}
