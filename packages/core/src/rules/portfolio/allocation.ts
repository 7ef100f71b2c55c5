import { percentOf } from "./figures.js";

/** One slice of an allocation view: a label, its market value (paise) and its share in percent (two decimals). */
export interface AllocationSlice {
  label: string;
  value: number;
  percent: number;
}

/** How many sectors the allocation view shows before the rest are combined (spec 3 §2). */
export const allocationTopSectors = 5;
/** The label of the combined rest (spec 3 §2). */
export const allocationOthersLabel = "Others";

/** The labels of the market-cap classes. */
export const marketCapLabels = { LARGE: "Large Cap", MID: "Mid Cap", SMALL: "Small Cap" } as const;

/**
 * Market value by `keyOf`, largest first. With `top`, the first `top` groups are shown and the rest are combined as
 * Others (spec 3 §2: the top 5 sectors and Others). Zero-value groups are left out.
 */
export function allocationOf<R>(
  rows: readonly R[],
  keyOf: (row: R) => string,
  readValue: (row: R) => number,
  top = Number.POSITIVE_INFINITY,
): AllocationSlice[] {
  const totals = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    const value = readValue(row);
    if (value <= 0) continue;
    totals.set(keyOf(row), (totals.get(keyOf(row)) ?? 0) + value);
    total += value;
  }
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = ranked.slice(0, top);
  const rest = ranked.slice(top).reduce((sum, [, value]) => sum + value, 0);
  if (rest > 0) shown.push([allocationOthersLabel, rest]);
  return shown.map(([label, value]) => ({ label, value, percent: percentOf(value, total) }));
}
