import { describe, expect, it } from "vitest";
import { formatDay, parseDate } from "./parse-date";

describe("parseDate (spec §2 'Date filter format DD/MM/YYYY'; issue 39 item 7)", () => {
  it("reads real days typed day first", () => {
    expect(parseDate("15/06/2025")).toBe("2025-06-15");
    expect(parseDate(" 29/02/2024 ")).toBe("2024-02-29");
    // German's hint and tables write TT.MM.JJJJ; one separator per date.
    expect(parseDate("29.02.2024")).toBe("2024-02-29");
  });

  it("refuses what is not a real day in that format", () => {
    expect(parseDate("29.02/2024")).toBeNull();
    expect(parseDate("29/02/2025")).toBeNull();
    expect(parseDate("31/04/2025")).toBeNull();
    expect(parseDate("2025-06-15")).toBeNull();
    expect(parseDate("1/6/2025")).toBeNull();
    expect(parseDate("")).toBeNull();
  });

  it("writes a day as the tables of each language do, and reads back what it wrote", () => {
    expect(formatDay("2026-07-11", "es")).toBe("11/07/2026");
    expect(formatDay("2026-07-11", "en")).toBe("11/07/2026");
    expect(formatDay("2026-07-11", "de")).toBe("11.07.2026");
    for (const locale of ["ca", "es", "en", "gl", "fr", "de"]) expect(parseDate(formatDay("2024-02-29", locale))).toBe("2024-02-29");
    // What is not a day stays as it is: a field keeps what was typed.
    expect(formatDay("31/02", "es")).toBe("31/02");
    expect(formatDay("", "de")).toBe("");
  });
});
