import { formatRupees } from "@trade/core";
import { type MtfRefusal, mtfBuyingPower, mtfLeverage } from "@trade/core/mtf";
import type { PadMargin } from "./usePadMargin.js";

/**
 * The required and available margin, or a dash until the first answer. With the Margin product, Pay Later (MTF):
 * 4X buying power on the available margin, or why the account may not use it ('Not eligible for MTF', 'Pay Later
 * requires stock-transfer verification').
 */
export function MarginLine({
  margin,
  mtf,
}: {
  margin: PadMargin | undefined;
  mtf?: { refusal: MtfRefusal | undefined };
}) {
  return (
    <>
      <p className="tk-op-margin" aria-live="polite">
        {margin
          ? `Margin required ${formatRupees(margin.required)} · Available ${formatRupees(margin.available)}`
          : "Margin required —"}
      </p>
      {mtf ? (
        <p className="tk-op-margin" data-mtf>
          {mtf.refusal === undefined
            ? `Pay Later (MTF) ${mtfLeverage}X${margin ? ` · Buying power ${formatRupees(mtfBuyingPower(margin.available))}` : ""}`
            : mtf.refusal.message}
        </p>
      ) : null}
    </>
  );
}
