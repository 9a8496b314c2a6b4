import { expectArgument } from "./arguments";
/**
 * Reading a comparison result (spec §3 "Result ... operations with lines and taxes"): pure helpers of
 * the result view, apart from the form rules so they load with the result.
 */

/** spec §9: "Special electricity tax shown as 3.8 percent in the comparator". */
export const ELECTRICITY_TAX_PERCENT = 3.8;

/**
 * spec §3: "a tax naming the special electricity tax gets a translated label". The server names it in
 * Spanish (sometimes Catalan, or by its acronym IEE).
 * @example isElectricityTax("Impuesto especial sobre la electricidad") // true
 */
export function isElectricityTax(name: string): boolean {
  expectArgument("isElectricityTax", "name", name, "string");
  return /impuesto\s+(especial\s+)?(sobre\s+la\s+)?electricidad|impost\s+(especial\s+)?(sobre\s+l'?\s*)?electricitat|^\s*IEE\b/i.test(name);
}

/** A result line's amount: unit price × quantity × days (spec §3: "multi (days)"), rounded to cents. */
export function lineAmount(line: { price_unit: number; quantity: number; multi?: number }): number {
  expectArgument("lineAmount", "line", line, "object");
  return Math.round(line.price_unit * line.quantity * (line.multi ?? 1) * 100) / 100;
}

/** Taxes come as a map (electricity) or a list (gas); both become a list of {name, amount}. */
export function taxList(
  taxes: Record<string, number> | ReadonlyArray<{ name: string; amount: number }>,
): Array<{ name: string; amount: number }> {
  return Array.isArray(taxes)
    ? taxes.map(({ name, amount }) => ({ name, amount }))
    : Object.entries(taxes as Record<string, number>).map(([name, amount]) => ({ name, amount }));
}
