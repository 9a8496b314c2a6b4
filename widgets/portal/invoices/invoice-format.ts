import { useMemo } from "react";
import type { Locale } from "../../../src/i18n/locales";
import { formatDate, formatDateTime, formatEnergy, formatMoney } from "../../../src/i18n/format";

/** How many formatted values of a kind a list keeps (a bound, not a spec figure: a page shows a few hundred). */
const FORMATTED_CACHE_SIZE = 1000;

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
  return useMemo(() => {
    // A page of 100 invoices formats some 600 values but far fewer distinct ones (a few days, many
    // "0.00 €" to pay): each is formatted once per language (issue 18 item 8, a page repaints in under 100 ms).
    const date = remembered((day: string) => formatDate(day, locale));
    return {
      money: remembered((amount: number) => formatMoney(amount, locale)),
      energy: remembered((kwh: number) => formatEnergy(kwh, locale)),
      date: (day) => (day ? date(day) : ""),
      // The server writes "YYYY-MM-DD HH:MM:SS": made ISO so every engine reads it.
      dateTime: (value) => formatDateTime(value.replace(" ", "T"), locale) || value,
    };
  }, [locale]);
}

/**
 * A formatter that keeps what it has written, up to {@link FORMATTED_CACHE_SIZE} values.
 * @param format - the formatter
 * @returns the same formatter, remembering
 */
function remembered<Value>(format: (value: Value) => string): (value: Value) => string {
  const written = new Map<Value, string>();
  return (value) => {
    let text = written.get(value);
    if (text === undefined) {
      if (written.size >= FORMATTED_CACHE_SIZE) written.clear();
      text = format(value);
      written.set(value, text);
    }
    return text;
  };
}
