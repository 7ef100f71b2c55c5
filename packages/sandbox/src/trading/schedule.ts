import { istInstant } from "@trade/core";
import type { Schedule } from "@trade/core/orders";

/** Scheduled orders send at: PREMARKET 09:00, MARKET 09:15; CUSTOM inside 09:00 to 15:30 (seconds after midnight). */
export const scheduledTimes = {
  PREMARKET: 9 * 3600,
  MARKET: 9 * 3600 + 15 * 60,
  CUSTOM: [9 * 3600, 15.5 * 3600],
} as const;

export const customStartMessage = "schedule.startTime: a future time between 09:00 and 15:30 IST";

/**
 * Why a schedule cannot be kept at market time `now`, or undefined: a CUSTOM schedule needs a start time after now,
 * inside 09:00 to 15:30 IST of its day (a start in the past would be sent on the next tick).
 */
export function scheduleProblem(schedule: Schedule, now: number): string | undefined {
  if (schedule.type !== "CUSTOM") return undefined;
  const start = schedule.startTime;
  if (start === undefined) return "schedule.startTime: required for CUSTOM";
  const day = Math.floor((start + 19_800_000) / 86_400_000);
  const from = istInstant(day, scheduledTimes.CUSTOM[0]);
  const to = istInstant(day, scheduledTimes.CUSTOM[1]);
  return start < from || start >= to || start <= now ? customStartMessage : undefined;
}
