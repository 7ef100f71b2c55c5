import type { SegmentName } from "../contract/profile.js";

/**
 * The market segments of spec 1 §3: numeric id, name, and the words the spec uses for each ("1 NSE cash; 2 NSE F&O;
 * ... 21 NSE commodity"). NCDEX has two ids (6 and 7) and one name.
 */
export const marketSegments = [
  { ids: [1], name: "nse_cm", label: "NSE cash" },
  { ids: [2], name: "nse_fo", label: "NSE F&O" },
  { ids: [3], name: "bse_cm", label: "BSE cash" },
  { ids: [4], name: "bse_fo", label: "BSE F&O" },
  { ids: [5], name: "mcx_fo", label: "MCX" },
  { ids: [6, 7], name: "ncx_fo", label: "NCDEX" },
  { ids: [11], name: "mcx_cmfo", label: "MCX commodity F&O" },
  { ids: [13], name: "cde_fo", label: "Currency" },
  { ids: [21], name: "nse_com", label: "NSE commodity" },
] as const satisfies readonly { ids: readonly number[]; name: SegmentName; label: string }[];

/** A segment's words for display, by name (`nse_fo` → 'NSE F&O') or id (2 → 'NSE F&O'); unknown ones as given. */
export function segmentLabel(segment: SegmentName | number): string {
  const found = marketSegments.find((entry) =>
    typeof segment === "number" ? (entry.ids as readonly number[]).includes(segment) : entry.name === segment,
  );
  return found?.label ?? String(segment);
}
