// @vitest-environment node
import { describe, expect, it } from "vitest";
import { gasYearConsumption, gasYearDays, gasYearRange } from "./gas-year";

// portal-spec §9 "A gas year is the sum of days in the last 12 months".
describe("the gas year", () => {
  it("is the 365 days of the last 12 months, from the day after the same date a year before", () => {
    expect(gasYearRange("2025-06-15")).toEqual({ start: "2024-06-16", end: "2025-06-15" });
    expect(gasYearDays("2025-06-15")).toBe(365);
    expect(gasYearDays("2023-12-31")).toBe(365);
  });

  it("has 366 days when a 29 February is among the last 12 months (leap years)", () => {
    expect(gasYearDays("2024-06-15")).toBe(366);
    expect(gasYearDays("2025-02-28")).toBe(366); // 29 February 2024 is the first day
    expect(gasYearDays("2025-03-01")).toBe(365); // it has just left
    expect(gasYearDays("2024-02-28")).toBe(365); // it has not come yet
    expect(gasYearDays("2024-02-29")).toBe(366);
    // A 29 February's year before is the 28th: the gas year starts on 1 March.
    expect(gasYearRange("2024-02-29")).toEqual({ start: "2023-03-01", end: "2024-02-29" });
    // 2100 is not a leap year.
    expect(gasYearDays("2100-06-15")).toBe(365);
  });

  it("refuses a date that is not a calendar day", () => {
    expect(() => gasYearDays("15/06/2025")).toThrow(new TypeError('gasYearDays: today must be a day as YYYY-MM-DD, got "15/06/2025"'));
  });
});

describe("a yearly gas figure from monthly readings", () => {
  it("is the sum when all 12 months are read", () => {
    const months = Array.from({ length: 12 }, (_, index) => {
      const month = new Date(Date.UTC(2024, 6 + index, 1)).toISOString().slice(0, 10);
      return { date: month, kwh: 100 };
    });
    // July 2024 to June 2025, the last day of June the gas year's last.
    expect(gasYearConsumption(months, "2025-06-30")).toEqual({ kwh: 1200, days: 365, coveredDays: 365 });
  });

  it("carries the daily rate of a range crossing February over the gas year's days", () => {
    /** January to March of a year, read on 31 March. */
    const firstQuarter = (year: number, februaryKwh: number) =>
      gasYearConsumption(
        [
          { date: `${year}-01-01`, kwh: 400 },
          { date: `${year}-02-01`, kwh: februaryKwh },
          { date: `${year}-03-01`, kwh: 210 },
        ],
        `${year}-03-31`,
      );
    // 2024: 31 + 29 + 31 = 91 days (a leap February) in a gas year of 366.
    expect(firstQuarter(2024, 300)).toEqual({ kwh: (910 / 91) * 366, days: 366, coveredDays: 91 });
    // 2025: February has 28 days and the gas year 365.
    expect(firstQuarter(2025, 280)).toEqual({ kwh: (890 / 90) * 365, days: 365, coveredDays: 90 });
  });

  it("counts the current month up to today, adds a month's periods, and leaves out months outside the gas year", () => {
    const figure = gasYearConsumption(
      [
        { date: "2024-06-01", kwh: 999 }, // starts before the gas year (16 June 2024)
        { date: "2025-05-01", kwh: 200 },
        { date: "2025-05-01", kwh: 110 },
        { date: "2025-06-01", kwh: 150 }, // 1 to 15 June
        { date: "2025-07-01", kwh: 999 }, // after today
      ],
      "2025-06-15",
    );
    expect(figure).toEqual({ kwh: (460 / 46) * 365, days: 365, coveredDays: 46 });
    expect(gasYearConsumption([{ date: "2020-01-01", kwh: 5 }], "2025-06-15")).toBeNull();
  });
});
