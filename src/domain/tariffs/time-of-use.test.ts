import { describe, expect, it } from "vitest";
import { periodCoverage, spanishLocalTime, tariffPeriods, timeOfUsePeriod, type AccessTariff, type TariffZone } from "./time-of-use";

// Instants are written in UTC on purpose: the rule must convert them to Spain's local time (CET = UTC+1
// in winter, CEST = UTC+2 from the last Sunday of March to the last Sunday of October).
const at = (iso: string) => new Date(iso);
const period = (iso: string, tariff: AccessTariff = "2.0TD", zone: TariffZone = "peninsula") => timeOfUsePeriod(at(iso), tariff, zone);

describe("spanishLocalTime (Europe/Madrid through Intl)", () => {
  it("adds one hour in winter and two in summer", () => {
    expect(spanishLocalTime(at("2025-01-15T09:00:00Z"))).toMatchObject({ month: 1, day: 15, hour: 10, weekday: 3 });
    expect(spanishLocalTime(at("2025-07-15T09:00:00Z"))).toMatchObject({ month: 7, day: 15, hour: 11, weekday: 2 });
  });

  it("moves the date across midnight", () => {
    expect(spanishLocalTime(at("2025-12-31T23:30:00Z"))).toMatchObject({ year: 2026, month: 1, day: 1, hour: 0 });
  });
});

describe("timeOfUsePeriod 2.0TD (portal-spec §9; CNMC Circular 3/2020 art. 7.1.a)", () => {
  // Monday 16 June 2025 (CEST, UTC+2).
  it.each([
    ["2025-06-16T05:59:00Z", "P3"], // 07:59 valley
    ["2025-06-16T06:00:00Z", "P2"], // 08:00 flat starts
    ["2025-06-16T07:59:00Z", "P2"], // 09:59
    ["2025-06-16T08:00:00Z", "P1"], // 10:00 peak
    ["2025-06-16T11:45:00Z", "P1"], // 13:45
    ["2025-06-16T12:00:00Z", "P2"], // 14:00 flat
    ["2025-06-16T16:00:00Z", "P1"], // 18:00 peak
    ["2025-06-16T19:59:00Z", "P1"], // 21:59
    ["2025-06-16T20:00:00Z", "P2"], // 22:00 flat
    ["2025-06-16T21:59:00Z", "P2"], // 23:59
    ["2025-06-16T22:00:00Z", "P3"], // 00:00 on Tuesday
  ])("a weekday at %s is %s", (iso, expected) => {
    expect(period(iso)).toBe(expected);
  });

  it("is valley all day on Saturdays and Sundays", () => {
    expect(period("2025-06-14T09:00:00Z")).toBe("P3"); // Saturday 11:00
    expect(period("2025-06-15T17:00:00Z")).toBe("P3"); // Sunday 19:00
  });

  it.each(["2025-01-01", "2025-01-06", "2025-05-01", "2025-08-15", "2025-12-08", "2025-12-25", "2026-10-12", "2027-11-01", "2028-12-06"])(
    "is valley all day on the fixed national holiday %s",
    (day) => {
      expect(period(`${day}T10:00:00Z`)).toBe("P3"); // 11:00 or 12:00 local
    },
  );

  it("does not treat movable feasts or substitute days as holidays", () => {
    expect(period("2025-04-18T10:00:00Z")).toBe("P1"); // Good Friday 12:00: a working day for the tariff
    expect(period("2025-04-21T10:00:00Z")).toBe("P1"); // Easter Monday
    expect(period("2026-12-07T10:00:00Z")).toBe("P1"); // Monday after Sunday 6 Dec: no substitute day
  });

  it("reads the hour in local time on the day summer time starts (30 March 2025, 23 hours)", () => {
    // Monday 31 March: 07:00 UTC is 09:00 CEST (flat), 08:00 UTC is 10:00 (peak).
    expect(period("2025-03-31T07:00:00Z")).toBe("P2");
    expect(period("2025-03-31T08:00:00Z")).toBe("P1");
    // Friday 28 March, still CET: 09:00 UTC is 10:00 (peak), 08:59 UTC is 09:59 (flat).
    expect(period("2025-03-28T08:59:00Z")).toBe("P2");
    expect(period("2025-03-28T09:00:00Z")).toBe("P1");
    // Sunday 30 March around the jump (01:59 CET → 03:00 CEST) is a weekend.
    expect(period("2025-03-30T01:00:00Z")).toBe("P3");
  });

  it("reads the hour in local time when summer time ends (26 October 2025, 25 hours)", () => {
    // Monday 27 October, CET again: 21:00 UTC is 22:00 (flat), 20:59 UTC is 21:59 (peak).
    expect(period("2025-10-27T20:59:00Z")).toBe("P1");
    expect(period("2025-10-27T21:00:00Z")).toBe("P2");
    // Friday 24 October, CEST: 20:00 UTC is 22:00 (flat).
    expect(period("2025-10-24T20:00:00Z")).toBe("P2");
    expect(period("2025-10-24T19:59:00Z")).toBe("P1");
  });

  it("is the same in the Balearic Islands", () => {
    expect(period("2025-06-16T12:30:00Z", "2.0TD", "balearic")).toBe("P2"); // 14:30
    expect(period("2025-06-16T08:00:00Z", "2.0TD", "balearic")).toBe("P1"); // 10:00
  });
});

