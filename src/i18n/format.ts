import { ISO_DAY, formatDay } from "../domain/parse-date";
import { intlLocales, type Locale } from "./locales";

/**
 * The one formatting module (CONVENTIONS): money, energy, power, area and dates with the spec's
 * decimals (spec §9 "Units") in the active locale. Formatters are cached per locale and options.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(intlLocales(locale), options);
    cache.set(key, format);
  }
  return format;
}

/**
 * The locales whose conventions write the dates of each language (issue 39 item 7, "one date format per
 * locale in inputs and tables"): the language's own, except English, whose customers are in Spain too
 * and type their dates day first in the invoice filters (`portal.invoices.dateHint`, DD/MM/YYYY): its
 * tables read 11/07/2026 for 11 July, with a 24-hour clock, as en-GB writes them, not en-US's
 * 07/11/2026, 02:05 PM. Numbers and money keep the language's own conventions (€0.13).
 * format.test.ts checks every language's table date against its filter hint.
 */
function dateLocales(locale: Locale): string[] {
  return locale === "en" ? ["en-GB", ...intlLocales(locale)] : intlLocales(locale);
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocales(locale), options);
    cache.set(key, format);
  }
  return format;
}

/** The decimal separator of each interface language (CLDR; format.test.ts checks it against Intl). */
const DECIMAL_SEPARATOR: Readonly<Record<Locale, string>> = { ca: ",", es: ",", en: ".", gl: ",", fr: ",", de: "," };

/**
 * A number written without Intl when that gives the same text: finite, and below 1,000 in size once
 * rounded, where none of the six languages groups digits; Latin digits and "-" in all of them; and
 * `toFixed` rounds half away from zero on the exact value, as Intl's default does. Null otherwise.
 * The first `Intl.NumberFormat` of a page costs 40–85 ms of main thread at 4x CPU (ICU's number data):
 * the wizard's first screen paid it for its stepper's "1 / 6", and the power calculator for its hints.
 */
function plainNumber(value: number, locale: Locale, decimals: number, minDecimals: number): string | null {
  if (!Number.isFinite(value) || Object.is(value, -0) || decimals > 20 || minDecimals > decimals) return null;
  const fixed = value.toFixed(decimals);
  if (Math.abs(Number(fixed)) >= 1000) return null;
  const [whole = "", digits = ""] = fixed.split(".");
  const fraction = digits.replace(/0+$/, "").padEnd(minDecimals, "0");
  return fraction ? `${whole}${DECIMAL_SEPARATOR[locale]}${fraction}` : whole;
}

/** Between a number and its unit: a no-break space, so "4,6 kW" never wraps as "4,6 / kW" on a phone. */
export const UNIT_SPACE = "\u00a0";

/** spec §9: "Money with 2 decimals", currency euro. @example formatMoney(12.5, "es") // "12,50 €" */
export function formatMoney(amount: number, locale: Locale): string {
  return numberFormat(locale, { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** spec §9: "energy shown with 0 decimals", in kWh. @example formatEnergy(1234.4, "ca") // "1.234 kWh" */
export function formatEnergy(kwh: number, locale: Locale): string {
  return `${plainNumber(kwh, locale, 0, 0) ?? numberFormat(locale, { maximumFractionDigits: 0 }).format(kwh)}${UNIT_SPACE}kWh`;
}

/** spec §9: "power rounded to 2 decimals", in kW. @example formatPower(3.456, "en") // "3.46 kW" */
export function formatPower(kw: number, locale: Locale): string {
  const text = plainNumber(kw, locale, 2, 0) ?? numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(kw);
  return `${text}${UNIT_SPACE}kW`;
}

/** spec §9: area in m², 0 decimals. */
export function formatArea(m2: number, locale: Locale): string {
  return `${plainNumber(m2, locale, 0, 0) ?? numberFormat(locale, { maximumFractionDigits: 0 }).format(m2)}${UNIT_SPACE}m²`;
}

/**
 * A plain number with `decimals` decimals (inputs echo, percentages); with `minDecimals` lower, the
 * trailing zeros down to it are left out.
 * @example formatNumber(4.6, "ca", 3, 0) // "4,6"
 */
export function formatNumber(value: number, locale: Locale, decimals = 0, minDecimals = decimals): string {
  return (
    plainNumber(value, locale, decimals, minDecimals) ??
    numberFormat(locale, { minimumFractionDigits: minDecimals, maximumFractionDigits: decimals }).format(value)
  );
}

/** Accepts a Date, an ISO date (`2026-03-01`) or date-time; invalid input gives "". */
function toDate(value: Date | string): Date | null {
  const date = typeof value === "string" ? new Date(ISO_DAY.test(value) ? `${value}T00:00:00` : value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * spec §2 Invoices: dates read DD/MM/YYYY, day first in every language (German with dots, 01.03.2026,
 * as its filters ask for TT.MM.JJJJ). A day (`YYYY-MM-DD`) is written by `formatDay`
 * of src/domain/parse-date.ts, as the date field writes it.
 * @example formatDate("2026-03-01", "es") // "01/03/2026"
 * @example formatDate("2026-07-11", "en") // "11/07/2026"
 */
export function formatDate(value: Date | string, locale: Locale): string {
  const date = toDate(value);
  if (!date) return "";
  return typeof value === "string" && ISO_DAY.test(value)
    ? formatDay(value, locale)
    : dateFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric" }).format(date);
}

export function formatDateTime(value: Date | string, locale: Locale): string {
  const date = toDate(value);
  return date
    ? dateFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(date)
    : "";
}

/** "March 2026" style, for monthly consumption and invoice charts. */
export function formatMonth(value: Date | string, locale: Locale): string {
  const date = toDate(value);
  return date ? dateFormat(locale, { month: "long", year: "numeric" }).format(date) : "";
}

/**
 * Bytes as MB with up to 1 decimal (spec §8.2 "File too large: message with the limit in MB"), the
 * unit as the locale writes it ("Mo" in French).
 */
export function formatMegabytes(bytes: number, locale: Locale): string {
  // Some locales' data put a plain space before the unit: kept on one line all the same.
  return numberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
    .format(bytes / 1_000_000)
    .replace(" ", UNIT_SPACE);
}
