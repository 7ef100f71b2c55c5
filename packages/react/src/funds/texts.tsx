import { formatIstDayTime, formatRupees } from "@trade/core";
import type { FundsTone } from "@trade/core/funds";
import type { ReactNode } from "react";
import { statusBadge } from "../ui/statusBadge.js";

const badgeTone: Record<FundsTone, string> = { success: "complete", error: "rejected", warning: "pending" };

/** A status badge toned by its group (spec 3 §4): success green, error red, warning amber. */
export const toneBadge = (tone: FundsTone, text: string) => statusBadge(badgeTone[tone], text);

/** A transaction's time (epoch seconds) as the lists show it: "24 Nov, 10:30" (IST). */
export const formatFundsDate = (epochSeconds: number) => formatIstDayTime(epochSeconds * 1000);

/** A row of a funds list (money added or withdrawn, blocks): its date and amount, then the list's own cells. */
export function FundsRow({ date, amount, children }: { date: number; amount: number; children: ReactNode }) {
  return (
    <div role="row" className="tk-body-row">
      <span role="cell">{formatFundsDate(date)}</span>
      <span role="cell" className="tk-num">
        {formatRupees(amount)}
      </span>
      {children}
    </div>
  );
}
