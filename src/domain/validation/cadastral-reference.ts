import { expectArgument } from "../arguments";
/**
 * Spanish cadastral reference (referencia catastral) of a property.
 *
 * 14 characters identify the parcel (7 for the block or the province/municipality/sector, 7 for the
 * map sheet or the polygon/parcel); 20 characters add 4 digits for the unit inside the parcel and
 * two check letters.
 */

/** Catastro order of letters: A=1 ... N=14, Ñ=15, O=16 ... Z=27 (digits count as their value). */
const LETTER_VALUES = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ";

const CHECK_WEIGHTS = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1] as const;

const CHECK_LETTERS = "MQWERTYUIOPASDFGHJKLBZX";

// spec §5: letters and digits only; spec §9: cadastral 14 or 20. Ñ is a letter of the Catastro
// alphabet (it takes part in the check letters), so it is accepted too.
export const REFERENCE_PATTERN = /^(?:[0-9A-ZÑ]{14}|[0-9A-ZÑ]{18}[A-Z]{2})$/;

function characterValue(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  return LETTER_VALUES.indexOf(char) + 1;
}

function checkLetter(characters: string): string {
  let sum = 0;
  for (let index = 0; index < CHECK_WEIGHTS.length; index += 1) {
    sum += (CHECK_WEIGHTS[index] ?? 0) * characterValue(characters.charAt(index));
  }
  return CHECK_LETTERS.charAt(sum % 23);
}

/**
 * The two check letters of a 20-character reference: the first over characters 1-7 and the unit
 * (15-18), the second over characters 8-14 and the unit.
 */
function cadastralCheckLetters(reference: string): string {
  const unit = reference.slice(14, 18);
  return checkLetter(reference.slice(0, 7) + unit) + checkLetter(reference.slice(7, 14) + unit);
}

/**
 * Tells whether a value is a cadastral reference: 14 characters (a parcel, accepted on its shape)
 * or 20 characters whose two check letters match the Catastro algorithm.
 *
 * @param value - The reference as typed (spaces and lower case are tolerated).
 * @returns `true` for a well-formed parcel reference or a 20-character reference with valid check letters.
 * @example
 * isValidCadastralReference("9872023 VH5797S 0001 WX"); // true
 * isValidCadastralReference("9872023VH5797S"); // true (parcel, 14 characters)
 * isValidCadastralReference("9872023VH5797S0001WY"); // false (check letter)
 */
export function isValidCadastralReference(value: string): boolean {
  expectArgument("isValidCadastralReference", "value", value, "string");
  // spec §5: spaces stripped, upper-cased
  const reference = value.replace(/\s+/g, "").toUpperCase();
  if (!REFERENCE_PATTERN.test(reference)) return false;
  if (reference.length === 14) return true;
  return cadastralCheckLetters(reference) === reference.slice(18);
}
