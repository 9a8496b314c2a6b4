/**
 * The invoices filter panel's rules (portal-spec §2 "Invoices" filters, §5 "Filters: numeric input
 * accepts digits, comma, dot, minus"; calls §7.6 filter fields): what each field accepts and the API's
 * `filter` conditions the applied values make. Pure and DOM-free.
 */
import type { InvoiceCondition } from "../../api/invoices";
import { parseDate } from "../parse-date";
import { parseDecimal } from "../parse-decimal";
import { expectArgument } from "../arguments";

/** The fields of the panel, in the order they show (spec §2 "Filters"). */
export const INVOICE_FILTER_KEYS = [
  "number",
  "contract",
  "vat",
  "dateFrom",
  "dateTo",
  "periodFrom",
  "periodTo",
  "cups",
  "address",
  "total",
  "pending",
  "state",
] as const;
export type InvoiceFilterKey = (typeof INVOICE_FILTER_KEYS)[number];

/** What the panel holds: the text of each field as typed (`state` is "", "paid" or "open"). */
export type InvoiceFilterValues = Record<InvoiceFilterKey, string>;

/** Why a typed value cannot be sent (the screen translates it at the field). */
export type InvoiceFilterError = "invalidDate" | "invalidAmount" | "dateOrder";

/** spec §2 "state (paid or open)". */
export const INVOICE_STATES = ["paid", "open"] as const;

/** The panel with nothing typed. */
export const EMPTY_INVOICE_FILTERS: InvoiceFilterValues = Object.freeze({
  number: "",
  contract: "",
  vat: "",
  dateFrom: "",
  dateTo: "",
  periodFrom: "",
  periodTo: "",
  cups: "",
  address: "",
  total: "",
  pending: "",
  state: "",
});

const DATE_KEYS = new Set<InvoiceFilterKey>(["dateFrom", "dateTo", "periodFrom", "periodTo"]);
const AMOUNT_KEYS = new Set<InvoiceFilterKey>(["total", "pending"]);
/** spec §5: "numeric input accepts digits, comma, dot, minus" (spaces are ignored, as in parseDecimal). */
const AMOUNT_CHARACTERS = /^[-0-9.,\s\u00a0\u202f]*$/;

/**
 * Reads a euro amount of the filters (spec §5: digits, comma, dot and minus accepted; 2 decimals).
 * @param text - what was typed
 * @param locale - the interface language, which says whether the comma is the decimal mark
 * @returns the amount, null when empty, NaN when not an amount
 * @example parseFilterAmount("-12,5", "es") // -12.5
 */
export function parseFilterAmount(text: string, locale: string): number | null {
  expectArgument("parseFilterAmount", "text", text, "string");
  expectArgument("parseFilterAmount", "locale", locale, "string");
  if (!AMOUNT_CHARACTERS.test(text)) return Number.NaN;
  // One mark followed by one or two digits can only be cents, whichever mark the language uses
  // ("48,73" typed in English, "48.73" from a numeric keypad in Catalan).
  const cents = /^\s*(-?\d+)[.,](\d{1,2})\s*$/.exec(text);
  if (cents) return Number(`${cents[1]}.${cents[2]}`);
  return parseDecimal(text, locale, { decimals: 2, allowNegative: true });
}

/**
 * Checks every typed value; nothing is changed, so the panel keeps what was typed.
 * @param values - the panel's texts
 * @param locale - the interface language (decimal mark)
 * @returns the error of each field that has one
 * @example validateInvoiceFilters({ ...EMPTY_INVOICE_FILTERS, dateFrom: "31/02/2025" }, "es") // { dateFrom: "invalidDate" }
 */
export function validateInvoiceFilters(values: InvoiceFilterValues, locale: string): Partial<Record<InvoiceFilterKey, InvoiceFilterError>> {
  expectArgument("validateInvoiceFilters", "values", values, "object");
  expectArgument("validateInvoiceFilters", "locale", locale, "string");
  const errors: Partial<Record<InvoiceFilterKey, InvoiceFilterError>> = {};
  for (const key of INVOICE_FILTER_KEYS) {
    const text = values[key].trim();
    if (text === "") continue;
    if (DATE_KEYS.has(key) && parseDate(text) === null) errors[key] = "invalidDate";
    if (AMOUNT_KEYS.has(key) && Number.isNaN(parseFilterAmount(text, locale))) errors[key] = "invalidAmount";
  }
  // A range that ends before it starts finds nothing: said at its end rather than sent.
  for (const [from, to] of [
    ["dateFrom", "dateTo"],
    ["periodFrom", "periodTo"],
  ] as const) {
    const start = parseDate(values[from]);
    const end = parseDate(values[to]);
    if (start && end && end < start) errors[to] = "dateOrder";
  }
  return errors;
}

