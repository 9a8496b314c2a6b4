import { describe, expect, it } from "vitest";

import { isValidPostalCode } from "./postal-code";

describe("isValidPostalCode", () => {
  it("accepts province codes 01 to 52", () => {
    for (const code of ["08001", "01001", "28013", "46001", "50001", "52001", "07800"]) {
      expect(isValidPostalCode(code), code).toBe(true);
    }
  });

  it("rejects unknown provinces", () => {
    expect(isValidPostalCode("53001")).toBe(false);
    expect(isValidPostalCode("00123")).toBe(false);
    expect(isValidPostalCode("99999")).toBe(false);
  });

  it("rejects other lengths and characters", () => {
    expect(isValidPostalCode("")).toBe(false);
    expect(isValidPostalCode("0800")).toBe(false);
    expect(isValidPostalCode("080011")).toBe(false);
    expect(isValidPostalCode("08 001")).toBe(false);
    expect(isValidPostalCode("08a01")).toBe(false);
  });
});
