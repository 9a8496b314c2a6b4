/**
 * The invoices page's chart of invoices per contract (portal-spec §2 "chart of invoices per contract",
 * §9 "Chart: max contracts default 10 ... total rounded to 2 decimals"): totals per contract and month
 * of every invoice of the applied filter, not of the page on screen (issue 39 item 3). Pure.
 */
import type { Invoice } from "../../api/invoices";
import { DEFAULT_CHART_MAX_CONTRACTS, MONEY_DECIMALS } from "./invoices.constants";

/** One series: a contract's total for each month of {@link InvoiceChartData.months}, or the other contracts' together. */
export interface InvoiceChartSeries {
  /** The contract's name; null for the series of the other contracts. */
  contract: string | null;
  /** How many contracts the series sums: 1, or the other contracts' count. */
  contracts: number;
  totals: number[];
}

/** The chart's figures and what they cover. */
export interface InvoiceChartData {
  /** `YYYY-MM`, oldest first. */
  months: string[];
  series: InvoiceChartSeries[];
  /** How many invoices the figures sum. */
  invoices: number;
}

const factor = 10 ** MONEY_DECIMALS;

/**
 * spec §9 "total rounded to 2 decimals".
 * @param amount - euros
 * @returns the amount to the cent
 * @example roundTotal(0.1 + 0.2) // 0.3
 */
export function roundTotal(amount: number): number {
  return Math.round((amount + Number.EPSILON) * factor) / factor;
}

/**
 * Sums the invoices' totals by contract and issue month. At most `maxContracts` series: with more
 * contracts, the contracts of the largest sums keep their own series and one last series adds up the
 * others, so every invoice still counts in its month. When the invoices are only the newest of the
 * filter (`complete` false: the chart's reading stopped at its limit), their oldest month may be
 * missing invoices: it is left out, and the figures cover whole months only.
 * @param invoices - every invoice of the filter, or its newest ones, newest first
 * @param options - `maxContracts` (`invoices.chartMaxContracts`, default 10, at least 2); `complete`
 *   (default true): whether `invoices` are all of the filter's
 * @returns months, series (largest sums first, then the others), and how many invoices they sum
 * @example invoiceChartData(all.items, { maxContracts: 10, complete: all.items.length >= all.total })
 */
export function invoiceChartData(
  invoices: readonly Invoice[],
  options: { maxContracts?: number; complete?: boolean } = {},
): InvoiceChartData {
  const maxContracts = Math.max(2, options.maxContracts ?? DEFAULT_CHART_MAX_CONTRACTS);
  const allMonths = [...new Set(invoices.map((invoice) => invoice.date.slice(0, 7)))].sort();
  // The oldest month of a reading that stopped early may hold only some of its invoices.
  const months = options.complete === false && allMonths.length > 1 ? allMonths.slice(1) : allMonths;
  const column = new Map(months.map((month, index) => [month, index]));
  const sums = new Map<string, number[]>();
  let counted = 0;
  for (const invoice of invoices) {
    const index = column.get(invoice.date.slice(0, 7));
    if (index === undefined) continue;
    const contract = invoice.contractName ?? "";
    let row = sums.get(contract);
    if (!row) {
      row = months.map(() => 0);
      sums.set(contract, row);
    }
    row[index] = (row[index] ?? 0) + invoice.amountTotal;
    counted += 1;
  }
  const size = (row: number[]) => Math.abs(row.reduce((sum, value) => sum + value, 0));
  // Largest first; a stable sort keeps the order of the newest invoices between equal sums.
  const ranked = [...sums.entries()].sort(([, a], [, b]) => size(b) - size(a));
  const own = ranked.length > maxContracts ? ranked.slice(0, maxContracts - 1) : ranked;
  const others = ranked.slice(own.length);
  const series: InvoiceChartSeries[] = own.map(([contract, row]) => ({ contract, contracts: 1, totals: row.map(roundTotal) }));
  if (others.length > 0)
    series.push({
      contract: null,
      contracts: others.length,
      totals: months.map((_, index) => roundTotal(others.reduce((sum, [, row]) => sum + (row[index] ?? 0), 0))),
    });
  return { months, series, invoices: counted };
}
