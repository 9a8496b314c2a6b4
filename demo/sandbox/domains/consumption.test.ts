// @vitest-environment node
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "../test-clock.ts";
import { createApiClient } from "../../../src/api/client";
import { ResponseCache } from "../../../src/api/cache";
import { ApiError } from "../../../src/api/errors";
import { ConsumptionChartSchema, downloadConsumption, getConsumptionChart, type ConsumptionPoint } from "../../../src/api/consumption";
import { createSandbox } from "../sandbox.ts";
import { period20TD, period30TD } from "./consumption.ts";

const NOW = TEST_NOW;
/** A year of data ending 3 days before NOW: 2024-06-13 00:00 to 2025-06-12 23:45. */
const FIRST_DAY = "2024-06-13";
const LAST_DAY = "2025-06-12";
/** The data reach back to the first day of the month twelve months before NOW's (the monthly view's whole months). */
const DATA_START = "2024-06-01";

function setup(who = "household", seed?: number) {
  const sandbox = createSandbox({ now: NOW, seed });
  const token = sandbox.tokenFor(who);
  const api = createApiClient({
    apiBase: () => "http://sandbox.local",
    locale: () => "ca",
    token: () => token,
    timeoutMs: () => 10_000,
    fetch: () => sandbox.fetch,
    report: () => {},
    onTokenExpired: () => {},
    cache: new ResponseCache(),
  });
  const raw = (path: string) => sandbox.fetch(`http://sandbox.local/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { sandbox, api, raw };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

const sum = (points: readonly ConsumptionPoint[], key: "active" | "exported" | "reactive") =>
  points.reduce((total, p) => total + p[key], 0);

describe("consumption curves", () => {
  it("has 35,040 quarter-hour points in a year, ending 3 days before now", async () => {
    const { api } = setup();
    const started = performance.now();
    const chart = await getConsumptionChart(api, "0104521", "quarterhourly", { start: FIRST_DAY, end: "2025-12-31" });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(chart.points).toHaveLength(35_040);
    expect(chart.points[0]?.date).toBe(`${FIRST_DAY} 00:00`);
    expect(chart.points.at(-1)?.date).toBe(`${LAST_DAY} 23:45`);
    expect(chart.points[1]?.date).toBe(`${FIRST_DAY} 00:15`);
    expect(chart.points.every((p) => p.active >= 0 && p.reactive >= 0)).toBe(true);
  });

  it("reaches back to the first day of the month twelve months ago: the monthly view's 12 months are whole (issue 39)", async () => {
    const { api } = setup();
    const daily = await getConsumptionChart(api, "0104521", "daily", { start: "2024-01-01", end: "2024-06-30" });
    expect(daily.points[0]?.date.slice(0, 10)).toBe(DATA_START);
    const monthly = await getConsumptionChart(api, "0104521", "monthly", { start: DATA_START, end: "2025-05-31" });
    expect(new Set(monthly.points.map((p) => p.date.slice(0, 7))).size).toBe(12);
  });

  it("applies the domestic time-of-use periods to 2.0TD and six periods to 3.0TD", async () => {
    expect(period20TD(false, 11)).toBe("P1");
    expect(period20TD(false, 19)).toBe("P1");
    expect(period20TD(false, 9)).toBe("P2");
    expect(period20TD(false, 23)).toBe("P2");
    expect(period20TD(false, 3)).toBe("P3");
    expect(period20TD(true, 12)).toBe("P3");
    expect(period30TD(false, 0, 10)).toBe("P1");
    expect(period30TD(false, 3, 15)).toBe("P5");
    const { api } = setup();
    // 2025-06-11 is a Wednesday, 2025-06-07 a Saturday.
    const day = await getConsumptionChart(api, "0104521", "hourly", { start: "2025-06-11", end: "2025-06-11" });
    const at = (hour: string) => day.points.find((p) => p.date === `2025-06-11 ${hour}`)?.period;
    expect([at("03:00"), at("08:00"), at("10:00"), at("15:00"), at("19:00"), at("23:00")]).toEqual(["P3", "P2", "P1", "P2", "P1", "P2"]);
    const saturday = await getConsumptionChart(api, "0104521", "hourly", { start: "2025-06-07", end: "2025-06-07" });
    expect(new Set(saturday.points.map((p) => p.period))).toEqual(new Set(["P3"]));
    const business = setup("business");
    const year = await getConsumptionChart(business.api, "0201001", "monthly");
    expect(new Set(year.points.map((p) => p.period))).toEqual(new Set(["P1", "P2", "P3", "P4", "P5", "P6"]));
  });

  it("exports at midday on solar contracts only", async () => {
    const { api } = setup();
    const solar = await getConsumptionChart(api, "0118734", "hourly", { start: "2025-06-10", end: "2025-06-10" });
    const noon = solar.points.find((p) => p.date === "2025-06-10 13:00")!;
    const night = solar.points.find((p) => p.date === "2025-06-10 02:00")!;
    expect(noon.exported).toBeGreaterThan(0);
    expect(night.exported).toBe(0);
    const plain = await getConsumptionChart(api, "0104521", "monthly");
    expect(sum(plain.points, "exported")).toBe(0);
  });

  it("aggregates per bucket and period consistently", async () => {
    const { api } = setup();
    const quarters = await getConsumptionChart(api, "0104521", "quarterhourly", { start: "2025-05-20", end: "2025-05-20" });
    const daily = await getConsumptionChart(api, "0104521", "daily", { start: "2025-05-20", end: "2025-05-20" });
    expect(quarters.points).toHaveLength(96);
    expect(daily.points.map((p) => p.period)).toEqual(["P1", "P2", "P3"]);
    expect(sum(daily.points, "active")).toBeCloseTo(sum(quarters.points, "active"), 2);
    const monthly = await getConsumptionChart(api, "0104521", "monthly");
    expect(new Set(monthly.points.map((p) => p.date)).size).toBe(13);
    const monthlyTotal = sum(monthly.points, "active");
    // A household of 4.6 kW uses a few thousand kWh a year.
    expect(monthlyTotal).toBeGreaterThan(1500);
    expect(monthlyTotal).toBeLessThan(6000);
  });

  it("defaults to the last year (monthly), the last data month (daily) and the last data day", async () => {
    const { api } = setup();
    const daily = await getConsumptionChart(api, "0104521", "daily");
    expect(daily.start).toBe("2025-06-01");
    expect(daily.end).toBe(LAST_DAY);
    const hourly = await getConsumptionChart(api, "0104521", "hourly");
    expect(new Set(hourly.points.map((p) => p.date.slice(0, 10)))).toEqual(new Set([LAST_DAY]));
  });

  it("is deterministic and derived from the seed", async () => {
    const a = await setup()
      .raw("v2/contracts/0104521/cch/chart/daily/?start=2025-01-01&end=2025-01-31")
      .then((r) => r.text());
    const b = await setup()
      .raw("v2/contracts/0104521/cch/chart/daily/?start=2025-01-01&end=2025-01-31")
      .then((r) => r.text());
    const c = await setup("household", 99)
      .raw("v2/contracts/0104521/cch/chart/daily/?start=2025-01-01&end=2025-01-31")
      .then((r) => r.text());
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(() => v.parse(ConsumptionChartSchema, JSON.parse(a))).not.toThrow();
  });

  it("answers cch_invalid_date and contract_cch_chart_no_data", async () => {
    const { api, raw } = setup();
    for (const range of [
      { start: "2025-02-30", end: "2025-03-01" },
      { start: "2025/01/01", end: "2025-01-02" },
      { start: "2025-03-02", end: "2025-03-01" },
    ]) {
      const error = await failure(getConsumptionChart(api, "0104521", "daily", range));
      expect(error.status).toBe(400);
      expect(error.serverMessage).toBe("cch_invalid_date");
    }
    const future = await failure(getConsumptionChart(api, "0104521", "daily", { start: "2025-06-13", end: "2025-06-30" }));
    expect(future.status).toBe(404);
    expect(future.serverMessage).toBe("contract_cch_chart_no_data");
    const gas = await failure(getConsumptionChart(api, "0104522", "monthly"));
    expect(gas.serverMessage).toBe("contract_cch_chart_no_data");
    const closed = await failure(getConsumptionChart(api, "0096310", "daily", { start: "2025-06-01", end: "2025-06-10" }));
    expect(closed.serverMessage).toBe("contract_cch_chart_no_data");
    expect((await failure(getConsumptionChart(api, "0104521", "yearly" as never))).serverMessage).toBe("cch_invalid_type");
    expect((await raw("v1/contracts/0104521/cch/chart/monthly/")).status).toBe(200);
    expect((await raw("v2/contracts/0104521/cch/download/monthly/")).status).toBe(404);
    const business = setup("business");
    const draft = await failure(getConsumptionChart(business.api, "0201009", "monthly"));
    expect(draft.serverMessage).toBe("contract_cch_chart_no_data");
  });

  it("downloads the curve as CSV", async () => {
    const { api } = setup();
    const file = await downloadConsumption(api, 4100, "hourly", { start: "2025-06-01", end: "2025-06-02" });
    expect(file.filename).toBe("consum_0104521_hourly_2025-06-01_2025-06-02.csv");
    const lines = (await file.blob.text()).trim().split("\n");
    expect(lines[0]).toBe("data;activa_kWh;exportada_kWh;reactiva_kVArh;periode");
    expect(lines).toHaveLength(1 + 48);
  });
});
