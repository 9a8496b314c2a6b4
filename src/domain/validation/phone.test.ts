import { describe, expect, it } from "vitest";

import { compactPhone, isValidSpanishPhone, normalizePhone, phoneLocalPart, stripSpanishPrefix } from "./phone";

describe("isValidSpanishPhone", () => {
  it("accepts mobiles and landlines with or without the prefix", () => {
    for (const phone of [
      "+34 612 345 678",
      "+34612345678",
      "0034 612 345 678",
      "612345678",
      "712-345-678",
      "812.345.678",
      "93 123 45 67",
    ]) {
      expect(isValidSpanishPhone(phone), phone).toBe(true);
    }
  });

  it("rejects other first digits, lengths and prefixes", () => {
    for (const phone of [
      "512345678",
      "+34 512 345 678",
      "61234567",
      "6123456789",
      "+3461234567",
      "+33 612 345 678",
      "34612345678",
      "+34+34612345678",
      "(612) 345 678",
      "",
    ]) {
      expect(isValidSpanishPhone(phone), phone).toBe(false);
    }
  });
});

describe("phone normalisation", () => {
  it("writes valid phones as +34 and 9 digits", () => {
    expect(normalizePhone("612 345 678")).toBe("+34612345678");
    expect(normalizePhone("+34 612-345-678")).toBe("+34612345678");
    expect(normalizePhone("0034 612 345 678")).toBe("+34612345678");
  });

  it("leaves invalid phones compact but unchanged", () => {
    expect(normalizePhone("512 345 678")).toBe("512345678");
  });

  it("extracts the last 9 digits", () => {
    expect(phoneLocalPart("+34 612 345 678")).toBe("612345678");
    expect(phoneLocalPart("0034612345678")).toBe("612345678");
    expect(phoneLocalPart("1234")).toBe("1234");
  });

  it("strips the Spanish prefix only", () => {
    expect(stripSpanishPrefix("+34 612 345 678")).toBe("612345678");
    expect(stripSpanishPrefix("0034612345678")).toBe("612345678");
    expect(stripSpanishPrefix("612345678")).toBe("612345678");
    expect(stripSpanishPrefix("+33612345678")).toBe("+33612345678");
  });

  it("compacts with 0034 written as +34", () => {
    expect(compactPhone("0034 612.345-678")).toBe("+34612345678");
  });
});
