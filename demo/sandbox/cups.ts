/**
 * CUPS check letters (spec §5): the 16 digits after "ES", as one integer, modulo 529; the quotient and
 * the remainder of that by 23 index the table. BigInt because 16 digits exceed 2^53.
 */
const TABLE = "TRWAGMYFPDXBNJZSQVHLCKE";

export function cupsLetters(digits16: string): string {
  if (!/^\d{16}$/.test(digits16)) throw new Error(`CUPS needs 16 digits, got ${digits16}`);
  const r = Number(BigInt(digits16) % 529n);
  return `${TABLE[Math.floor(r / 23)]}${TABLE[r % 23]}`;
}

/** A 20-character CUPS from its 16 digits. */
export function makeCups(digits16: string): string {
  return `ES${digits16}${cupsLetters(digits16)}`;
}

/** spec §5: strip spaces, letter O becomes 0, upper-case. */
export function normalizeCups(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase().replace(/O/g, "0");
}

/** True for a 20-character CUPS with the right letters, or 22 with a digit and one of FPRCXYZ after them. */
export function isValidCups(value: string): boolean {
  const cups = normalizeCups(value);
  const match = /^ES(\d{16})([A-Z]{2})(\d[FPRCXYZ])?$/.exec(cups);
  if (!match) return false;
  return cupsLetters(match[1] as string) === match[2];
}

/** The 20-character key a CUPS is stored under (a 22-character CUPS names the same supply point). */
export function cupsKey(value: string): string {
  return normalizeCups(value).slice(0, 20);
}
