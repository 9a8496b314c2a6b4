import { describe, expect, it } from "vitest";

import { isCompanyTaxId, isValidCif, isValidDni, isValidNie, isValidTaxId, normalizeTaxId } from "./tax-id";

/*
 * Hand checks (DNI table TRWAGMYFPDXBNJZSQVHLCKE, 0-based):
 * - 12345678 mod 23 = 14 -> Z (12345678 = 536768 * 23 + 14).
 * - X1234567 -> 01234567 mod 23 = 19 -> L; Y1234567 -> 11234567 mod 23 = 10 -> X;
 *   Z1234567 -> 21234567 mod 23 = 1 -> R.
 * CIF control (digits d1..d7; odd positions doubled, digits of the product added):
 * - B1234567: odd 1,3,5,7 -> 2+6+(1+0)+(1+4) = 14; even 2+4+6 = 12; sum 26 -> (10-6)%10 = 4 -> "B12345674"
 *   (letter form D, not allowed for type B).
 * - Q2826000: odd 2,2,0,0 -> 4+4 = 8; even 8+6+0 = 14; sum 22 -> 8 -> letter H -> "Q2826000H".
 * - A2801586: odd 2,0,5,6 -> 4+0+(1+0)+(1+2) = 8; even 8+1+8 = 17; sum 25 -> 5 -> "A28015865".
 * - A4801061: odd 4,0,0,1 -> 8+0+0+2 = 10; even 8+1+6 = 15; sum 25 -> 5 -> "A48010615".
 * - J9921658: odd 9,2,6,8 -> (1+8)+4+(1+2)+(1+6) = 23; even 9+1+5 = 15; sum 38 -> 2 -> "J99216582"
 *   (J accepts either form: letter B also valid).
 * - P1000000: odd 1,0,0,0 -> 2; even 0; sum 2 -> 8 -> letter H -> "P1000000H".
 */

describe("normalizeTaxId", () => {
  it("trims, upper-cases and removes spaces and dashes", () => {
    expect(normalizeTaxId("  12345678-z ")).toBe("12345678Z");
    expect(normalizeTaxId("x 1234567 l")).toBe("X1234567L");
  });

  it("strips an ES prefix only in front of a tax-id shape", () => {
    expect(normalizeTaxId("ES12345678Z")).toBe("12345678Z");
    expect(normalizeTaxId("es-b12345674")).toBe("B12345674");
    expect(normalizeTaxId("ESX1234567L")).toBe("X1234567L");
    expect(normalizeTaxId("ES1234567")).toBe("ES1234567");
    expect(normalizeTaxId("ES")).toBe("ES");
  });
});

describe("isValidDni", () => {
  it("accepts DNIs with the right letter, in any case and with an ES prefix", () => {
    expect(isValidDni("12345678Z")).toBe(true);
    expect(isValidDni(" 12345678z ")).toBe(true);
    expect(isValidDni("ES12345678Z")).toBe(true);
    expect(isValidDni("00000000T")).toBe(true);
  });

  it("rejects wrong letters and shapes", () => {
    expect(isValidDni("12345678A")).toBe(false);
    expect(isValidDni("1234567Z")).toBe(false);
    expect(isValidDni("123456789")).toBe(false);
    expect(isValidDni("X1234567L")).toBe(false);
    expect(isValidDni("")).toBe(false);
  });
});

describe("isValidNie", () => {
  it("accepts X, Y and Z NIEs", () => {
    expect(isValidNie("X1234567L")).toBe(true);
    expect(isValidNie("y1234567x")).toBe(true);
    expect(isValidNie("Z-1234567-R")).toBe(true);
  });

  it("rejects wrong letters and prefixes", () => {
    expect(isValidNie("X1234567A")).toBe(false);
    expect(isValidNie("Y1234567L")).toBe(false);
    expect(isValidNie("W1234567L")).toBe(false);
    expect(isValidNie("12345678Z")).toBe(false);
  });
});

