import { expectArgument } from "../arguments";
/**
 * IBAN (ISO 13616): country code, 2 check digits and a national account number (BBAN).
 */

/**
 * Total IBAN length per country code, for every country in the SWIFT IBAN registry (release 101).
 * Territories that use another country's code (French overseas departments, Åland, the Channel
 * Islands, ...) are covered by that country's entry.
 */
// prettier-ignore
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27,
  BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28,
  EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23,
  GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21,
  LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
  RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25,
  SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

const IBAN_PATTERN = /^([A-Z]{2})(\d{2})([A-Z0-9]+)$/;

/**
 * Cleans an IBAN as typed or pasted: removes whitespace and the dashes and dots that bank statements
 * and online banking put between the groups, and upper-cases it.
 *
 * @param value - The IBAN as typed or pasted by the user.
 * @returns The compact, upper-case IBAN (not necessarily valid).
 * @example
 * normalizeIban("es91 2100 0418 4502 0005 1332"); // "ES9121000418450200051332"
 * normalizeIban("ES91-2100-0418.4502.0005.1332"); // "ES9121000418450200051332"
 */
export function normalizeIban(value: string): string {
  expectArgument("normalizeIban", "value", value, "string");
  // spec §5 "IBAN change: spaces removed"; issue 16 item 7: IBANs pasted with dashes or dots too
  // (no IBAN contains either, so dropping them cannot turn an invalid IBAN into another one).
  return value.replace(/[\s.-]+/g, "").toUpperCase();
}

/**
 * Presents an IBAN in the printed form: normalised, in groups of four characters.
 *
 * @param value - The IBAN, compact or not.
 * @returns The IBAN in groups of four separated by single spaces.
 * @example
 * formatIban("ES9121000418450200051332"); // "ES91 2100 0418 4502 0005 1332"
 */
export function formatIban(value: string): string {
  expectArgument("formatIban", "value", value, "string");
  return (
    normalizeIban(value)
      .match(/.{1,4}/g)
      ?.join(" ") ?? ""
  );
}

/**
 * ISO 7064 MOD 97-10 over the rearranged IBAN (BBAN + country + check digits), letters read as
 * 10..35. The number has up to ~70 digits, so the remainder is carried character by character
 * instead of building a huge integer.
 */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder;
}

/**
 * Tells whether a value is a valid IBAN for any country of the SWIFT IBAN registry: known country
 * code, that country's length, alphanumeric account part and MOD 97 checksum equal to 1.
 *
 * @param value - The IBAN as typed (spaces and lower case are tolerated).
 * @returns `true` when the IBAN passes the length and checksum tests.
 * @example
 * isValidIban("ES91 2100 0418 4502 0005 1332"); // true
 * isValidIban("DE89370400440532013000"); // true
 * isValidIban("ES9121000418450200051333"); // false (checksum)
 */
export function isValidIban(value: string): boolean {
  expectArgument("isValidIban", "value", value, "string");
  const iban = normalizeIban(value);
  const match = IBAN_PATTERN.exec(iban);
  if (match === null) return false;
  const [, country = "", checkDigits = "", bban = ""] = match;
  if (IBAN_LENGTHS[country] !== iban.length) return false;
  return mod97(`${bban}${country}${checkDigits}`) === 1;
}
