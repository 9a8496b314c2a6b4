import { describe, expect, it } from "vitest";
import { maskIban, powerGroups } from "./summary";

describe("maskIban", () => {
  it("keeps the country, the check digits and the last four characters", () => {
    expect(maskIban("ES07 2100 9569 5815 0551 8558")).toBe("ES07 \u2022\u2022\u2022\u2022 8558");
    expect(maskIban("es9121000418450200051332")).toBe("ES91 \u2022\u2022\u2022\u2022 1332");
  });

  it("shows a value too short to hide anything as it is", () => {
    expect(maskIban("ES07 21")).toBe("ES0721");
  });
});

describe("powerGroups", () => {
  it("joins consecutive periods with the same power", () => {
    expect(
      powerGroups([
        { period: "P1", kw: 4.6 },
        { period: "P2", kw: 4.6 },
      ]),
    ).toEqual([{ from: "P1", to: "P2", kw: 4.6 }]);
  });

  it("keeps periods with different powers apart, in order", () => {
    expect(
      powerGroups([
        { period: "P1", kw: 15 },
        { period: "P2", kw: 15 },
        { period: "P3", kw: 20 },
        { period: "P4", kw: 20 },
        { period: "P5", kw: 20 },
        { period: "P6", kw: 25 },
      ]),
    ).toEqual([
      { from: "P1", to: "P2", kw: 15 },
      { from: "P3", to: "P5", kw: 20 },
      { from: "P6", to: "P6", kw: 25 },
    ]);
    expect(powerGroups([])).toEqual([]);
  });
});
