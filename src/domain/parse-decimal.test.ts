import { describe, expect, it } from "vitest";
import { parseDecimal, usesDecimalComma } from "./parse-decimal";

describe("parseDecimal", () => {
  it("reads the decimal comma in ca, es, gl, fr and de", () => {
    for (const locale of ["ca", "es", "gl", "fr", "de"]) {
      expect(parseDecimal("3,45", locale, { decimals: 3 })).toBe(3.45);
      expect(usesDecimalComma(locale)).toBe(true);
    }
  });

  it("reads a lone dot as the decimal mark in comma locales (numeric keypads)", () => {
    expect(parseDecimal("3.45", "es", { decimals: 3 })).toBe(3.45);
  });

  it("accepts thousands grouping where it is unambiguous", () => {
    expect(parseDecimal("1.234,5", "es", { decimals: 2 })).toBe(1234.5);
    expect(parseDecimal("1.200", "es")).toBe(1200);
    expect(parseDecimal("1,234.5", "en", { decimals: 1 })).toBe(1234.5);
    expect(parseDecimal("12 500", "fr")).toBe(12500);
  });

  it("rejects the decimal comma in English", () => {
    expect(parseDecimal("3,45", "en", { decimals: 3 })).toBeNaN();
    expect(parseDecimal("3.45", "en", { decimals: 3 })).toBe(3.45);
  });

  it("limits the decimals (spec §5: power takes 3)", () => {
    expect(parseDecimal("1,2345", "ca", { decimals: 3 })).toBeNaN();
    expect(parseDecimal("1,234", "ca", { decimals: 3 })).toBe(1.234);
    expect(parseDecimal("2,5", "es")).toBeNaN();
  });

  it("refuses negatives unless allowed (spec §5: no negatives)", () => {
    expect(parseDecimal("-1", "es")).toBeNaN();
    expect(parseDecimal("-1,5", "es", { allowNegative: true, decimals: 1 })).toBe(-1.5);
  });

  it("returns null when empty and NaN for garbage", () => {
    expect(parseDecimal("  ", "es")).toBeNull();
    expect(parseDecimal("abc", "es")).toBeNaN();
    expect(parseDecimal("1,2,3", "es", { decimals: 3 })).toBeNaN();
    expect(parseDecimal(",", "es", { decimals: 3 })).toBeNaN();
  });
});