describe("timeOfUsePeriod 3.0TD and 6.1TD (CNMC Circular 3/2020 art. 7.1.b and annex)", () => {
  // Working days at 10:00 and 08:30 local (peak and flat on the peninsula), one per month of 2025.
  const workdays = ["01-15", "02-12", "03-12", "04-16", "05-14", "06-11", "07-16", "08-13", "09-10", "10-15", "11-12", "12-10"];
  const offset = (month: number) => (month >= 4 && month <= 10 ? 2 : 1); // CEST from 30 Mar to 26 Oct 2025
  const utc = (monthDay: string, localHour: number, minute = 0) => {
    const month = Number(monthDay.slice(0, 2));
    const hour = localHour - offset(month);
    return `2025-${monthDay}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`;
  };

  it("peninsula: seasons high Jan, Feb, Jul, Dec; medium-high Mar, Nov; medium Jun, Aug, Sep; low Apr, May, Oct", () => {
    expect(workdays.map((day) => period(utc(day, 10), "3.0TD")).join(" ")).toBe("P1 P1 P2 P4 P4 P3 P1 P3 P3 P4 P2 P1");
    expect(workdays.map((day) => period(utc(day, 8, 30), "3.0TD")).join(" ")).toBe("P2 P2 P3 P5 P5 P4 P2 P4 P4 P5 P3 P2");
  });

  it("Balearic Islands: seasons high Jun–Sep; medium-high May, Oct; medium Jan, Feb, Dec; low Mar, Apr, Nov", () => {
    expect(workdays.map((day) => period(utc(day, 11), "3.0TD", "balearic")).join(" ")).toBe("P3 P3 P4 P4 P2 P1 P1 P1 P1 P2 P4 P3");
    expect(workdays.map((day) => period(utc(day, 9), "6.1TD", "balearic")).join(" ")).toBe("P4 P4 P5 P5 P3 P2 P2 P2 P2 P3 P5 P4");
  });

  /** The periods of the 24 local hours of a day, given its offset from UTC (1 in CET, 2 in CEST). */
  const dayOfHours = (month: number, day: number, offset: number, tariff: AccessTariff, zone: TariffZone) =>
    Array.from({ length: 24 }, (_, hour) =>
      period(new Date(Date.UTC(2025, month - 1, day, hour - offset)).toISOString(), tariff, zone),
    ).join(" ");

  it("peninsula hours: P6 0–8, flat 8–9, peak 9–14, flat 14–18, peak 18–22, flat 22–24 (a January Wednesday)", () => {
    // 15 January 2025, CET (Date.UTC rolls hour -1 back to the 14th).
    expect(dayOfHours(1, 15, 1, "3.0TD", "peninsula")).toBe("P6 P6 P6 P6 P6 P6 P6 P6 P2 P1 P1 P1 P1 P1 P2 P2 P2 P2 P1 P1 P1 P1 P2 P2");
  });

  it("Balearic hours: peak 10–15 and 18–22, flat 8–10, 15–18 and 22–24 (a July Wednesday)", () => {
    // 16 July 2025, CEST.
    expect(dayOfHours(7, 16, 2, "6.1TD", "balearic")).toBe("P6 P6 P6 P6 P6 P6 P6 P6 P2 P2 P1 P1 P1 P1 P1 P2 P2 P2 P1 P1 P1 P1 P2 P2");
  });

  it("changes season at the month's boundary in local time", () => {
    // 31 Mar 2025 (Mon, medium-high) 23:30 local → P3 flat; 1 Apr (Tue, low) 09:30 local → P4 peak.
    expect(period("2025-03-31T21:30:00Z", "3.0TD")).toBe("P3");
    expect(period("2025-04-01T07:30:00Z", "3.0TD")).toBe("P4");
    // 30 Jun 2025 (Mon, medium) 21:00 local is P3; 1 Jul (Tue, high) 21:00 local is P1.
    expect(period("2025-06-30T19:00:00Z", "3.0TD")).toBe("P3");
    expect(period("2025-07-01T19:00:00Z", "3.0TD")).toBe("P1");
    // 31 Oct 2025 (Fri) 23:00 CET is 22:00 UTC: still October (low, flat P5); in UTC it is the same day.
    expect(period("2025-10-31T22:00:00Z", "3.0TD")).toBe("P5");
    // 30 Nov 2025 is a Sunday; Mon 1 Dec 00:30 local (23:30 UTC on 30 Nov) is night: P6.
    expect(period("2025-11-30T23:30:00Z", "3.0TD")).toBe("P6");
    // Mon 1 Dec 09:00 local: high season peak.
    expect(period("2025-12-01T08:00:00Z", "3.0TD")).toBe("P1");
  });

  it("is P6 all day on weekends and fixed national holidays, and across the DST changes", () => {
    expect(period("2025-07-12T10:00:00Z", "3.0TD")).toBe("P6"); // Saturday
    expect(period("2025-12-25T10:00:00Z", "6.1TD")).toBe("P6"); // Christmas, Thursday
    expect(period("2025-08-15T10:00:00Z", "3.0TD", "balearic")).toBe("P6"); // Friday 15 August
    expect(period("2025-03-30T08:00:00Z", "3.0TD")).toBe("P6"); // the 23-hour Sunday
    expect(period("2025-10-26T01:30:00Z", "3.0TD")).toBe("P6"); // the repeated 02:xx of the 25-hour Sunday
    // Monday after the October change: 07:30 UTC is 08:30 CET (flat, low season P5), not 09:30 (peak).
    expect(period("2025-10-27T07:30:00Z", "3.0TD")).toBe("P5");
  });
});