/**
 * The API's filter conditions (calls §7.6 fields) of the applied values, leaving out the fields the
 * customer toggled off. Texts match in part and without case (`ilike`), as a search box does; values
 * that do not validate are left out.
 * @param values - the applied texts
 * @param locale - the interface language (decimal mark of the amounts)
 * @param off - fields whose chip is toggled off
 * @returns the conditions, joined with AND by the server
 * @example invoiceFilterConditions({ ...EMPTY_INVOICE_FILTERS, state: "open" }, "ca") // [["state", "=", "open"]]
 */
export function invoiceFilterConditions(
  values: InvoiceFilterValues,
  locale: string,
  off: ReadonlySet<InvoiceFilterKey> = new Set(),
): InvoiceCondition[] {
  expectArgument("invoiceFilterConditions", "values", values, "object");
  expectArgument("invoiceFilterConditions", "locale", locale, "string");
  expectArgument("invoiceFilterConditions", "off", off, "object", "undefined");
  const conditions: InvoiceCondition[] = [];
  const on = (key: InvoiceFilterKey) => !off.has(key) && values[key].trim() !== "";
  const text = (key: InvoiceFilterKey) => values[key].trim();
  const date = (key: InvoiceFilterKey) => (on(key) ? parseDate(text(key)) : null);
  const amount = (key: InvoiceFilterKey) => {
    const value = on(key) ? parseFilterAmount(text(key), locale) : null;
    return value === null || Number.isNaN(value) ? null : value;
  };
  if (on("number")) conditions.push(["number", "ilike", text("number")]);
  if (on("contract")) conditions.push(["polissa_id.name", "ilike", text("contract")]);
  if (on("vat")) conditions.push(["invoice_id.partner_id.vat", "ilike", text("vat")]);
  const dateFrom = date("dateFrom");
  if (dateFrom) conditions.push(["date_invoice", ">=", dateFrom]);
  const dateTo = date("dateTo");
  if (dateTo) conditions.push(["date_invoice", "<=", dateTo]);
  // spec §7.6 "data_inici and data_final": the invoiced period lies within the range.
  const periodFrom = date("periodFrom");
  if (periodFrom) conditions.push(["data_inici", ">=", periodFrom]);
  const periodTo = date("periodTo");
  if (periodTo) conditions.push(["data_final", "<=", periodTo]);
  if (on("cups")) conditions.push(["cups_id.name", "ilike", text("cups")]);
  if (on("address")) conditions.push(["cups_id.direccio", "ilike", text("address")]);
  const total = amount("total");
  if (total !== null) conditions.push(["amount_total", "=", total]);
  // calls §7.6: the pending amount is the server's `residual`.
  const pending = amount("pending");
  if (pending !== null) conditions.push(["residual", "=", pending]);
  if (on("state") && (INVOICE_STATES as readonly string[]).includes(text("state"))) conditions.push(["state", "=", text("state")]);
  return conditions;
}

/**
 * Whether two panels hold the same values (spec §2 "Apply enabled only after changes").
 * @param a - one panel
 * @param b - the other
 * @returns true when every field reads the same, ignoring surrounding spaces
 * @example sameInvoiceFilters(EMPTY_INVOICE_FILTERS, { ...EMPTY_INVOICE_FILTERS, number: " " }) // true
 */
export function sameInvoiceFilters(a: InvoiceFilterValues, b: InvoiceFilterValues): boolean {
  return INVOICE_FILTER_KEYS.every((key) => a[key].trim() === b[key].trim());
}

/**
 * The fields with a value (the applied filters' chips).
 * @param values - the applied texts
 * @returns their keys in the panel's order
 * @example activeInvoiceFilters({ ...EMPTY_INVOICE_FILTERS, state: "paid" }) // ["state"]
 */
export function activeInvoiceFilters(values: InvoiceFilterValues): InvoiceFilterKey[] {
  expectArgument("activeInvoiceFilters", "values", values, "object");
  return INVOICE_FILTER_KEYS.filter((key) => values[key].trim() !== "");
}
