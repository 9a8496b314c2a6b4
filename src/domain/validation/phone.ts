import { expectArgument } from "../arguments";
/**
 * Spanish phone numbers: 9 digits starting with 6 or 7 (mobile) or 8 or 9 (landline), optionally
 * behind the +34 or 0034 country prefix.
 */

/** Separators people type inside phone numbers. */
const SEPARATORS = /[\s.-]+/g;

// spec §9: prefix +34; the compact form is at most "+34" + 9 digits = 12 characters, the maximum of
// spec §5 and §9 ("max 12").
const SPANISH_PHONE_PATTERN = /^(?:\+34)?[6-9]\d{8}$/;

/**
 * The phone without separators, with a dialled "0034" written as "+34", so that lengths are
 * counted on the same form whichever prefix was typed.
 *
 * @param value - The phone as typed.
 * @returns The compact phone.
 * @example
 * compactPhone("0034 612-345.678"); // "+34612345678"
 */
export function compactPhone(value: string): string {
  return value.replace(SEPARATORS, "").replace(/^0034/, "+34");
}

/**
 * Tells whether a value is a Spanish phone number: an optional +34 or 0034 prefix, then 9 digits
 * starting with 6, 7, 8 or 9; spaces, dashes and dots are ignored.
 *
 * @param value - The phone as typed.
 * @returns `true` for a Spanish phone number.
 * @example
 * isValidSpanishPhone("+34 612 345 678"); // true
 * isValidSpanishPhone("912.345.678"); // true
 * isValidSpanishPhone("512345678"); // false
 */
export function isValidSpanishPhone(value: string): boolean {
  expectArgument("isValidSpanishPhone", "value", value, "string");
  return SPANISH_PHONE_PATTERN.test(compactPhone(value));
}

/**
 * The local part of a phone: its last 9 digits, every other character dropped.
 *
 * @param value - The phone as typed.
 * @returns Up to 9 digits.
 * @example
 * phoneLocalPart("+34 612 345 678"); // "612345678"
 */
export function phoneLocalPart(value: string): string {
  expectArgument("phoneLocalPart", "value", value, "string");
  // spec §9: local part the last 9 digits
  return value.replace(/\D+/g, "").slice(-9);
}

/**
 * Writes a valid Spanish phone in the canonical "+34" + 9 digits form. An invalid value is returned
 * compact but otherwise unchanged, so that nothing is invented from it.
 *
 * @param value - The phone as typed.
 * @returns "+34" followed by the 9 digits, or the compact input when it is not a Spanish phone.
 * @example
 * normalizePhone("612 345 678"); // "+34612345678"
 * normalizePhone("0034-612-345-678"); // "+34612345678"
 */
export function normalizePhone(value: string): string {
  expectArgument("normalizePhone", "value", value, "string");
  // spec §5/§9: phone default country ES, prefix +34
  if (!isValidSpanishPhone(value)) return compactPhone(value);
  return `+34${phoneLocalPart(value)}`;
}

/**
 * Removes the Spanish country prefix (+34 or 0034) and the separators from a phone.
 *
 * @param value - The phone as typed.
 * @returns The compact phone without a leading +34; other prefixes are kept.
 * @example
 * stripSpanishPrefix("+34 612 345 678"); // "612345678"
 * stripSpanishPrefix("612345678"); // "612345678"
 */
export function stripSpanishPrefix(value: string): string {
  expectArgument("stripSpanishPrefix", "value", value, "string");
  // spec §3: lead contact form telephone, +34 removed before sending
  return compactPhone(value).replace(/^\+34/, "");
}
