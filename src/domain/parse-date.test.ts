import { describe, expect, it } from "vitest";
import { parseDate } from "./parse-date";

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
});
