import { expectArgument } from "../arguments";
/**
 * CUPS (Código Universal de Punto de Suministro), the id of an electricity or gas supply point.
 *
 * Shape: "ES" + 16 digits (distributor code + point number) + 2 check letters, optionally followed by
 * a 2-character "border point" suffix (a digit and one of F P R C X Y Z).
 */

// spec §5: check letters are the 16 digits modulo 529 mapped onto this table
const CHECK_TABLE = "TRWAGMYFPDXBNJZSQVHLCKE";

// spec §5: ES + 16 digits + 2 check letters; for 22 characters, a digit and one of F P R C X Y Z
export const CUPS_PATTERN = /^ES(\d{16})([A-Z]{2})(?:\d[FPRCXYZ])?$/;

/**
 * Cleans a CUPS as typed: removes every whitespace character, turns the letter O into the digit 0
 * and upper-cases the rest.
 *
 * @param value - The CUPS as typed by the user.
 * @returns The cleaned CUPS (not necessarily valid).
 * @example
 * normalizeCups(" es 0021 0000 0000 0000 rc "); // "ES0021000000000000RC"
 * normalizeCups("ESOO21OOOOOOOOOOOORC"); // "ES0021000000000000RC" (letter O read as zero)
 */
export function normalizeCups(value: string): string {
  expectArgument("normalizeCups", "value", value, "string");
  // spec §5: input stripped of spaces, letter O becomes 0, upper-cased.
  // The letter O never appears in a valid CUPS (not in "ES", nor in the check table, nor in the
  // suffix), so replacing it cannot turn a valid CUPS into an invalid one.
  return value.replace(/\s+/g, "").replace(/o/gi, "0").toUpperCase();
}

/**
 * The two check letters of a CUPS from its 16 digits.
 *
 * The 16 digits can reach 10^16, above Number.MAX_SAFE_INTEGER (2^53), so the remainder is taken
 * with BigInt rather than with floating-point numbers.
 */
function cupsCheckLetters(digits: string): string {
  const remainder = Number(BigInt(digits) % 529n);
  return `${CHECK_TABLE.charAt(Math.floor(remainder / 23))}${CHECK_TABLE.charAt(remainder % 23)}`;
}

/**
 * Tells whether a value is a well-formed CUPS with correct check letters. The value is normalised
 * first with {@link normalizeCups}, so spaces, lower case and the letter O for zero are tolerated.
 *
 * @param value - The CUPS as typed by the user.
 * @returns `true` when the normalised value has 20 or 22 characters and its check letters match.
 * @example
 * isValidCups("ES0021000000000000RC"); // true
 * isValidCups("ES0021000000000000RC1F"); // true (22-character form)
 * isValidCups("ES0021000000000000RD"); // false (wrong check letter)
 */
export function isValidCups(value: string): boolean {
  expectArgument("isValidCups", "value", value, "string");
  const match = CUPS_PATTERN.exec(normalizeCups(value));
  if (match === null) return false;
  const [, digits = "", letters = ""] = match;
  return cupsCheckLetters(digits) === letters;
}
