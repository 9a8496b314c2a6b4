import { expectArgument } from "../arguments";
/**
 * Time-of-use periods of the Spanish access tariffs (portal-spec §9 "Time-of-use"; CNMC Circular 3/2020,
 * of 15 January, BOE-A-2020-1066, article 7 "Periodos horarios" and its annex of seasons and hours).
 * Pure and DOM-free (`ov-widgets/rules`): the rule and the tables the consumption legend reads its hour
 * ranges from, so the legend and the rule can never disagree.
 */

/** The access tariffs with a time-of-use schedule: domestic 2.0TD (3 periods), 3.0TD and 6.1TD (6 periods). */
export type AccessTariff = "2.0TD" | "3.0TD" | "6.1TD";
/** The electrical systems whose schedules differ (Circular 3/2020 annex: peninsula, Illes Balears). */
export type TariffZone = "peninsula" | "balearic";
/** A time-of-use period, P1 the dearest. */
export type TimeOfUsePeriod = "P1" | "P2" | "P3" | "P4" | "P5" | "P6";
/** The seasons of the six-period tariffs (Circular 3/2020: alta, media alta, media, baja). */
export type TariffSeason = "high" | "mediumHigh" | "medium" | "low";

/** Every period, in order. */
export const TIME_OF_USE_PERIODS: readonly TimeOfUsePeriod[] = ["P1", "P2", "P3", "P4", "P5", "P6"];

/** The time zone the periods are defined in (Circular 3/2020: "hora oficial" of the peninsula and the Balearic Islands). */
export const SPAIN_TIME_ZONE = "Europe/Madrid";

/**
 * The national holidays of fixed date, `MM-DD`, which are valley (2.0TD P3, six-period P6) all day
 * (Circular 3/2020 art. 7: "festivos de ámbito nacional, definidos como tales en el año de que se trate,
 * con exclusión tanto de los festivos sustituibles como de los que no tienen fecha fija"); the list is
 * the one of issue 17 (portal-spec §9 "fixed holidays").
 */
export const FIXED_NATIONAL_HOLIDAYS: readonly string[] = ["01-01", "01-06", "05-01", "08-15", "10-12", "11-01", "12-06", "12-08", "12-25"];

/** A band of hours of a day, `[from, to)` in local hours (0–24). */
export interface HourBand {
  from: number;
  to: number;
}

/** The three kinds of hour of a working day. */
interface DaySchedule {
  peak: readonly HourBand[];
  flat: readonly HourBand[];
  valley: readonly HourBand[];
}

const band = (from: number, to: number): HourBand => ({ from, to });

/**
 * 2.0TD, every zone of this rule (Circular 3/2020 art. 7.1.a, the same for the peninsula and the Balearic
 * Islands): peak P1 10–14 and 18–22, flat P2 8–10, 14–18 and 22–24, valley P3 0–8, Monday to Friday.
 */
export const DOMESTIC_SCHEDULE: DaySchedule = {
  peak: [band(10, 14), band(18, 22)],
  flat: [band(8, 10), band(14, 18), band(22, 24)],
  valley: [band(0, 8)],
};

/**
 * The six-period tariffs' working-day hours by zone (Circular 3/2020 art. 7.1.b and annex): the peninsula's
 * peak is 9–14 and 18–22, the Balearic Islands' 10–15 and 18–22; 0–8 is P6 in both.
 */
export const SIX_PERIOD_SCHEDULES: Record<TariffZone, DaySchedule> = {
  peninsula: {
    peak: [band(9, 14), band(18, 22)],
    flat: [band(8, 9), band(14, 18), band(22, 24)],
    valley: [band(0, 8)],
  },
  balearic: {
    peak: [band(10, 15), band(18, 22)],
    flat: [band(8, 10), band(15, 18), band(22, 24)],
    valley: [band(0, 8)],
  },
};

/**
 * The season of each month (index 0 = January) by zone (Circular 3/2020 annex, "temporadas"):
 * peninsula high Jan, Feb, Jul, Dec; medium-high Mar, Nov; medium Jun, Aug, Sep; low Apr, May, Oct.
 * Balearic Islands high Jun–Sep; medium-high May, Oct; medium Jan, Feb, Dec; low Mar, Apr, Nov.
 */
