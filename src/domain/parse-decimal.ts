import { expectArgument } from "./arguments";
/**
 * Locale-aware parsing of what a user typed in a number field. Pure and DOM-free.
 *
 * spec §5: power is typed "in kW, decimal comma, 3 decimals, no negatives"; filters accept
 * "digits, comma, dot, minus". In ca/es/gl/fr/de the comma is the decimal mark and the dot groups
 * thousands; in en it is the other way round.
 */

/** Locales whose decimal mark is a comma (spec §1 languages other than en). */
const DECIMAL_COMMA_LOCALES = new Set(["ca", "es", "gl", "fr", "de"]);

/**
 * Whether a locale writes decimals with a comma.
 * @param locale a 2-letter or full code ("es", "es-ES")
 * @returns true for ca, es, gl, fr and de
 * @example usesDecimalComma("fr-FR") // true
 */
export function usesDecimalComma(locale: string): boolean {
  expectArgument("usesDecimalComma", "locale", locale, "string");
  return DECIMAL_COMMA_LOCALES.has(locale.slice(0, 2).toLowerCase());
}

/** How strict {@link parseDecimal} is. */
export interface ParseDecimalOptions {
  /** Maximum digits after the decimal mark (default 0: whole numbers). More is invalid. */
  decimals?: number;
  /** Whether a leading minus is accepted (default false: spec §5 "no negatives"). */
  allowNegative?: boolean;
}

const escape = (mark: string) => (mark === "." ? "\\." : mark);

/**
 * Reads a typed number in the given locale.
 * @param text what the user typed (spaces, including the French narrow no-break space, are ignored)
 * @param locale the active locale
 * @param options decimals allowed and whether negatives are
 * @returns the number; `null` when the text is empty; `NaN` when it is not a valid number
 *   (the same convention as react-hook-form's `valueAsNumber`)
 * @example parseDecimal("3,45", "es", { decimals: 3 }) // 3.45
 * @example parseDecimal("1.234,5", "es", { decimals: 2 }) // 1234.5
 * @example parseDecimal("3,45", "en", { decimals: 3 }) // NaN
 */
export function parseDecimal(text: string, locale: string, options: ParseDecimalOptions = {}): number | null {
  expectArgument("parseDecimal", "text", text, "string");
  expectArgument("parseDecimal", "locale", locale, "string");
  expectArgument("parseDecimal", "options", options, "object", "undefined");
  const { decimals = 0, allowNegative = false } = options;
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return null;

  let body = compact;
  let sign = 1;
  if (body.startsWith("-")) {
    if (!allowNegative) return Number.NaN;
    sign = -1;
    body = body.slice(1);
  }

  const comma = usesDecimalComma(locale);
  const decimalMark = comma ? "," : ".";
  const groupMark = comma ? "." : ",";
  const grouped = new RegExp(`^\\d{1,3}(${escape(groupMark)}\\d{3})+$`);

  let integer: string;
  let fraction = "";
  const decimalAt = body.indexOf(decimalMark);
  if (decimalAt >= 0) {
    integer = body.slice(0, decimalAt);
    fraction = body.slice(decimalAt + 1);
    if (integer.includes(groupMark)) {
      if (!grouped.test(integer)) return Number.NaN;
      integer = integer.split(groupMark).join("");
    }
  } else if (body.includes(groupMark)) {
    if (grouped.test(body) && (!comma || decimals === 0)) {
      // "1,234" in en, or "1.200" for a whole number in a comma locale: thousands grouping.
      integer = body.split(groupMark).join("");
    } else if (comma && body.split(".").length === 2) {
      // Numeric keypads type "." even in comma locales: a single dot is read as the decimal mark.
      [integer = "", fraction = ""] = body.split(".");
    } else {
      return Number.NaN;
    }
  } else {
    integer = body;
  }

  if (integer === "" && fraction === "") return Number.NaN;
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction)) return Number.NaN;
  if (fraction.length > decimals) return Number.NaN;
  return sign * Number(`${integer || "0"}.${fraction || "0"}`);
}
