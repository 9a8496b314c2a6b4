/**
 * A CSV file as a spreadsheet in Spain opens it (spec §4 "Invoice export"): cells separated by
 * semicolons (the comma is the decimal mark there), lines ended by CR LF, and a UTF-8 byte order mark
 * first, without which Excel reads "Girona · Força" as Windows-1252 mojibake. Pure: the caller gives
 * the cells already written in the customer's language.
 */

/** The UTF-8 byte order mark Excel looks for. */
export const CSV_BOM = "\uFEFF";
/** The separator a spreadsheet in a decimal-comma language expects. */
export const CSV_SEPARATOR = ";";

/** A cell a spreadsheet would run as a formula (`=`, `+`, `@`, a tab or CR first, or `-` not starting a number). */
const FORMULA_START = /^(?:[=+@\t\r]|-(?![\d.,]))/;

/**
 * One cell as CSV: quoted when it holds the separator, a quote or a line break (quotes doubled), and
 * prefixed with an apostrophe when a spreadsheet would run it as a formula: the text comes from the
 * server (an address, a contract name), and a cell must never become `=HYPERLINK(...)` on a customer's
 * computer. Numbers written as text ("-12,50") stay numbers.
 * @param value - the cell's text
 * @returns the cell as it goes in the file
 * @example csvCell('Carrer "Nou"; 3') // '"Carrer ""Nou""; 3"'
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A whole CSV file's text: the byte order mark, then the header and one line per row.
 * @param header - the columns' titles
 * @param rows - the cells of each row, in the header's order
 * @returns the file's text, ready for a `text/csv;charset=utf-8` Blob
 * @example csvText(["Número", "Total"], [["F-1", "12,50"]]) // "\uFEFFNúmero;Total\r\nF-1;12,50\r\n"
 */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => cells.map(csvCell).join(CSV_SEPARATOR);
  return `${CSV_BOM}${[header, ...rows].map(line).join("\r\n")}\r\n`;
}