describe("periodCoverage (the legend's tables)", () => {
  it("gives 2.0TD's three periods and their hours", () => {
    const coverage = periodCoverage("2.0TD", "peninsula");
    expect(coverage.map((entry) => entry.period)).toEqual(["P1", "P2", "P3"]);
    expect(coverage[0]?.weekdays[0]?.hours).toEqual([
      { from: 10, to: 14 },
      { from: 18, to: 22 },
    ]);
    expect(coverage[2]?.offDays).toBe(true);
  });

  it("gives each six-period band its season's months", () => {
    const coverage = periodCoverage("3.0TD", "balearic");
    expect(coverage.map((entry) => entry.period)).toEqual(["P1", "P2", "P3", "P4", "P5", "P6"]);
    // P2: flat of the high season (Jun–Sep) and peak of medium-high (May, Oct).
    expect(coverage[1]?.weekdays).toEqual([
      {
        months: [6, 7, 8, 9],
        hours: [
          { from: 8, to: 10 },
          { from: 15, to: 18 },
          { from: 22, to: 24 },
        ],
      },
      {
        months: [5, 10],
        hours: [
          { from: 10, to: 15 },
          { from: 18, to: 22 },
        ],
      },
    ]);
    expect(coverage[5]).toMatchObject({ offDays: true, weekdays: [{ hours: [{ from: 0, to: 8 }] }] });
  });

  it("agrees with timeOfUsePeriod for every working hour of 2025 on the peninsula", () => {
    const coverage = periodCoverage("3.0TD", "peninsula");
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 3_600_000) {
      const local = spanishLocalTime(new Date(t));
      if (local.weekday === 0 || local.weekday === 6) continue;
      const expected = timeOfUsePeriod(new Date(t), "3.0TD", "peninsula");
      if (expected === "P6") continue;
      const entry = coverage.find((candidate) =>
        candidate.weekdays.some(
          ({ months, hours }) => months.includes(local.month) && hours.some(({ from, to }) => local.hour >= from && local.hour < to),
        ),
      );
      expect(entry?.period).toBe(expected);
    }
  });

  it("lists 3 periods for 2.0TD and 6 for the others", () => {
    expect(tariffPeriods("2.0TD").join(" ")).toBe("P1 P2 P3");
    expect(tariffPeriods("6.1TD")).toHaveLength(6);
  });
});
