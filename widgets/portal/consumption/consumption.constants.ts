/**
 * The consumption section's numbers and choices (portal-spec §2 "Contract detail", §9 "Chart",
 * "Consumption data lag"), each in one place.
 */
import type { ConsumptionType } from "../../../src/api/consumption";
import type { TimeOfUsePeriod } from "../../../src/domain/tariffs/time-of-use";
import type { ChartColour } from "../../../src/ui/chart/chart";

/** spec §2 consumption views: monthly (last 12 months), daily (current month), hourly, quarter-hourly. */
export const CONSUMPTION_VIEWS: readonly ConsumptionType[] = ["monthly", "daily", "hourly", "quarterhourly"];

/** spec §9 "Consumption data lag about 3 days": said in the provisional-data note. */
export const DATA_LAG_DAYS = 3;

/** spec §9 "Chart: height 500" (at most six series here, so never the narrow screens' 1000). */
export const CHART_HEIGHT = "500px";

/** Rows of the table view per page: a day of quarter hours; 35,040 rows are never rendered at once. */
export const TABLE_PAGE_SIZE = 96;
/** Page sizes the table offers: a day of hours, a day of quarter hours, a week of hours. */
export const TABLE_PAGE_SIZES: readonly number[] = [24, 96, 168];

/**
 * The colour of each time-of-use period in bars, lines and the legend: six theme tokens, so the dark
 * theme and a host page's colours apply, P1 (dearest) the warmest.
 */
export const PERIOD_COLOURS: Record<TimeOfUsePeriod, ChartColour> = {
  P1: "danger",
  P2: "warning",
  P3: "success",
  P4: "info",
  P5: "primary",
  P6: "muted",
};

/** The bucket of each fine view, ms: the width of a point's time-of-use band. */
export const BUCKET_MS = { hourly: 3_600_000, quarterhourly: 900_000 } as const;

/** Decimals of an hour's or a quarter's energy (the wire's precision, calls §7.4); totals keep spec §9's 0. */
export const FINE_DECIMALS = 3;

/** Milliseconds in a day (the range's Earlier/Later move by whole days). */
export const DAY_MS = 86_400_000;
