import { formatRupees } from "@trade/core";
import type { ReactNode } from "react";

/** +1,234.50 / -1,234.50 / 0.00 (paise in, rupees out). */
export const signedRupees = (paise: number) => `${paise > 0 ? "+" : ""}${formatRupees(paise)}`;
/** +1.25% / -0.40%. */
export const signedPercent = (percent: number) => `${percent > 0 ? "+" : ""}${percent.toFixed(2)}%`;
/** up, down or flat: the colour of a figure. */
export const signOf = (value: number) => (value > 0 ? "up" : value < 0 ? "down" : "flat");

/**
 * A gain or loss with its percentage beneath or beside it, each a live cell (`data-cell` `name` and `${name}Per`) that
 * `writeCell` updates in place.
 */
export function GainAndPercent({
  name,
  amount,
  percent,
}: {
  name: string;
  amount: number;
  percent: number;
}): ReactNode {
  return (
    <>
      <span data-cell={name} data-sign={signOf(amount)}>
        {signedRupees(amount)}
      </span>
      <span className="tk-pct" data-cell={`${name}Per`} data-sign={signOf(percent)}>
        {signedPercent(percent)}
      </span>
    </>
  );
}
