import { describe, expect, it } from "vitest";

import { isValidCups, normalizeCups } from "./cups";

/**
 * Hand check of "ES0021000000000000": n = 21 * 10^12.
 * 10^3 mod 529 = 471; 10^6 mod 529 = 471^2 mod 529 = 221841 - 419*529 = 190;
 * 10^12 mod 529 = 190^2 mod 529 = 36100 - 68*529 = 128; 21*128 = 2688 = 5*529 + 43, so r = 43.
 * floor(43/23) = 1 -> "R"; 43 % 23 = 20 -> "C". Hence "ES0021000000000000RC".
 */
const HAND_CHECKED = "ES0021000000000000RC";

/** Independent reference for tests only: the letters computed with BigInt straight from the rule. */
function referenceLetters(digits: string): string {
  const table = "TRWAGMYFPDXBNJZSQVHLCKE";
  const r = BigInt(digits) % 529n;
  return `${table[Number(r / 23n)]}${table[Number(r % 23n)]}`;
}

describe("normalizeCups", () => {
  it("strips whitespace, reads the letter O as zero and upper-cases", () => {
    expect(normalizeCups(" es 0021 0000\t0000 0000 rc ")).toBe(HAND_CHECKED);
    expect(normalizeCups("ESOO21oooOOOOOOOOORC")).toBe(HAND_CHECKED);
  });
});

describe("isValidCups", () => {
  it("accepts the hand-checked CUPS and its 22-character forms", () => {
    expect(isValidCups(HAND_CHECKED)).toBe(true);
    expect(isValidCups(`${HAND_CHECKED}1F`)).toBe(true);
    expect(isValidCups(`${HAND_CHECKED}0P`)).toBe(true);
    expect(isValidCups(`${HAND_CHECKED}9Z`)).toBe(true);
  });

  it("accepts CUPS built with the algorithm, including 16 digits above 2^53", () => {
    for (const digits of ["0031405612345678", "0987543210987654", "9999999999999999", "0000000000000000"]) {
      expect(isValidCups(`ES${digits}${referenceLetters(digits)}`)).toBe(true);
    }
    // The same values written out (also published as valid in python-stdnum's tests).
    expect(isValidCups("ES0987543210987654ZF")).toBe(true);
    expect(isValidCups("ES1234123456789012JY")).toBe(true);
    expect(isValidCups("ES9999999999999999SA")).toBe(true);
  });

  it("normalises before validating", () => {
    expect(isValidCups("es 0021 0000 0000 0000 rc")).toBe(true);
    expect(isValidCups("ESOO21OOOOOOOOOOOORC")).toBe(true);
    expect(isValidCups(" es1234123456789012jy 1f ")).toBe(true);
  });

  it("rejects wrong check letters", () => {
    expect(isValidCups("ES0021000000000000RD")).toBe(false);
    expect(isValidCups("ES0021000000000000CR")).toBe(false);
    expect(isValidCups("ES1234123456789012XY1F")).toBe(false);
  });

  it("rejects wrong shapes and lengths", () => {
    expect(isValidCups("")).toBe(false);
    expect(isValidCups("PT0021000000000000RC")).toBe(false);
    expect(isValidCups("ES002100000000000RC")).toBe(false); // 15 digits
    expect(isValidCups("ES00210000000000000RC")).toBe(false); // 17 digits
    expect(isValidCups("ES002100000000000XRC")).toBe(false); // letter among the digits
    expect(isValidCups(`${HAND_CHECKED}1`)).toBe(false); // 21 characters
    expect(isValidCups(`${HAND_CHECKED}1T`)).toBe(false); // T is not a border-point letter
    expect(isValidCups(`${HAND_CHECKED}XF`)).toBe(false); // 21st must be a digit
    expect(isValidCups(`${HAND_CHECKED}1F0`)).toBe(false); // 23 characters
  });
});
