import { istDayOf, istInstant } from "../../marketClock.js";

/** 2026-11-24 is a Tuesday trading day; 2026-11-28 a Saturday; 2026-12-25 a holiday (Friday). */
export const tuesday = "2026-11-24";
export const saturday = "2026-11-28";
export const holiday = "2026-12-25";

/** Epoch ms of an IST wall time "HH:MM[:SS]" on `date` (default the Tuesday). */
export function at(time: string, date: string = tuesday): number {
  const [h = 0, m = 0, s = 0] = time.split(":").map(Number);
  return istInstant(istDayOf(date), h * 3600 + m * 60 + s);
}
