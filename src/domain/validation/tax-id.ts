import { expectArgument } from "../arguments";
/**
 * Spanish tax ids: DNI (citizens), NIE (foreign residents), CIF (companies and other entities) and the
 * K/L/M personal NIFs. All the validators accept lower case, spaces, dashes and an optional "ES"
 * prefix (the EU VAT form of the same number).
 */

/** Control letters of DNI, NIE and K/L/M NIFs, indexed by the number modulo 23. */
const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/** CIF control letters, indexed by the control digit. */
const CIF_CONTROL_LETTERS = "JABCDEFGHI";

// spec §5: first letters allowed for the company check
const COMPANY_FIRST_LETTERS = "ABCDEFGHJNPQRSUVW";

/** Entity types whose CIF ends in a control digit (companies, partnerships, co-owners). */
const DIGIT_CONTROL_TYPES = "ABEH";

const DNI_PATTERN = /^(\d{8})([A-Z])$/;
const NIE_PATTERN = /^([XYZ])(\d{7})([A-Z])$/;
const KLM_NIF_PATTERN = /^[KLM](\d{7})([A-Z])$/;
const CIF_PATTERN = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;

function compactTaxId(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

function hasTaxIdShape(value: string): boolean {
  return DNI_PATTERN.test(value) || NIE_PATTERN.test(value) || KLM_NIF_PATTERN.test(value) || CIF_PATTERN.test(value);
}

/**
 * Cleans a tax id as typed: trims it, upper-cases it, removes spaces and dashes, and drops a
 * leading "ES" country prefix when what follows has the shape of a Spanish tax id.
 *
 * @param value - The tax id as typed by the user.
 * @returns The compact, upper-case tax id without the "ES" prefix (not necessarily valid).
 * @example
 * normalizeTaxId(" es-12345678-z "); // "12345678Z"
 * normalizeTaxId("ESB12345674"); // "B12345674"
 */
export function normalizeTaxId(value: string): string {
  expectArgument("normalizeTaxId", "value", value, "string");
  const compact = compactTaxId(value);
  // spec §5: an 'ES' prefix removed before sending. Only stripped when the rest is a tax id shape:
  // every shape has 9 characters, so a bare tax id beginning with "ES" is never shortened.
  const withoutPrefix = compact.slice(2);
  if (compact.startsWith("ES") && hasTaxIdShape(withoutPrefix)) return withoutPrefix;
  return compact;
}

function dniLetter(digits: string): string {
  return DNI_LETTERS.charAt(Number(digits) % 23);
}

/**
 * Tells whether a value is a valid DNI: 8 digits and the control letter of that number modulo 23.
 *
 * @param value - The tax id as typed (case, spaces, dashes and an "ES" prefix are tolerated).
 * @returns `true` for a DNI with the right control letter.
 * @example
 * isValidDni("12345678Z"); // true
 * isValidDni("12345678A"); // false
 */
export function isValidDni(value: string): boolean {
  expectArgument("isValidDni", "value", value, "string");
  const match = DNI_PATTERN.exec(normalizeTaxId(value));
  if (match === null) return false;
  const [, digits = "", letter = ""] = match;
  return dniLetter(digits) === letter;
}

/**
 * Tells whether a value is a valid NIE: X, Y or Z, 7 digits and a control letter computed like a
 * DNI's with X, Y and Z read as 0, 1 and 2 in front of the digits.
 *
 * @param value - The tax id as typed (case, spaces, dashes and an "ES" prefix are tolerated).
 * @returns `true` for a NIE with the right control letter.
 * @example
 * isValidNie("X1234567L"); // true
 * isValidNie("X1234567A"); // false
 */
export function isValidNie(value: string): boolean {
  expectArgument("isValidNie", "value", value, "string");
  const match = NIE_PATTERN.exec(normalizeTaxId(value));
  if (match === null) return false;
  const [, prefix = "", digits = "", letter = ""] = match;
  return dniLetter(`${"XYZ".indexOf(prefix)}${digits}`) === letter;
}

/** K (minors), L (non-residents) and M (foreigners without NIE) NIFs: DNI letter over the 7 digits. */
function isValidKlmNif(value: string): boolean {
  const match = KLM_NIF_PATTERN.exec(normalizeTaxId(value));
  if (match === null) return false;
  const [, digits = "", letter = ""] = match;
  return dniLetter(digits) === letter;
}

/**
 * CIF control digit: digits in even positions are added; digits in odd positions (1st, 3rd, 5th,
 * 7th) are doubled and the digits of the product added; the control is what takes the sum to the
 * next multiple of ten.
 */
function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = digits.charCodeAt(index) - 48;
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Tells whether a value is a valid CIF: an entity letter (ABCDEFGHJNPQRSUVW), 7 digits and a
 * control character. Types A, B, E and H need the control as a digit; every other type accepts the
 * digit or the letter (JABCDEFGHI). The textbook rule gives P, Q, R, S, N and W a letter only, but
 * the registers have issued numbers of those types with the digit form too (issue 16 item 7), and the
 * reference implementations accept both, so a real customer's number is never refused.
 *
 * @param value - The tax id as typed (case, spaces, dashes and an "ES" prefix are tolerated).
 * @returns `true` for a CIF whose control matches its digits and entity type.
 * @example
 * isValidCif("B12345674"); // true
 * isValidCif("Q2826000H"); // true
 * isValidCif("Q28260008"); // true (digit form, also issued)
 * isValidCif("B1234567D"); // false (type B needs the digit form)
 */
export function isValidCif(value: string): boolean {
  expectArgument("isValidCif", "value", value, "string");
  const match = CIF_PATTERN.exec(normalizeTaxId(value));
  if (match === null) return false;
  const [, type = "", digits = "", control = ""] = match;
  const controlDigit = cifControlDigit(digits);
  const digitMatches = control === String(controlDigit);
  const letterMatches = control === CIF_CONTROL_LETTERS.charAt(controlDigit);
  if (DIGIT_CONTROL_TYPES.includes(type)) return digitMatches;
  return digitMatches || letterMatches;
}

/**
 * Tells whether a value is any valid Spanish tax id: DNI, NIE, CIF or a K/L/M NIF.
 *
 * @param value - The tax id as typed (case, spaces, dashes and an "ES" prefix are tolerated).
 * @returns `true` when one of the forms matches with a correct control character.
 * @example
 * isValidTaxId("es 12345678-z"); // true
 * isValidTaxId("X1234567L"); // true
 * isValidTaxId("B12345674"); // true
 * isValidTaxId("12345678A"); // false
 */
export function isValidTaxId(value: string): boolean {
  expectArgument("isValidTaxId", "value", value, "string");
  // spec §5: valid DNI, NIF or NIE
  return isValidDni(value) || isValidNie(value) || isValidCif(value) || isValidKlmNif(value);
}

/**
 * Tells whether a tax id belongs to a company or other entity, from its first letter only. It does
 * not check the control character: pair it with {@link isValidTaxId}.
 *
 * @param value - The tax id as typed (case, spaces, dashes and an "ES" prefix are tolerated).
 * @returns `true` when the normalised value starts with one of ABCDEFGHJNPQRSUVW.
 * @example
 * isCompanyTaxId("B12345674"); // true
 * isCompanyTaxId("12345678Z"); // false
 */
export function isCompanyTaxId(value: string): boolean {
  expectArgument("isCompanyTaxId", "value", value, "string");
  const first = normalizeTaxId(value).charAt(0);
  // spec §5: first letters allowed for the company check: ABCDEFGHJNPQRSUVW
  return first !== "" && COMPANY_FIRST_LETTERS.includes(first);
}
