import { expectArgument } from "./arguments";

/**
 * Reads a day as the customer types it, day first, in every language (issue 39 item 7, "one date format
 * per locale in inputs and tables"): DD/MM/YYYY, or DD.MM.YYYY as German writes it (its tables show
 * 11.07.2026 and its hint asks for TT.MM.JJJJ). The one reader of typed dates, in its own module so that
 * a typed date field can use it without the invoice filters: the invoice filters read theirs with it
 * (spec §2 "Date filter format DD/MM/YYYY"). Pure and DOM-free.
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
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 31/02 over into March: a real date reads back the same.
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}
