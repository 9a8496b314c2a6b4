import { describe, expect, it } from "vitest";
import type { ConsumptionPoint } from "../../../src/api/consumption";
import { civilTime, isCalendarDay, periodBars, periodCurve, scheduleOf, shiftRange, totalsByPeriod } from "./consumption-data";

const point = (date: string, period: string | null, active: number, exported = 0, reactive = 0): ConsumptionPoint => ({
  date,
  period,
  active,
  exported,
  reactive,
});

describe("consumption shaping", () => {
  it("reads the access tariff and zone of a contract (3.0TDVE keeps 3.0TD's periods; gas has none)", () => {
    expect(scheduleOf("2.0TD", true)).toEqual({ tariff: "2.0TD", zone: "peninsula" });
    expect(scheduleOf("3.0TDVE", false)).toEqual({ tariff: "3.0TD", zone: "balearic" });
    expect(scheduleOf("RL.1", true)).toBeNull();
    expect(scheduleOf(null, true)).toBeNull();
  });

  it("stacks a month's points by period, P1 first, zero where a period did not occur", () => {
    const bars = periodBars([point("2025-05", "P3", 30), point("2025-05", "P1", 10), point("2025-06", "P3", 5)], "active");
    expect(bars.dates).toEqual(["2025-05", "2025-06"]);
    expect(bars.series).toEqual([
      { period: "P1", values: [10, 0] },
      { period: "P3", values: [30, 5] },
    ]);
  });

  it("draws quarter hours as a line sorted by civil time, with the reactive or any other energy", () => {
    const quarter = 900_000;
    const { line } = periodCurve(
      [point("2025-06-02 10:15", "P1", 0.4), point("2025-06-02 10:00", "P1", 0.3), point("2025-06-02 08:00", "P2", 0.2, 0, 0.1)],
      "active",
      quarter,
    );
    expect(line).toEqual([
      { x: Date.UTC(2025, 5, 2, 8), y: 0.2 },
      { x: Date.UTC(2025, 5, 2, 10), y: 0.3 },
      { x: Date.UTC(2025, 5, 2, 10, 15), y: 0.4 },
    ]);
    expect(periodCurve([point("2025-06-02 08:00", "P2", 1, 0, 0.5)], "reactive", quarter).line).toEqual([
      { x: Date.UTC(2025, 5, 2, 8), y: 0.5 },
    ]);
  });

  it("joins consecutive points of one period into one band, broken by a gap or a point without period", () => {
    const hour = 3_600_000;
    const { bands } = periodCurve(
      [
        point("2025-06-02 07:00", "P3", 1),
        point("2025-06-02 08:00", "P2", 1),
        point("2025-06-02 09:00", "P2", 1),
        point("2025-06-02 11:00", "P2", 1), // a missing hour before it
        point("2025-06-02 12:00", null, 1),
        point("2025-06-02 13:00", "P1", 1),
      ],
      "active",
      hour,
    );
    const at = (h: number) => Date.UTC(2025, 5, 2, h);
    expect(bands).toEqual([
      { from: at(7), to: at(8), colour: "success" },
      { from: at(8), to: at(10), colour: "warning" },
      { from: at(11), to: at(12), colour: "warning" },
      { from: at(13), to: at(14), colour: "danger" },
    ]);
  });

  it("adds up each energy by period over the range", () => {
    expect(totalsByPeriod([point("2025-05", "P2", 1, 2, 3), point("2025-06", "P2", 1, 0, 1), point("2025-06", "P1", 4)])).toEqual([
      { period: "P1", active: 4, exported: 0, reactive: 0 },
      { period: "P2", active: 2, exported: 2, reactive: 4 },
    ]);
  });

  it("checks real calendar days (spec §5 'Dates valid for consumption curves')", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2025-02-29")).toBe(false);
    expect(isCalendarDay("2025-6-1")).toBe(false);
    expect(civilTime("2025-06")).toBe(Date.UTC(2025, 5, 1));
    expect(civilTime("2025-06-02")).toBe(Date.UTC(2025, 5, 2));
    expect(civilTime("2025-06-02 23:45")).toBe(Date.UTC(2025, 5, 2, 23, 45));
    // Other shapes the server might send (seconds, a T) take the slow path; nonsense is NaN.
    expect(civilTime("2025-06-02T23:45:00")).toBe(Date.UTC(2025, 5, 2, 23, 45));
    expect(civilTime("2025-xx-02")).toBeNaN();
  });

  it("moves a range by its own length", () => {
    expect(shiftRange({ start: "2025-06-01", end: "2025-06-07" }, -1)).toEqual({ start: "2025-05-25", end: "2025-05-31" });
    expect(shiftRange({ start: "2025-02-28", end: "2025-02-28" }, 1)).toEqual({ start: "2025-03-01", end: "2025-03-01" });
    expect(shiftRange({ start: "bad", end: "2025-02-28" }, 1)).toEqual({ start: "bad", end: "2025-02-28" });
  });
});
