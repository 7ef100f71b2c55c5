import { formatRupees } from "@trade/core";

/** +1,234.50 / -1,234.50 / 0.00 (paise in, rupees out). */
export const signedRupees = (paise: number) => `${paise > 0 ? "+" : ""}${formatRupees(paise)}`;
/** +1.25% / -0.40%. */
export const signedPercent = (percent: number) => `${percent > 0 ? "+" : ""}${percent.toFixed(2)}%`;
/** up, down or flat: the colour of a figure. */
export const signOf = (value: number) => (value > 0 ? "up" : value < 0 ? "down" : "flat");
