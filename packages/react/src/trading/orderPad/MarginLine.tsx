import { formatRupees } from "@trade/core";
import { mtfBuyingPower, mtfLeverage, notEligibleForMtfMessage } from "@trade/core/mtf";
import type { PadMargin } from "./usePadMargin.js";

/**
 * The required and available margin, or a dash until the first answer. With the Margin product, Pay Later (MTF):
 * 4X buying power on the available margin, or 'Not eligible for MTF' for an account without it.
 */
export function MarginLine({ margin, mtf }: { margin: PadMargin | undefined; mtf?: { eligible: boolean } }) {
  return (
    <>
      <p className="tk-op-margin" aria-live="polite">
        {margin
          ? `Margin required ${formatRupees(margin.required)} · Available ${formatRupees(margin.available)}`
          : "Margin required —"}
      </p>
      {mtf ? (
        <p className="tk-op-margin" data-mtf>
          {mtf.eligible
            ? `Pay Later (MTF) ${mtfLeverage}X${margin ? ` · Buying power ${formatRupees(mtfBuyingPower(margin.available))}` : ""}`
            : notEligibleForMtfMessage}
        </p>
      ) : null}
    </>
  );
}
