import { describe, expect, it } from "vitest";
import {
  EMPTY_INVOICE_FILTERS,
  activeInvoiceFilters,
  invoiceFilterConditions,
  parseFilterAmount,
  sameInvoiceFilters,
  validateInvoiceFilters,
  type InvoiceFilterValues,
} from "./filters";
import { chartHeight } from "./invoices.constants";

const values = (fields: Partial<InvoiceFilterValues>): InvoiceFilterValues => ({ ...EMPTY_INVOICE_FILTERS, ...fields });

describe("invoice filters (portal-spec §2 'Invoices', §5 'Filters', calls §7.6)", () => {
  it("§5 'numeric input accepts digits, comma, dot, minus', in the language's decimal mark", () => {
    expect(parseFilterAmount("-12,5", "es")).toBe(-12.5);
    expect(parseFilterAmount("1.234,56", "ca")).toBe(1234.56);
    expect(parseFilterAmount("1,234.56", "en")).toBe(1234.56);
    expect(parseFilterAmount("48.73", "es")).toBe(48.73);
    expect(parseFilterAmount("48,73", "en")).toBe(48.73);
    expect(parseFilterAmount("1,234", "en")).toBe(1234);
    expect(parseFilterAmount("", "es")).toBeNull();
    expect(parseFilterAmount("12€", "es")).toBeNaN();
    expect(parseFilterAmount("1e3", "en")).toBeNaN();
  });

  it("says what is wrong at each field without changing what was typed", () => {
    const typed = values({ dateFrom: "31/02/2025", total: "abc", pending: "10,5", periodFrom: "01/05/2025", periodTo: "01/04/2025" });
    expect(validateInvoiceFilters(typed, "es")).toEqual({ dateFrom: "invalidDate", total: "invalidAmount", periodTo: "dateOrder" });
    expect(typed.total).toBe("abc");
    expect(validateInvoiceFilters(values({ dateFrom: "01/01/2025", dateTo: "31/01/2025" }), "es")).toEqual({});
  });

  it("builds the API's filter with the calls' fields, leaving toggled-off chips out", () => {
    const applied = values({
      number: "FE25",
      contract: "0104521",
      vat: "47281936P",
      dateFrom: "01/01/2025",
      dateTo: "31/03/2025",
      periodFrom: "01/12/2024",
      periodTo: "28/02/2025",
      cups: "ES0031",
      address: "Girona",
      total: "48,73",
      pending: "0",
      state: "open",
    });
    expect(invoiceFilterConditions(applied, "ca")).toEqual([
      ["number", "ilike", "FE25"],
      ["polissa_id.name", "ilike", "0104521"],
      ["invoice_id.partner_id.vat", "ilike", "47281936P"],
      ["date_invoice", ">=", "2025-01-01"],
      ["date_invoice", "<=", "2025-03-31"],
      ["data_inici", ">=", "2024-12-01"],
      ["data_final", "<=", "2025-02-28"],
      ["cups_id.name", "ilike", "ES0031"],
      ["cups_id.direccio", "ilike", "Girona"],
      ["amount_total", "=", 48.73],
      ["residual", "=", 0],
      ["state", "=", "open"],
    ]);
    expect(
      invoiceFilterConditions(
        applied,
        "ca",
        new Set(["number", "contract", "vat", "dateFrom", "dateTo", "periodFrom", "periodTo", "cups", "address", "total", "pending"]),
      ),
    ).toEqual([["state", "=", "open"]]);
    expect(invoiceFilterConditions(values({ total: "x", state: "closed" }), "ca")).toEqual([]);
  });

  it("§2 'Apply enabled only after changes': compares panels, and lists the applied chips", () => {
    expect(sameInvoiceFilters(EMPTY_INVOICE_FILTERS, values({ number: "  " }))).toBe(true);
    expect(sameInvoiceFilters(EMPTY_INVOICE_FILTERS, values({ state: "paid" }))).toBe(false);
    expect(activeInvoiceFilters(values({ state: "paid", cups: "ES" }))).toEqual(["cups", "state"]);
  });

  it("§9 chart height: 500, or 1000 on narrow screens with more than 6 series", () => {
    expect(chartHeight(false, 10)).toBe(500);
    expect(chartHeight(true, 6)).toBe(500);
    expect(chartHeight(true, 7)).toBe(1000);
  });
});
