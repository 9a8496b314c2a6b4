/**
 * The postal-code lookup of every address form (the contracting wizard's supply and owner addresses,
 * the portal's notification-address dialog): when to look up, which locality to select, which
 * province follows. spec §5 "Postal code", spec §9 "zip lookup 700 ms".
 */
import type { Locality } from "../api/geo";

/** spec §9 "zip lookup 700 ms": how long after the last keystroke the postal code is looked up. */
export const POSTAL_CODE_LOOKUP_DEBOUNCE_MS = 700;

/**
 * The postal code to look up (spec §5 "5 characters; numeric only, leading zeros allowed"), or null.
 * @param text the postal code as typed
 * @returns the five digits, or null while the text is not a postal code
 * @example postalCodeToLookUp(" 08013 "); // "08013"
 */
export function postalCodeToLookUp(text: string): string | null {
  const code = text.trim();
  return /^\d{5}$/.test(code) ? code : null;
}

/**
 * spec §5 Postal code: "province filled from the first 2 digits of the INE code".
 * @param ine the municipality's INE code (a number may have lost its leading zero)
 * @returns the two-digit province code
 * @example provinceCodeOfIne("08019"); // "08"
 */
export function provinceCodeOfIne(ine: string): string {
  return ine.trim().padStart(5, "0").slice(0, 2);
}

/**
 * The locality an address holds once the postal code's localities are known: spec §5 "A single
 * matching locality is auto-selected"; among several, the one chosen stays if it is one of them; else
 * none (the user chooses; with no postal code the locality is empty and disabled).
 * @param localities the localities of the postal code looked up, or null when there is none to look up
 * @param currentIne the INE code the address holds now ("" for none)
 * @returns the locality to hold, or null for none
 * @example localityAfterLookup([{ ine: "08019", city: "Barcelona" }], ""); // { ine: "08019", city: "Barcelona" }
 */
export function localityAfterLookup(localities: readonly Locality[] | null, currentIne: string): Locality | null {
  if (localities === null) return null;
  if (localities.length === 1) return localities[0] ?? null;
  return localities.find((locality) => locality.ine === currentIne) ?? null;
}
