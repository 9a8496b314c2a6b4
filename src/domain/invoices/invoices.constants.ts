/**
 * The invoices page's numbers (portal-spec §9), each in one place. The page sizes themselves are in
 * `src/domain/limits.ts` (shared with the contracts list).
 */

/** spec §9 "Invoice page chart: maximum contracts default 10" (the setting `invoices.chartMaxContracts` overrides it). */
export const DEFAULT_CHART_MAX_CONTRACTS = 10;

/**
 * The most invoices the invoices chart reads (ours; spec §2 "chart of invoices per contract", §9 gives
 * no such figure): 20 calls of the largest page (150, spec §9), read one after another while the list
 * is already on screen. The chart sums every invoice of the filter up to this many; above it, the
 * newest ones, whole months only, and says so (docs/product.md "Invoices").
 */
export const CHART_MAX_INVOICES = 3000;

/** spec §9 "Chart: ... height 500". */
export const CHART_HEIGHT_PX = 500;

/** spec §9 "or 1000 on narrow screens with more than 6 series". */
export const CHART_TALL_HEIGHT_PX = 1000;

/** spec §9 "more than 6 series" makes a narrow screen's chart tall. */
export const CHART_TALL_AFTER_SERIES = 6;

/** spec §9 "mobile breakpoint below 768 px". */
export const MOBILE_BREAKPOINT_PX = 768;

/** spec §9 "Tooltip touch leave delay 5000 ms". */
export const CHART_TOUCH_LEAVE_DELAY_MS = 5000;

/** spec §9 "total rounded to 2 decimals"; spec §9 Units "Money with 2 decimals". */
export const MONEY_DECIMALS = 2;

/**
 * The chart's height for a screen width and a number of series (spec §9).
 * @param narrow - whether the screen is below {@link MOBILE_BREAKPOINT_PX}
 * @param series - how many contracts the chart draws
 * @returns the height in px
 * @example chartHeight(true, 7) // 1000
 */
export function chartHeight(narrow: boolean, series: number): number {
  return narrow && series > CHART_TALL_AFTER_SERIES ? CHART_TALL_HEIGHT_PX : CHART_HEIGHT_PX;
}
