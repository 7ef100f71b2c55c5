import { formatRupees } from "@trade/core";
import type { PadMargin } from "./usePadMargin.js";

/** The required and available margin, or a dash until the first answer. */
export function MarginLine({ margin }: { margin: PadMargin | undefined }) {
  return (
    <p className="tk-op-margin" aria-live="polite">
      {margin
        ? `Margin required ${formatRupees(margin.required)} · Available ${formatRupees(margin.available)}`
        : "Margin required —"}
    </p>
  );
}
