import { condenseAmount, formatPrice } from "@trade/core";

/** The four charts of spec 3 §2 Markets, in its order. */
export const oiChartNames = {
  oiChange: "OI Change",
  pcr: "OI and PCR vs Time",
  openInterest: "Open Interest",
  multiStrike: "Multi Strike OI",
} as const;
export type OiChartId = keyof typeof oiChartNames;

const clock = new Intl.DateTimeFormat("en-IN", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

/** A candle time (epoch seconds) as the charts' axis shows it: 09:15 (IST). */
export const formatOiTime = (seconds: number): string => clock.format(new Date(seconds * 1000));

/** Open interest condensed: 27.65L, 1.2Cr, with a sign for a change. */
export const formatOi = (value: number, signed = false): string =>
  `${signed && value > 0 ? "+" : ""}${condenseAmount(value)}`;

/** A strike for an axis or a label (minor units): 24,500. */
export const formatStrike = (minor: number, segment: number): string =>
  formatPrice(minor, segment).replace(/\.0+$/, "");
