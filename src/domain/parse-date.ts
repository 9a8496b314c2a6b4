import { expectArgument } from "./arguments";

/*
 * Days as the customer reads and types them, day first in every language (issue 39 item 7, "one date
 * format per locale in inputs and tables"): DD/MM/YYYY, or DD.MM.YYYY as German writes it (its tables
 * show 11.07.2026 and its hints ask for TT.MM.JJJJ). The one reader and the one writer of a typed day,
 * in a module of their own so that the date field of the runtime chunk (src/ui/date-field.tsx) carries
 * them without the invoice filters or every formatter of src/i18n/format.ts. Pure and DOM-free.
 */

/** A day as the API and the forms hold it. */
export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a day typed day first (the invoice filters, spec §2 "Date filter format DD/MM/YYYY", and the
 * date field).
 * @param text - what was typed
 * @returns the day as `YYYY-MM-DD`, or null when it is not a real date in that format
 * @example parseDate("29/02/2024") // "2024-02-29"
 * @example parseDate("29.02.2024") // "2024-02-29"
 */
export function parseDate(text: string): string | null {
  expectArgument("parseDate", "text", text, "string");
  const match = /^(\d{2})([/.])(\d{2})\2(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, , month, year] = match as unknown as [string, string, string, string, string];
  const iso = `${year}-${month}-${day}`;
  // A real day reads back the same: Date.UTC rolls 31/02 over into March.
  return new Date(Date.UTC(+year, +month - 1, +day)).toISOString().startsWith(iso) ? iso : null;
}

/**
 * Writes a day `YYYY-MM-DD` as the tables of the language write it, without Intl: German with dots,
 * the others with slashes (English too: en-GB, src/i18n/format.ts). `formatDate` of src/i18n/format.ts
 * writes days with it, so a field and a table cannot differ. Any other text is returned as it is, so that
 * a field can keep what was typed.
 * @param text - a day `YYYY-MM-DD`, or anything else
 * @param locale - the language's code
 * @example formatDay("2026-07-11", "de") // "11.07.2026"
 * @example formatDay("31/02", "es") // "31/02"
 */
export function formatDay(text: string, locale: string): string {
  return text.replace(ISO_DAY, locale === "de" ? "$3.$2.$1" : "$3/$2/$1");
}
