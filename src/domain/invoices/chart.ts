/**
 * The invoices page's chart of invoices per contract (portal-spec §2 "chart of invoices per contract",
 * §9 "Chart: max contracts default 10 ... total rounded to 2 decimals"): totals per contract and month
 * of the invoices on show. Pure.
 */
import type { Invoice } from "../../api/invoices";
import { DEFAULT_CHART_MAX_CONTRACTS, MONEY_DECIMALS } from "./invoices.constants";

/** One contract's series: its total for each month of {@link InvoiceChartData.months}. */
export interface InvoiceChartSeries {
  contract: string;
  totals: number[];
}

/** The chart's figures: months (`YYYY-MM`, oldest first) and one series per contract. */
export interface InvoiceChartData {
  months: string[];
  series: InvoiceChartSeries[];
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
 * Sums the invoices' totals by contract and issue month, keeping at most `maxContracts` contracts (those
 * of the newest invoices first, as the list is sorted).
 * @param invoices - the invoices on show, newest first
 * @param maxContracts - `invoices.chartMaxContracts` (default 10)
 * @returns months and series, totals rounded to 2 decimals
 * @example invoiceChartData(page.items, 10).series.length // at most 10
 */
export function invoiceChartData(invoices: readonly Invoice[], maxContracts: number = DEFAULT_CHART_MAX_CONTRACTS): InvoiceChartData {
  const contracts: string[] = [];
  const sums = new Map<string, Map<string, number>>();
  const months = new Set<string>();
  for (const invoice of invoices) {
    const contract = invoice.contractName ?? "";
    let byMonth = sums.get(contract);
    if (!byMonth) {
      if (contracts.length >= maxContracts) continue;
      contracts.push(contract);
      byMonth = new Map();
      sums.set(contract, byMonth);
    }
    const month = invoice.date.slice(0, 7);
    months.add(month);
    byMonth.set(month, (byMonth.get(month) ?? 0) + invoice.amountTotal);
  }
  const sorted = [...months].sort();
  return {
    months: sorted,
    series: contracts.map((contract) => ({
      contract,
      totals: sorted.map((month) => roundTotal(sums.get(contract)?.get(month) ?? 0)),
    })),
  };
}
