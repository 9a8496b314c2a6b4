import { describe, expect, it } from "vitest";
import { consumptionViewRange } from "./ranges";

describe("consumptionViewRange (portal-spec §2: monthly the last 12 months, daily the current month)", () => {
  it("opens monthly on 12 months with the current one, across a year's turn", () => {
    expect(consumptionViewRange("monthly", new Date(2026, 10, 28))).toEqual({ start: "2025-12-01", end: "2026-11-28" });
    expect(consumptionViewRange("monthly", new Date(2026, 0, 5))).toEqual({ start: "2025-02-01", end: "2026-01-05" });
  });

  it("opens daily on the current month up to today", () => {
    expect(consumptionViewRange("daily", new Date(2026, 1, 1))).toEqual({ start: "2026-02-01", end: "2026-02-01" });
  });

  it("names no range for the hourly and quarter-hourly views (the server's last day with data)", () => {
    expect(consumptionViewRange("hourly", new Date(2026, 10, 28))).toBeNull();
    expect(consumptionViewRange("quarterhourly", new Date(2026, 10, 28))).toBeNull();
  });
});