export const SEASONS_BY_MONTH: Record<TariffZone, readonly TariffSeason[]> = {
  peninsula: ["high", "high", "mediumHigh", "low", "low", "medium", "high", "medium", "medium", "low", "mediumHigh", "high"],
  balearic: ["medium", "medium", "low", "low", "mediumHigh", "high", "high", "high", "high", "mediumHigh", "low", "medium"],
};

/** The periods a season's peak and flat hours fall in; valley hours are always P6 (Circular 3/2020 art. 7.1.b). */
export const SEASON_PERIODS: Record<TariffSeason, { peak: TimeOfUsePeriod; flat: TimeOfUsePeriod }> = {
  high: { peak: "P1", flat: "P2" },
  mediumHigh: { peak: "P2", flat: "P3" },
  medium: { peak: "P3", flat: "P4" },
  low: { peak: "P4", flat: "P5" },
};

/** A civil date and hour in Spain's local time. */
export interface SpanishLocalTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0 (Sunday) – 6 (Saturday). */
  weekday: number;
  /** 0–23. */
  hour: number;
}

let formatter: Intl.DateTimeFormat | null = null;

/**
 * The civil date and hour of an instant in Spain (Europe/Madrid), through Intl (both DST changes: the
 * last Sunday of March has 23 hours, the last Sunday of October 25).
 * @param instant - any instant
 * @returns its local year, month, day, weekday and hour
 * @example spanishLocalTime(new Date("2025-06-15T08:30:00Z")) // { year: 2025, month: 6, day: 15, weekday: 0, hour: 10 }
 */
export function spanishLocalTime(instant: Date): SpanishLocalTime {
  expectArgument("spanishLocalTime", "instant", instant, "date");
  formatter ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: SPAIN_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    hourCycle: "h23",
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 0;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  // Some engines print midnight as 24 even with h23; the civil hour is 0 then.
  const hour = (parts.hour ?? 0) % 24;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday, hour };
}

/**
 * Whether a local day is valley all day: Saturday, Sunday or a fixed national holiday (Circular 3/2020
 * art. 7; no movable feasts, no substitute days).
 * @param local - a local date
 * @returns true for weekends and the holidays of {@link FIXED_NATIONAL_HOLIDAYS}
 * @example isOffDay({ year: 2025, month: 12, day: 25, weekday: 4, hour: 12 }) // true
 */
export function isOffDay(local: Pick<SpanishLocalTime, "month" | "day" | "weekday">): boolean {
  expectArgument("isOffDay", "local", local, "object");
  if (local.weekday === 0 || local.weekday === 6) return true;
  const key = `${String(local.month).padStart(2, "0")}-${String(local.day).padStart(2, "0")}`;
  return FIXED_NATIONAL_HOLIDAYS.includes(key);
}

const inBands = (hour: number, bands: readonly HourBand[]) => bands.some(({ from, to }) => hour >= from && hour < to);

/**
 * The time-of-use period of an instant (portal-spec §9; CNMC Circular 3/2020), evaluated in Spain's
 * local time. 2.0TD: P1 peak, P2 flat, P3 valley and whole weekends and fixed national holidays.
 * 3.0TD and 6.1TD: six periods by the month's season and the zone's hours, P6 at night and on whole
 * weekends and fixed national holidays.
 * @param instant - the instant (a quarter-hour's start, an hour's start…)
 * @param tariff - the access tariff
 * @param zone - the peninsula or the Balearic Islands
 * @returns "P1" to "P6"
 * @example timeOfUsePeriod(new Date("2025-06-16T09:00:00Z"), "2.0TD", "peninsula") // "P1" (11:00 on a Monday)
 */
