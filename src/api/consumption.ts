/** Consumption curves (CCH) of an electricity contract (calls document §7.4). */
import * as v from "valibot";
import type { ApiClient, BlobAnswer } from "./types";

const num = /* @__PURE__ */ v.pipe(v.union([v.number(), v.string()]), v.transform(Number));

/** Path values of the chart and download calls (portal-spec §9: monthly, daily, hourly, quarter-hourly). */
export const CONSUMPTION_TYPES = ["monthly", "daily", "hourly", "quarterhourly"] as const;
export type ConsumptionType = (typeof CONSUMPTION_TYPES)[number];

/**
 * One point (spec §3 "Consumption point"). `date` is the start of its bucket (`YYYY-MM`,
 * `YYYY-MM-DD`, `YYYY-MM-DD HH:mm`); a month or a day has one point per period.
 */
export const ConsumptionPointSchema = /* @__PURE__ */ v.looseObject({
  date: v.string(),
  activa: num,
  exportada: v.optional(num, 0),
  reactiva: v.optional(num, 0),
  period: v.nullish(v.string()),
});

export const ConsumptionChartSchema = /* @__PURE__ */ v.looseObject({
  items: v.array(ConsumptionPointSchema),
  n_items: v.optional(v.number()),
  type: v.optional(v.string()),
  start: v.optional(v.string()),
  end: v.optional(v.string()),
  unit: v.optional(v.string(), "kWh"),
  /** portal-spec §2: data is provisional (about 3 days late) until invoiced. */
  provisional: v.optional(v.boolean(), true),
});

export type ConsumptionPoint = v.InferOutput<typeof ConsumptionPointSchema>;
export type ConsumptionChart = v.InferOutput<typeof ConsumptionChartSchema>;

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
 * @example const { items } = await getConsumptionChart(api, 4100, "daily", { start: "2025-05-01", end: "2025-05-31" });
 */
export function getConsumptionChart(
  api: ApiClient,
  contractId: string | number,
  type: ConsumptionType,
  range: ConsumptionRange = {},
  signal?: AbortSignal,
) {
  return api.get(`contracts/${encodeURIComponent(String(contractId))}/cch/chart/${type}/`, {
    version: 2,
    query: { start: range.start, end: range.end },
    schema: ConsumptionChartSchema,
    signal,
  });
}

/**
 * The same points as a CSV file (v1).
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
