/** Expiry calendar of the sandbox's derivatives: pure date arithmetic on YYYY-MM-DD (no holidays). */

const day = 86_400_000;

export function parseDate(date: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`expected a YYYY-MM-DD date, got "${date}"`);
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw new Error(`not a calendar date: "${date}"`);
  }
  return parsed;
}

export const formatDate = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string =>
  formatDate(new Date(parseDate(date).getTime() + days * day));

/** Day of week, 0 Sunday ... 6 Saturday. */
export const weekday = (date: string): number => parseDate(date).getUTCDay();

/** The last given weekday (0 Sunday ... 6 Saturday) of a month. */
export function lastWeekdayOfMonth(year: number, month: number, dayOfWeek: number): string {
  const last = new Date(Date.UTC(year, month, 0)); // month is 1-based: day 0 of the next month
  const back = (last.getUTCDay() - dayOfWeek + 7) % 7;
  return formatDate(new Date(last.getTime() - back * day));
}

/** The last business day (Monday to Friday) of a month, moved back `before` further business days. */
export function lastBusinessDay(year: number, month: number, before = 0): string {
  let date = new Date(Date.UTC(year, month, 0));
  let left = before;
  for (;;) {
    const dow = date.getUTCDay();
    if (dow !== 0 && dow !== 6) {
      if (left === 0) return formatDate(date);
      left -= 1;
    }
    date = new Date(date.getTime() - day);
  }
}

/** Monthly expiries on or after `from`: `count` of them, each given by `inMonth(year, month)`. */
export function monthlyExpiries(
  from: string,
  count: number,
  inMonth: (year: number, month: number) => string,
): string[] {
  const start = parseDate(from);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth() + 1;
  const result: string[] = [];
  while (result.length < count) {
    const expiry = inMonth(year, month);
    if (expiry >= from) result.push(expiry);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return result;
}

/** The next `count` dates on the given weekday, on or after `from` (an expiry day is still tradable). */
export function weeklyExpiries(from: string, count: number, dayOfWeek: number): string[] {
  const ahead = (dayOfWeek - weekday(from) + 7) % 7;
  const first = addDays(from, ahead);
  return Array.from({ length: count }, (_, index) => addDays(first, index * 7));
}

const months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const weeklyMonthCodes = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "O", "N", "D"];

/** `25NOV` (monthly contracts) or `25N25` (weekly: year, month code, day), as the exchanges write them. */
export function expiryCode(expiry: string, weekly: boolean): string {
  const yy = expiry.slice(2, 4);
  const month = Number(expiry.slice(5, 7)) - 1;
  return weekly ? `${yy}${weeklyMonthCodes[month]}${expiry.slice(8, 10)}` : `${yy}${months[month]}`;
}

/** `25 NOV 2025` for descriptions. */
export function expiryText(expiry: string): string {
  return `${expiry.slice(8, 10)} ${months[Number(expiry.slice(5, 7)) - 1]} ${expiry.slice(0, 4)}`;
}