export function timeOfUsePeriod(instant: Date, tariff: AccessTariff, zone: TariffZone): TimeOfUsePeriod {
  expectArgument("timeOfUsePeriod", "instant", instant, "date");
  expectArgument("timeOfUsePeriod", "tariff", tariff, "string");
  expectArgument("timeOfUsePeriod", "zone", zone, "string");
  const local = spanishLocalTime(instant);
  const offDay = isOffDay(local);
  if (tariff === "2.0TD") {
    if (offDay || inBands(local.hour, DOMESTIC_SCHEDULE.valley)) return "P3";
    return inBands(local.hour, DOMESTIC_SCHEDULE.peak) ? "P1" : "P2";
  }
  const schedule = SIX_PERIOD_SCHEDULES[zone];
  if (offDay || inBands(local.hour, schedule.valley)) return "P6";
  const season = SEASONS_BY_MONTH[zone][local.month - 1] ?? "low";
  return inBands(local.hour, schedule.peak) ? SEASON_PERIODS[season].peak : SEASON_PERIODS[season].flat;
}

/** What one period covers: working-day hour bands in some months, and whether whole off-days too. */
export interface PeriodCoverage {
  period: TimeOfUsePeriod;
  /** Working-day (Monday–Friday) bands, each with the months (1–12) it applies in; 12 months = all year. */
  weekdays: Array<{ months: readonly number[]; hours: readonly HourBand[] }>;
  /** Saturdays, Sundays and fixed national holidays all day. */
  offDays: boolean;
}

/**
 * Which hours each period covers, for a legend (same tables as {@link timeOfUsePeriod}): 3 periods for
 * 2.0TD, 6 for 3.0TD and 6.1TD.
 * @param tariff - the access tariff
 * @param zone - the peninsula or the Balearic Islands
 * @returns one entry per period, P1 first
 * @example periodCoverage("2.0TD", "peninsula")[0] // { period: "P1", weekdays: [{ months: [1..12], hours: [{from:10,to:14},{from:18,to:22}] }], offDays: false }
 */
export function periodCoverage(tariff: AccessTariff, zone: TariffZone): PeriodCoverage[] {
  expectArgument("periodCoverage", "tariff", tariff, "string");
  expectArgument("periodCoverage", "zone", zone, "string");
  const allYear = Array.from({ length: 12 }, (_, index) => index + 1);
  if (tariff === "2.0TD") {
    return [
      { period: "P1", weekdays: [{ months: allYear, hours: DOMESTIC_SCHEDULE.peak }], offDays: false },
      { period: "P2", weekdays: [{ months: allYear, hours: DOMESTIC_SCHEDULE.flat }], offDays: false },
      { period: "P3", weekdays: [{ months: allYear, hours: DOMESTIC_SCHEDULE.valley }], offDays: true },
    ];
  }
  const schedule = SIX_PERIOD_SCHEDULES[zone];
  const seasons = SEASONS_BY_MONTH[zone];
  const monthsOf = (season: TariffSeason) => allYear.filter((month) => seasons[month - 1] === season);
  return TIME_OF_USE_PERIODS.map((period): PeriodCoverage => {
    if (period === "P6") return { period, weekdays: [{ months: allYear, hours: schedule.valley }], offDays: true };
    const weekdays: PeriodCoverage["weekdays"] = [];
    for (const season of Object.keys(SEASON_PERIODS) as TariffSeason[]) {
      if (SEASON_PERIODS[season].peak === period) weekdays.push({ months: monthsOf(season), hours: schedule.peak });
      if (SEASON_PERIODS[season].flat === period) weekdays.push({ months: monthsOf(season), hours: schedule.flat });
    }
    return { period, weekdays, offDays: false };
  });
}

/**
 * The periods a tariff uses (3 for 2.0TD, 6 otherwise).
 * @param tariff - the access tariff
 * @returns P1… in order
 * @example tariffPeriods("2.0TD") // ["P1", "P2", "P3"]
 */
export function tariffPeriods(tariff: AccessTariff): readonly TimeOfUsePeriod[] {
  expectArgument("tariffPeriods", "tariff", tariff, "string");
  return tariff === "2.0TD" ? TIME_OF_USE_PERIODS.slice(0, 3) : TIME_OF_USE_PERIODS;
}
