import { expectArgument } from "../arguments";
// spec §5: 5 numeric characters, leading zeros allowed; the first two digits are the province,
// 01 (Álava) to 52 (Melilla).
const POSTAL_CODE_PATTERN = /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/;

/**
 * Tells whether a value is a Spanish postal code: exactly 5 digits whose first two are a province
 * number from 01 to 52.
 *
 * @param value - The postal code as typed; no spaces or other characters are tolerated.
 * @returns `true` for a postal code of an existing province.
 * @example
 * isValidPostalCode("08001"); // true
 * isValidPostalCode("53001"); // false (no province 53)
 * isValidPostalCode("00123"); // false (no province 00)
 */
export function isValidPostalCode(value: string): boolean {
  expectArgument("isValidPostalCode", "value", value, "string");
  return POSTAL_CODE_PATTERN.test(value);
}
