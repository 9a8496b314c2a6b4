import { useMemo } from "react";
import type { Locale } from "../../../src/i18n/locales";
import { formatDate, formatDateTime, formatEnergy, formatMoney } from "../../../src/i18n/format";

/** The row's formatters, bound to the language once per list rather than per cell. */
export interface InvoiceFormat {
  money: (amount: number) => string;
  energy: (kwh: number) => string;
  date: (day: string | null) => string;
  dateTime: (value: string) => string;
}

/**
 * spec §9 Units: "Money with 2 decimals", "energy shown with 0 decimals", dates in the language's order.
 * @param locale - the interface language
 * @returns formatters that keep their identity while the language does (memoised rows stay memoised)
 * @example const format = useInvoiceFormat(useLocale()); format.money(12.5) // "12,50 €"
 */
export function useInvoiceFormat(locale: Locale): InvoiceFormat {
  return useMemo(
    () => ({
      money: (amount) => formatMoney(amount, locale),
      energy: (kwh) => formatEnergy(kwh, locale),
      date: (day) => (day ? formatDate(day, locale) : ""),
      // The server writes "YYYY-MM-DD HH:MM:SS": made ISO so every engine reads it.
      dateTime: (value) => formatDateTime(value.replace(" ", "T"), locale) || value,
    }),
    [locale],
  );
}
