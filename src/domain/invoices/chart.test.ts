import { describe, expect, it } from "vitest";
import type { Invoice } from "../../api/invoices";
import { invoiceChartData, roundTotal } from "./chart";

const invoice = (contractName: string, date: string, amountTotal: number): Invoice => ({
  id: `${contractName}-${date}`,
  invoiceId: null,
  number: "F",
  date,
  startDate: null,
  endDate: null,
  supplyAddress: null,
  contractName,
  energyConsumed: 0,
  amountTotal,
  amountPending: 0,
  amountToPay: 0,
  paidStatus: "paid",
  rectificativeType: "N",
  pendingStateHistory: [],
  onlinePayment: { enabled: false, relatedObjectType: null },
  addressInvoiceId: null,
});

describe("invoiceChartData (portal-spec §2 chart of invoices per contract, §9 chart constants)", () => {
  it("sums totals per contract and month, oldest month first, rounded to 2 decimals (§9), largest contract first", () => {
    const data = invoiceChartData([
      invoice("A", "2025-06-03", 10.105),
      invoice("A", "2025-06-20", 0.2),
      invoice("B", "2025-05-04", -20),
      invoice("A", "2025-05-02", 0.1),
    ]);
    expect(data.months).toEqual(["2025-05", "2025-06"]);
    expect(data.series).toEqual([
      { contract: "B", contracts: 1, totals: [-20, 0] },
      { contract: "A", contracts: 1, totals: [0.1, 10.31] },
    ]);
    expect(data.invoices).toBe(4);
    expect(roundTotal(0.1 + 0.2)).toBe(0.3);
  });

  it("draws at most the maximum of series (§9 'max contracts default 10'): the largest contracts, then the others together", () => {
    // Twelve contracts, C11 the largest; every invoice still counts in its month's total.
    const invoices = Array.from({ length: 12 }, (_, index) => invoice(`C${index}`, "2025-06-01", index + 1));
    const data = invoiceChartData(invoices);
    expect(data.series).toHaveLength(10);
    expect(data.series.slice(0, 9).map((series) => series.contract)).toEqual(["C11", "C10", "C9", "C8", "C7", "C6", "C5", "C4", "C3"]);
    // C0, C1 and C2: 1 + 2 + 3.
    expect(data.series[9]).toEqual({ contract: null, contracts: 3, totals: [6] });
    const sum = data.series.reduce((total, series) => total + (series.totals[0] ?? 0), 0);
    expect(sum).toBe(78);
    expect(invoiceChartData(invoices, { maxContracts: 3 }).series.map((series) => series.contracts)).toEqual([1, 1, 10]);
    // Ten contracts fit ten series: no "others".
    expect(invoiceChartData(invoices.slice(0, 10)).series.every((series) => series.contract !== null)).toBe(true);
  });

  it("leaves out the oldest month when the invoices are only the newest of the filter (the reading stopped at its limit)", () => {
    const newest = [invoice("A", "2025-06-03", 5), invoice("A", "2025-05-03", 4), invoice("B", "2025-04-30", 3)];
    const cut = invoiceChartData(newest, { complete: false });
    expect(cut.months).toEqual(["2025-05", "2025-06"]);
    expect(cut.series).toEqual([{ contract: "A", contracts: 1, totals: [4, 5] }]);
    expect(cut.invoices).toBe(2);
    // All of the filter: every month.
    expect(invoiceChartData(newest).months).toEqual(["2025-04", "2025-05", "2025-06"]);
    // A single month read is kept (nothing older to compare it with).
    expect(invoiceChartData([invoice("A", "2025-06-03", 5)], { complete: false }).months).toEqual(["2025-06"]);
  });
});
