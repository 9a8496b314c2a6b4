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
  it("sums totals per contract and month, oldest month first, rounded to 2 decimals (§9)", () => {
    const data = invoiceChartData([
      invoice("A", "2025-06-03", 10.105),
      invoice("A", "2025-06-20", 0.2),
      invoice("B", "2025-05-04", -20),
      invoice("A", "2025-05-02", 0.1),
    ]);
    expect(data.months).toEqual(["2025-05", "2025-06"]);
    expect(data.series).toEqual([
      { contract: "A", totals: [0.1, 10.31] },
      { contract: "B", totals: [-20, 0] },
    ]);
    expect(roundTotal(0.1 + 0.2)).toBe(0.3);
  });

  it("keeps at most the maximum of contracts (§9 'max contracts default 10'), those of the newest invoices", () => {
    const invoices = Array.from({ length: 12 }, (_, index) => invoice(`C${index}`, "2025-06-01", 1));
    expect(invoiceChartData(invoices).series.map((series) => series.contract)).toEqual([
      "C0",
      "C1",
      "C2",
      "C3",
      "C4",
      "C5",
      "C6",
      "C7",
      "C8",
      "C9",
    ]);
    expect(invoiceChartData(invoices, 3).series).toHaveLength(3);
  });
});
