/**
 * The gas year (portal-spec §9 "A gas year is the sum of days in the last 12 months"): the length a
 * yearly gas figure is worked out over, 365 days, or 366 when a 29 February falls in the 12 months. Pure
 * and DOM-free (exported by `ov-widgets/rules`); dates are calendar days (`YYYY-MM-DD`), so no time zone
 * or summer-time change moves a day.
 */

import { expectArgument } from "../arguments";

const DAY_MS = 86_400_000;

/** A calendar day as a UTC midnight, from `YYYY-MM-DD`; anything else is the caller's TypeError. */
function utcDay(fn: string, name: string, day: string): number {
  expectArgument(fn, name, day, "string");
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new TypeError(`${fn}: ${name} must be a day as YYYY-MM-DD, got ${JSON.stringify(day)}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The 12 months that end on `today`: from the day after the same date a year before (the 28 February
 * for a 29 February), to today, both ends included.
 * @param today - the last day, `YYYY-MM-DD`
 * @returns the first and last day, `YYYY-MM-DD`
 * @example gasYearRange("2025-06-15") // { start: "2024-06-16", end: "2025-06-15" }
 */
export function gasYearRange(today: string): { start: string; end: string } {
  const end = new Date(utcDay("gasYearRange", "today", today));
  const year = end.getUTCFullYear() - 1;
  const month = end.getUTCMonth();
  const yearBefore = Date.UTC(year, month, Math.min(end.getUTCDate(), daysInMonth(year, month)));
  return { start: new Date(yearBefore + DAY_MS).toISOString().slice(0, 10), end: today };
}

/**
 * The days of a gas year ending on `today`: the sum of the days of the last 12 months.
 * @param today - the last day, `YYYY-MM-DD`
 * @returns 366 when a 29 February is among them, else 365
 * @example gasYearDays("2024-06-15") // 366 (29 February 2024 is in it); gasYearDays("2025-06-15") // 365
 */
export function gasYearDays(today: string): number {
  utcDay("gasYearDays", "today", today);
  const { start, end } = gasYearRange(today);
  return Math.round((utcDay("gasYearDays", "today", end) - utcDay("gasYearDays", "today", start)) / DAY_MS) + 1;
}

/** One month's gas, as the monthly consumption view gives it: a day of the month and its kWh. */
export interface MonthlyGas {
  /** Any day of the month, `YYYY-MM-DD` (the monthly curve's point date). */
  date: string;
  kwh: number;
}

/**
 * A yearly gas figure from monthly readings: the kWh of the months that lie within the gas year ending
 * on `today` (the current month up to today), per day they cover, times the gas year's days. With all
 * 12 months it is their sum; with fewer (a new supply, months without data) it is the same daily rate
 * carried over the whole year. A month that starts before the gas year is left out, since its kWh
 * cover days outside it.
 * @param months - monthly readings (several per month, e.g. one per period, add up)
 * @param today - the gas year's last day, `YYYY-MM-DD`
 * @returns the yearly kWh, the gas year's days and the days the readings covered; null without a month in it
 * @example gasYearConsumption([{ date: "2025-05-01", kwh: 310 }], "2025-05-31") // { kwh: 3650, days: 365, coveredDays: 31 }
 */
export function gasYearConsumption(
  months: readonly MonthlyGas[],
  today: string,
): { kwh: number; days: number; coveredDays: number } | null {
  expectArgument("gasYearConsumption", "months", months, "array");
  const last = utcDay("gasYearConsumption", "today", today);
  const first = utcDay("gasYearConsumption", "today", gasYearRange(today).start);
  const byMonth = new Map<string, number>();
  for (const reading of months) {
    const month = reading.date.slice(0, 7);
    const monthStart = utcDay("gasYearConsumption", "months[].date", `${month}-01`);
    if (monthStart < first || monthStart > last) continue;
    byMonth.set(month, (byMonth.get(month) ?? 0) + reading.kwh);
  }
  if (byMonth.size === 0) return null;
  let covered = 0;
  let kwh = 0;
  for (const [month, total] of byMonth) {
    const year = Number(month.slice(0, 4));
    const index = Number(month.slice(5, 7)) - 1;
    const monthEnd = Date.UTC(year, index, daysInMonth(year, index));
    covered += Math.round((Math.min(monthEnd, last) - Date.UTC(year, index, 1)) / DAY_MS) + 1;
    kwh += total;
  }
  const days = gasYearDays(today);
  return { kwh: (kwh / covered) * days, days, coveredDays: covered };
}
