/**
 * The consumption views' own date ranges (portal-spec §2 "Consumption: views monthly (last 12 months),
 * daily (current month), hourly, quarter-hourly"). Sent with the view's first load, not left to the
 * server: a server that picks another default (or none) would show the customer another period than
 * the one the screen promises. The fine views name no range; the server gives its last day with data.
 */
import type { ConsumptionType } from "../../api/consumption";

/** A range as the chart call takes it: `YYYY-MM-DD`, both ends included. */
export interface DayRange {
  start: string;
  end: string;
}

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/**
 * The range a view opens on, in the customer's calendar.
 * @param view - the consumption view
 * @param today - the customer's today
 * @returns monthly: from the first day of the month eleven months back to today (12 months with this
 *   one); daily: from the first of this month to today; the fine views: null (the server's last day)
 * @example consumptionViewRange("daily", new Date(2026, 10, 28)) // { start: "2026-11-01", end: "2026-11-28" }
 */
export function consumptionViewRange(view: ConsumptionType, today: Date): DayRange | null {
  if (view === "monthly") return { start: day(new Date(today.getFullYear(), today.getMonth() - 11, 1)), end: day(today) };
  if (view === "daily") return { start: day(new Date(today.getFullYear(), today.getMonth(), 1)), end: day(today) };
  return null;
}
