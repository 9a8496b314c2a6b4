import { formatMoney, formatNumber } from "../../src/i18n/format";
import type { Locale } from "../../src/i18n/locales";

/**
 * A market price with its unit: euros with 2 decimals (spec §9 "Money with 2 decimals") per the
 * product's unit, e.g. "55,00 €/MWh" in es, "€55.00/MWh" in en.
 * @example formatProductPrice(55, "€/MWh", "es") // "55,00 €/MWh"
 */
export function formatProductPrice(value: number, unit: string | undefined, locale: Locale): string {
  if (!unit) return formatMoney(value, locale);
  if (unit.startsWith("€/")) return `${formatMoney(value, locale)}/${unit.slice(2)}`;
  return `${formatNumber(value, locale, 2)} ${unit}`;
}
