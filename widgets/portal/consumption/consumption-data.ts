/**
 * Pure shaping of the consumption points (calls §7.4 cch/chart) for the chart, the table and the
 * legend of the consumption section. No React: tested on its own.
 */
import type { ConsumptionPoint, ConsumptionRange } from "../../../src/api/consumption";
import type { AccessTariff, TariffZone, TimeOfUsePeriod } from "../../../src/domain/tariffs/time-of-use";
import { TIME_OF_USE_PERIODS } from "../../../src/domain/tariffs/time-of-use";
import type { ChartBand, ChartPoint } from "../../../src/ui/chart/chart";
import { DAY_MS, PERIOD_COLOURS } from "./consumption.constants";

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
  // Fast path for the wire's own shapes (35,040 dates a year of quarter hours; a regex each costs tens of
  // milliseconds at 4x throttling): fixed positions, checked by the separators.
  if (
    date.length >= 7 &&
    date[4] === "-" &&
    (date.length === 7 || (date[7] === "-" && (date.length === 10 || (date.length === 16 && date[13] === ":"))))
  ) {
    const field = (from: number, to: number) => (date.length >= to ? Number(date.slice(from, to)) : 0);
    const time = Date.UTC(field(0, 4), field(5, 7) - 1, date.length >= 10 ? field(8, 10) : 1, field(11, 13), field(14, 16));
    if (!Number.isNaN(time)) return time;
  }
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
 * The line of an hourly or quarter-hourly view and its time-of-use bands (issue 17: "bands coloured by
 * time-of-use period"), in one pass over the points (each date is read once: a year has 35,040). A
 * band is a run of consecutive points of one period, so a year gives a few thousand bands, each painted
 * as one rectangle, not 35,040.
 * @param points - the answer's points (one per hour or quarter)
 * @param measure - which energy
 * @param step - the length of one point's bucket, ms (an hour, a quarter)
 * @returns `{x, y}` points sorted by x for the decimated line, and `[from, to)` bands in the period's colour
 * @example periodCurve(points, "active", 900_000).bands[0] // { from: Date.UTC(2025, 5, 2), to: Date.UTC(2025, 5, 2, 8), colour: "success" }
 */
export function periodCurve(
  points: readonly ConsumptionPoint[],
  measure: Measure,
  step: number,
): { line: ChartPoint[]; bands: ChartBand[] } {
  const ordered = isInTimeOrder(points) ? points : [...points].sort((a, b) => civilTime(a.date) - civilTime(b.date));
  const line: ChartPoint[] = new Array<ChartPoint>(ordered.length);
  const bands: ChartBand[] = [];
  let band: ChartBand | null = null;
  for (let index = 0; index < ordered.length; index += 1) {
    const point = ordered[index] as ConsumptionPoint;
    const x = civilTime(point.date);
    line[index] = { x, y: point[measure] };
    const period = periodOf(point);
    if (!period) {
      band = null;
    } else if (band && band.colour === PERIOD_COLOURS[period] && band.to === x) {
      band.to = x + step;
    } else {
      band = { from: x, to: x + step, colour: PERIOD_COLOURS[period] };
      bands.push(band);
    }
  }
  return { line, bands };
}

/** Whether the dates go forward (the server sends them so; the decimation plugin needs it). */
function isInTimeOrder(points: readonly ConsumptionPoint[]): boolean {
  for (let index = 1; index < points.length; index += 1) {
    if ((points[index - 1] as ConsumptionPoint).date > (points[index] as ConsumptionPoint).date) return false;
  }
  return true;
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
