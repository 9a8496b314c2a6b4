/**
 * Pure shaping of the consumption points (calls §7.4 cch/chart) for the chart, the table and the
 * legend of the consumption section. No React: tested on its own.
 */
import type { ConsumptionPoint, ConsumptionRange } from "../../../src/api/consumption";
import type { AccessTariff, TariffZone, TimeOfUsePeriod } from "../../../src/domain/tariffs/time-of-use";
import { TIME_OF_USE_PERIODS } from "../../../src/domain/tariffs/time-of-use";
import type { ChartPoint } from "../../../src/ui/chart/chart";
import { DAY_MS, PERIOD_COLOURS } from "./consumption-constants";

/** The three energies of a point (spec §3 Consumption point: activa, exportada, reactiva). */
export type Measure = "active" | "exported" | "reactive";
export const MEASURES: readonly Measure[] = ["active", "exported", "reactive"];

/**
 * The time-of-use schedule of a contract, when its access tariff has one (3.0TDVE, the vehicle
 * charging variant, keeps 3.0TD's periods). Zone from `is_peninsula` (spec §3): not the peninsula is
 * read as the Balearic Islands, the only other schedule of the rule.
 * @param tariff - the contract's `tariff.name`
 * @param isPeninsula - the contract's `is_peninsula`
 * @returns the tariff and zone, or null (gas, unknown tariffs)
 * @example scheduleOf("3.0TDVE", true) // { tariff: "3.0TD", zone: "peninsula" }
 */
export function scheduleOf(tariff: string | null, isPeninsula: boolean): { tariff: AccessTariff; zone: TariffZone } | null {
  const name = (tariff ?? "").toUpperCase().replace(/\s/g, "");
  const known = (["2.0TD", "3.0TD", "6.1TD"] as const).find((candidate) => name.startsWith(candidate));
  return known ? { tariff: known, zone: isPeninsula ? "peninsula" : "balearic" } : null;
}

/** A point's period when it is one of P1–P6. */
export function periodOf(point: ConsumptionPoint): TimeOfUsePeriod | null {
  return (TIME_OF_USE_PERIODS as readonly string[]).includes(point.period ?? "") ? (point.period as TimeOfUsePeriod) : null;
}

/**
 * A point's `date` (`YYYY-MM`, `YYYY-MM-DD`, `YYYY-MM-DD HH:mm`, Spanish civil time) as a number for a
 * time axis: the civil time read as if it were UTC, so formatting it in UTC shows it back unchanged
 * whatever the visitor's own time zone.
 * @param date - the point's date
 * @returns milliseconds
 * @example civilTime("2025-06-01 10:15") === Date.UTC(2025, 5, 1, 10, 15)
 */
export function civilTime(date: string): number {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[ T](\d{2}):(\d{2}))?/.exec(date);
  if (!match) return Number.NaN;
  const [, year, month, day = "1", hour = "0", minute = "0"] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
}

/** The stacked bars of a monthly or daily view: one bar per date, one series per period. */
export interface PeriodBars {
  dates: string[];
  series: Array<{ period: TimeOfUsePeriod | null; values: number[] }>;
}

/**
 * Stacks a measure by period over the dates (spec §2 "energy by period"; a month or a day has one point
 * per period it touched).
 * @param points - the answer's points
 * @param measure - which energy
 * @returns dates in order and one series per period present (P1 first)
 * @example periodBars([{ date: "2025-05", period: "P1", active: 3, … }], "active")
 */
export function periodBars(points: readonly ConsumptionPoint[], measure: Measure): PeriodBars {
  const dates: string[] = [];
  const indexOf = new Map<string, number>();
  for (const point of points) {
    if (!indexOf.has(point.date)) {
      indexOf.set(point.date, dates.length);
      dates.push(point.date);
    }
  }
  const byPeriod = new Map<TimeOfUsePeriod | null, number[]>();
  for (const point of points) {
    const period = periodOf(point);
    let values = byPeriod.get(period);
    if (!values) {
      values = new Array<number>(dates.length).fill(0);
      byPeriod.set(period, values);
    }
    const index = indexOf.get(point.date) ?? 0;
    values[index] = (values[index] ?? 0) + point[measure];
  }
  const order = (period: TimeOfUsePeriod | null) => (period ? TIME_OF_USE_PERIODS.indexOf(period) : 99);
  const series = [...byPeriod.entries()].sort(([a], [b]) => order(a) - order(b)).map(([period, values]) => ({ period, values }));
  return { dates, series };
}

