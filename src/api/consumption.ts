/**
 * Consumption curves (CCH) of an electricity contract (calls document §7.4). The wire's point names
 * (`activa`, `exportada`, `reactiva`) are checked and mapped here to English.
 */
import * as v from "valibot";
import { finiteNumber } from "./wire";
import { queryKey } from "../runtime/query-key";
import type { ApiClient, BlobAnswer } from "./types";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * @example const chart = useQuery(consumptionKeys.chart(id, "monthly", range), (signal) => getConsumptionChart(api, id, "monthly", range, signal));
 */
export const consumptionKeys = {
  all: queryKey("consumption"),
  /** `getConsumptionChart(api, contractId, type, range)` */
  chart: (contractId: string | number, type: ConsumptionType, range: { start?: string; end?: string }) =>
    queryKey("consumption", "chart", contractId, type, range.start ?? "", range.end ?? ""),
};

/** Path values of the chart and download calls (portal-spec §9: monthly, daily, hourly, quarter-hourly). */
export const CONSUMPTION_TYPES = ["monthly", "daily", "hourly", "quarterhourly"] as const;
export type ConsumptionType = (typeof CONSUMPTION_TYPES)[number];

/**
 * One point of a consumption curve (portal-spec §3 "Consumption point: date, activa, exportada,
 * reactiva, period"; calls §7.4 cch/chart). A month or a day has one point per period.
 */
export interface ConsumptionPoint {
  /** §3 `date`: the start of its bucket (`YYYY-MM`, `YYYY-MM-DD`, `YYYY-MM-DD HH:mm`). */
  date: string;
  /** §3 `activa`: energy taken from the grid, kWh. */
  active: number;
  /** §3 `exportada`: energy fed into the grid (self-consumption), kWh; 0 when absent. */
  exported: number;
  /** §3 `reactiva`: reactive energy, kVArh; 0 when absent. */
  reactive: number;
  /** §3 `period`: the time-of-use period, P1..P6, when the bucket has one. */
  period: string | null;
}

/** A consumption curve between two days (calls §7.4 `GET contracts/{id}/cch/chart/{type}/`). */
export interface ConsumptionChart {
  points: ConsumptionPoint[];
  /** First day covered (`YYYY-MM-DD`): the day asked, else the first point's day. */
  start: string | null;
  /** Last day covered (`YYYY-MM-DD`): the day asked, else the last point's day. */
  end: string | null;
}

const ConsumptionPointSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({
    date: v.string(),
    activa: finiteNumber,
    exportada: v.optional(finiteNumber, 0),
    reactiva: v.optional(finiteNumber, 0),
    period: v.nullish(v.string()),
  }),
  v.transform((wire): ConsumptionPoint => ({
    date: wire.date,
    active: wire.activa,
    exported: wire.exportada,
    reactive: wire.reactiva,
    period: wire.period ?? null,
  })),
);

/**
 * Boundary check of the chart answer: the catalogue documents its points only (calls §7.4 "consumption
 * points {date, activa, exportada, reactiva, period}"), in the list wrapper (calls §3).
 */
export const ConsumptionChartSchema = /* @__PURE__ */ v.looseObject({
  items: v.array(ConsumptionPointSchema),
  n_items: v.optional(v.number()),
});

/** The day a point's date starts on: `YYYY-MM` is its month's first day (`last`: its last day). */
function dayOf(date: string, last: boolean): string {
  if (!/^\d{4}-\d{2}$/.test(date)) return date.slice(0, 10);
  if (!last) return `${date}-01`;
  const [year, month] = date.split("-").map(Number) as [number, number];
  return `${date}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, "0")}`;
}

/**
 * The range a chart covers: the days asked, else (a view that names none, e.g. hourly's last day with
 * data) the days of its first and last points. The answer itself names no range (calls §7.4).
 */
function chartOf(points: ConsumptionPoint[], range: ConsumptionRange): ConsumptionChart {
  const first = points[0]?.date;
  const last = points.at(-1)?.date;
  return {
    points,
    start: range.start ?? (first === undefined ? null : dayOf(first, false)),
    end: range.end ?? (last === undefined ? null : dayOf(last, true)),
  };
}

/** Server messages of the chart call (spec §7.4), in `ApiError.serverMessage`. */
export const CCH_NO_DATA = "contract_cch_chart_no_data";
export const CCH_INVALID_DATE = "cch_invalid_date";

/** Dates as the calls expect them: `YYYY-MM-DD`, both inclusive. */
export interface ConsumptionRange {
  start?: string;
  end?: string;
}

/**
 * Consumption points between two days (v2, falls back to v1). No data answers 404 with
 * `contract_cch_chart_no_data`; a bad date 400 with `cch_invalid_date`.
 * @param api the tag's client
 * @param contractId the contract's id
 * @param type the bucket size
 * @param range first and last day, inclusive
 * @param signal aborts the call
 * @returns the points and the range answered
 * @example const { points } = await getConsumptionChart(api, 4100, "daily", { start: "2025-05-01", end: "2025-05-31" });
 */
export async function getConsumptionChart(
  api: ApiClient,
  contractId: string | number,
  type: ConsumptionType,
  range: ConsumptionRange = {},
  signal?: AbortSignal,
): Promise<ConsumptionChart> {
  const answer = await api.get(`contracts/${encodeURIComponent(String(contractId))}/cch/chart/${type}/`, {
    version: 2,
    query: { start: range.start, end: range.end },
    schema: ConsumptionChartSchema,
    signal,
  });
  return chartOf(answer.items, range);
}

/**
 * The same points as a CSV file (v1).
 * @param api the tag's client
 * @param contractId the contract's id
 * @param type the bucket size
 * @param range first and last day, inclusive
 * @param signal aborts the call
 * @returns the file and its name
 * @example const { blob, filename } = await downloadConsumption(api, 4100, "hourly", { start: "2025-05-01", end: "2025-05-31" });
 */
export function downloadConsumption(
  api: ApiClient,
  contractId: string | number,
  type: ConsumptionType,
  range: ConsumptionRange = {},
  signal?: AbortSignal,
): Promise<BlobAnswer> {
  return api.blob(`contracts/${encodeURIComponent(String(contractId))}/cch/download/${type}/`, {
    version: 1,
    query: { start: range.start, end: range.end },
    signal,
  });
}
