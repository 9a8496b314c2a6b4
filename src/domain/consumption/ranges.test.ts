import { describe, expect, it } from "vitest";
import { consumptionViewRange } from "./ranges";

describe("consumptionViewRange (portal-spec §2: monthly the last 12 months, daily the current month)", () => {
  it("opens monthly on the 12 whole months before the current one, across a year's turn and a leap February", () => {
    expect(consumptionViewRange("monthly", new Date(2026, 10, 28))).toEqual({ start: "2025-11-01", end: "2026-10-31" });
    expect(consumptionViewRange("monthly", new Date(2026, 0, 5))).toEqual({ start: "2025-01-01", end: "2025-12-31" });
    expect(consumptionViewRange("monthly", new Date(2024, 2, 1))).toEqual({ start: "2023-03-01", end: "2024-02-29" });
    // 12 months, each whole: from a first day to a last day.
    const { start, end } = consumptionViewRange("monthly", new Date(2025, 5, 15))!;
    expect([start, end]).toEqual(["2024-06-01", "2025-05-31"]);
  });

  it("opens daily on the current month up to today", () => {
    expect(consumptionViewRange("daily", new Date(2026, 1, 1))).toEqual({ start: "2026-02-01", end: "2026-02-01" });
  });

  it("names no range for the hourly and quarter-hourly views (the server's last day with data)", () => {
    expect(consumptionViewRange("hourly", new Date(2026, 10, 28))).toBeNull();
    expect(consumptionViewRange("quarterhourly", new Date(2026, 10, 28))).toBeNull();
  });
});
