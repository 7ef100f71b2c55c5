import { formatIstDayTime } from "@trade/core";
import type { FundsTone } from "@trade/core/funds";
import { statusBadge } from "../ui/statusBadge.js";

const badgeTone: Record<FundsTone, string> = { success: "complete", error: "rejected", warning: "pending" };

/** A status badge toned by its group (spec 3 §4): success green, error red, warning amber. */
export const toneBadge = (tone: FundsTone, text: string) => statusBadge(badgeTone[tone], text);

/** A transaction's time (epoch seconds) as the lists show it: "24 Nov, 10:30" (IST). */
export const formatFundsDate = (epochSeconds: number) => formatIstDayTime(epochSeconds * 1000);
