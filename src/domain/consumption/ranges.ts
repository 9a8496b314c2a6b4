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
 * @returns monthly: the 12 whole months before this one (from the first day of the month twelve months
 *   back to the last day of the previous month); daily: from the first of this month to today; the fine
 *   views: null (the server's last day)
 * @example consumptionViewRange("monthly", new Date(2025, 5, 15)) // { start: "2024-06-01", end: "2025-05-31" }
 * @example consumptionViewRange("daily", new Date(2026, 10, 28)) // { start: "2026-11-01", end: "2026-11-28" }
 */
export function consumptionViewRange(view: ConsumptionType, today: Date): DayRange | null {
  // Whole months only (issue 39, reviewer point 10: a 13th bar, a partial month, stood beside whole ones
  // and read as a drop in consumption). The month under way, whose data is also about 3 days late
  // (spec §2), is the daily view's, so the monthly one shows 12 comparable bars and loses nothing.
  if (view === "monthly")
    return {
      start: day(new Date(today.getFullYear(), today.getMonth() - 12, 1)),
      end: day(new Date(today.getFullYear(), today.getMonth(), 0)),
    };
  if (view === "daily") return { start: day(new Date(today.getFullYear(), today.getMonth(), 1)), end: day(today) };
  return null;
}