/**
 * The line of an hourly or quarter-hourly view, each stretch coloured by its period (bands).
 * @param points - the answer's points (one per hour or quarter)
 * @param measure - which energy
 * @returns sorted `{x, y, colour}` points for the chart's decimated line
 * @example periodLine(points, "active")[0] // { x: Date.UTC(2025, 5, 1), y: 0.12, colour: "success" }
 */
export function periodLine(points: readonly ConsumptionPoint[], measure: Measure): ChartPoint[] {
  const line: ChartPoint[] = new Array<ChartPoint>(points.length);
  let sorted = true;
  for (let index = 0; index < points.length; index += 1) {
    const point = points[index] as ConsumptionPoint;
    const period = periodOf(point);
    line[index] = period
      ? { x: civilTime(point.date), y: point[measure], colour: PERIOD_COLOURS[period] }
      : { x: civilTime(point.date), y: point[measure] };
    if (index > 0 && (line[index - 1] as ChartPoint).x > (line[index] as ChartPoint).x) sorted = false;
  }
  // The decimation plugin needs the points sorted by x; the server sends them in order already.
  return sorted ? line : line.sort((a, b) => a.x - b.x);
}

/** The totals of one period over the range. */
export interface PeriodTotal {
  period: TimeOfUsePeriod | null;
  active: number;
  exported: number;
  reactive: number;
}

/**
 * The energies by period over the range (spec §2 "active, exported and reactive energy by period").
 * @param points - the answer's points
 * @returns one total per period present, P1 first
 * @example totalsByPeriod(points)[0] // { period: "P1", active: 120.4, exported: 0, reactive: 20.1 }
 */
export function totalsByPeriod(points: readonly ConsumptionPoint[]): PeriodTotal[] {
  const totals = new Map<TimeOfUsePeriod | null, PeriodTotal>();
  for (const point of points) {
    const period = periodOf(point);
    const total = totals.get(period) ?? { period, active: 0, exported: 0, reactive: 0 };
    total.active += point.active;
    total.exported += point.exported;
    total.reactive += point.reactive;
    totals.set(period, total);
  }
  const order = (period: TimeOfUsePeriod | null) => (period ? TIME_OF_USE_PERIODS.indexOf(period) : 99);
  return [...totals.values()].sort((a, b) => order(a.period) - order(b.period));
}

/** `YYYY-MM-DD` of a UTC day. */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Whether a value is a real calendar day `YYYY-MM-DD` (spec §5 "Dates valid for consumption curves").
 * @param value - what the date field holds
 * @returns true for a real day
 * @example isCalendarDay("2025-02-30") // false
 */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(civilTime(value)) === value;
}

/**
 * The range of the same length just before or after (the Earlier and Later buttons: the range moves
 * with the keyboard alone).
 * @param range - a range of two calendar days
 * @param direction - -1 earlier, 1 later
 * @returns the moved range, or the range itself when it is not two valid days
 * @example shiftRange({ start: "2025-06-01", end: "2025-06-07" }, -1) // { start: "2025-05-25", end: "2025-05-31" }
 */
export function shiftRange(range: ConsumptionRange, direction: -1 | 1): ConsumptionRange {
  if (!range.start || !range.end || !isCalendarDay(range.start) || !isCalendarDay(range.end)) return range;
  const start = civilTime(range.start);
  const end = civilTime(range.end);
  const length = Math.max(end - start, 0) + DAY_MS;
  return { start: isoDay(start + direction * length), end: isoDay(end + direction * length) };
}