describe("isValidCif", () => {
  it("accepts CIFs with the right control", () => {
    expect(isValidCif("B12345674")).toBe(true);
    expect(isValidCif("A28015865")).toBe(true);
    expect(isValidCif("A48010615")).toBe(true);
    expect(isValidCif("Q2826000H")).toBe(true);
    expect(isValidCif("P1000000H")).toBe(true);
    expect(isValidCif("es b-12345674")).toBe(true);
  });

  it("accepts either control form for the other entity types", () => {
    expect(isValidCif("J99216582")).toBe(true);
    expect(isValidCif("J9921658B")).toBe(true);
  });

  it("enforces the digit control form of types A, B, E and H", () => {
    expect(isValidCif("B1234567D")).toBe(false); // A B E H need a digit
    expect(isValidCif("A2801586E")).toBe(false);
  });

  // issue 16 item 7: the textbook rule gives N, P, Q, R, S and W a control letter only, but the
  // registers issued numbers of those types with the digit form too; both are accepted, the wrong
  // control in either form is not. (Q2826000 -> control 8 / H; P1000000 -> 8 / H.)
  it("accepts the digit form as well as the letter form for types N, P, Q, R, S and W", () => {
    expect(isValidCif("Q28260008")).toBe(true);
    expect(isValidCif("P10000008")).toBe(true);
    expect(isValidCif("S10000008")).toBe(true);
    expect(isValidCif("N1000000H")).toBe(true);
    expect(isValidCif("W10000008")).toBe(true);
    expect(isValidCif("R1000000H")).toBe(true);
    expect(isValidTaxId("es q-2826000-8")).toBe(true);
    expect(isValidCif("Q28260007")).toBe(false);
    expect(isValidCif("P1000000G")).toBe(false);
  });

  it("rejects wrong controls and shapes", () => {
    expect(isValidCif("B12345675")).toBe(false);
    expect(isValidCif("J99216583")).toBe(false);
    expect(isValidCif("Q2826000I")).toBe(false);
    expect(isValidCif("I12345674")).toBe(false); // I is not an entity letter
    expect(isValidCif("B1234567")).toBe(false);
    expect(isValidCif("12345678Z")).toBe(false);
  });
});

describe("isValidTaxId", () => {
  it("accepts DNI, NIE, CIF and K/L/M NIFs", () => {
    expect(isValidTaxId("12345678Z")).toBe(true);
    expect(isValidTaxId("X1234567L")).toBe(true);
    expect(isValidTaxId("B12345674")).toBe(true);
    // K/L/M: DNI letter over the 7 digits, 1234567 mod 23 = 19 -> L
    expect(isValidTaxId("K1234567L")).toBe(true);
    expect(isValidTaxId("l1234567l")).toBe(true);
    expect(isValidTaxId("ESM1234567L")).toBe(true);
  });

  it("rejects invalid values", () => {
    expect(isValidTaxId("12345678A")).toBe(false);
    expect(isValidTaxId("M1234567A")).toBe(false);
    expect(isValidTaxId("B12345675")).toBe(false);
    expect(isValidTaxId("ES")).toBe(false);
    expect(isValidTaxId("")).toBe(false);
  });
});

describe("isCompanyTaxId", () => {
  it("recognises company first letters", () => {
    expect(isCompanyTaxId("B12345674")).toBe(true);
    expect(isCompanyTaxId(" es-q2826000h")).toBe(true);
    expect(isCompanyTaxId("W1234567A")).toBe(true);
  });

  it("does not flag people", () => {
    expect(isCompanyTaxId("12345678Z")).toBe(false);
    expect(isCompanyTaxId("X1234567L")).toBe(false);
    expect(isCompanyTaxId("K1234567L")).toBe(false);
    expect(isCompanyTaxId("ES12345678Z")).toBe(false);
    expect(isCompanyTaxId("")).toBe(false);
  });
});
