/**
 * Open-interest analysis (spec 2 §7 OI analysis, spec 3 §2 Markets, §9 Market analytics): the intervals, what each
 * means for a change and for a series, the build-up codes and their labels, and the words the screens show.
 */

/** The OI intervals of spec 3 §9, in its order: 5, 15, 20, 30 minutes; last 1, 2, 3 hours; full day. */
export const oiIntervals = ["5m", "15m", "20m", "30m", "1h", "2h", "3h", "day"] as const;
export type OiInterval = (typeof oiIntervals)[number];

/** What the interval pickers show for each interval. */
export const oiIntervalLabels: Record<OiInterval, string> = {
  "5m": "5 Min",
  "15m": "15 Min",
  "20m": "20 Min",
  "30m": "30 Min",
  "1h": "1 Hour",
  "2h": "2 Hours",
  "3h": "3 Hours",
  day: "Full Day",
};

/** The interval a screen opens on (the spec names none: docs/decisions.md, "OI analytics"). */
export const defaultOiInterval: OiInterval = "15m";

/** The refusal of an interval outside the spec's list (the spec words none: docs/decisions.md, "OI analytics"). */
export const oiIntervalMessage =
  "must be one of 5m, 15m, 20m, 30m (minutes), 1h, 2h, 3h (last hours) or day (full day)";

export const isOiInterval = (value: unknown): value is OiInterval =>
  typeof value === "string" && (oiIntervals as readonly string[]).includes(value);

const intervalMinutes: Record<OiInterval, number | null> = {
  "5m": 5,
  "15m": 15,
  "20m": 20,
  "30m": 30,
  "1h": 60,
  "2h": 120,
  "3h": 180,
  day: null,
};

/** Points of the hour and full-day series are this many minutes apart. */
export const oiSeriesStepMinutes = 5;

/**
 * How far back a change looks: the interval's minutes (5 minutes ... the last 3 hours), or the whole day (null: since
 * the previous close). Used by the OI Change chart.
 */
export const oiLookbackMinutes = (interval: OiInterval): number | null => intervalMinutes[interval];

/**
 * The grid of a series (OI and PCR vs Time, Multi Strike OI): the minute intervals are the step over the whole day;
 * the last 1, 2, 3 hours and the full day are windows drawn at 5-minute points. `windowMinutes` null: the whole day.
 */
export function oiSeriesGrid(interval: OiInterval): { stepMinutes: number; windowMinutes: number | null } {
  const minutes = intervalMinutes[interval];
  if (minutes !== null && minutes < 60) return { stepMinutes: minutes, windowMinutes: null };
  return { stepMinutes: oiSeriesStepMinutes, windowMinutes: minutes };
}

/**
 * The times of a series' points, epoch ms: every step from the session's open to `now`, the open included (the
 * previous close's open interest), only those inside the window.
 */
export function oiSeriesTimes(openMs: number, nowMs: number, interval: OiInterval): number[] {
  const { stepMinutes, windowMinutes } = oiSeriesGrid(interval);
  const from = windowMinutes === null ? openMs : nowMs - windowMinutes * 60_000;
  const out: number[] = [];
  for (let t = openMs; t <= nowMs; t += stepMinutes * 60_000) if (t >= from) out.push(t);
  return out;
}

/** The index symbols the Markets OI analysis offers (spec 3 §9). */
export const oiIndexSymbols = ["NIFTY", "BANKNIFTY", "FINNIFTY", "MIDCPNIFTY"] as const;

/** Strikes the per-strike OI charts show by default, centred on the money (docs/decisions.md, "OI analytics"). */
export const oiChartStrikes = 20;

/** Contracts one Multi Strike OI request compares at most (docs/decisions.md, "OI analytics"). */
export const multiStrikeLimit = 6;

/** Open interest build-up codes (spec 2 §9, spec 3 §9). */
export const buildUpCodes = {
  longBuildup: 5,
  longUnwinding: 1,
  shortCovering: 4,
  shortBuildup: 2,
  neutralBuildup: 3,
} as const;
export type BuildUpCode = (typeof buildUpCodes)[keyof typeof buildUpCodes];

/** The label of each build-up code, the spec's words. */
export const buildUpLabels: Record<BuildUpCode, string> = {
  5: "Long Buildup",
  1: "Long Unwinding",
  4: "Short Covering",
  2: "Short Buildup",
  3: "Neutral Buildup",
};

/**
 * The build-up of a contract over a period from how its price and open interest moved: both up, long build-up; price
 * down with OI up, short build-up; price up with OI down, short covering; both down, long unwinding; either flat,
 * neutral.
 */
export function buildUpOf(priceChange: number, oiChange: number): BuildUpCode {
  if (priceChange === 0 || oiChange === 0) return buildUpCodes.neutralBuildup;
  if (oiChange > 0) return priceChange > 0 ? buildUpCodes.longBuildup : buildUpCodes.shortBuildup;
  return priceChange > 0 ? buildUpCodes.shortCovering : buildUpCodes.longUnwinding;
}

/** Put-call ratio of open interest, to two decimals; 0 without call OI. */
export const putCallRatio = (totalPutOi: number, totalCallOi: number): number =>
  totalCallOi > 0 ? Math.round((totalPutOi / totalCallOi) * 100) / 100 : 0;

/**
 * The month's expiry of a list (YYYY-MM-DD, ascending): the first that is the last of its month in the list (the
 * monthly contract; the others are weeklies). Undefined for an empty list.
 */
export function monthlyExpiry(expiries: readonly string[]): string | undefined {
  for (let i = 0; i < expiries.length; i += 1) {
    const next = expiries[i + 1];
    if (next === undefined || next.slice(0, 7) !== expiries[i]?.slice(0, 7)) return expiries[i];
  }
  return undefined;
}

/** The empty state of an OI chart before the session has traded (the spec words none: docs/decisions.md). */
export const noOiDataText = "No open interest data yet for this session";
