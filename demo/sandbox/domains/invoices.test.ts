// @vitest-environment node
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "../test-clock.ts";
import { createApiClient } from "../../../src/api/client";
import { ResponseCache } from "../../../src/api/cache";
import { ApiError } from "../../../src/api/errors";
import { getContract } from "../../../src/api/contracts";
import {
  InvoicePageSchema,
  PAID_STATUSES,
  downloadInvoice,
  getInvoiceFilterParams,
  listInvoices,
  listMultipointInvoices,
  type Invoice,
} from "../../../src/api/invoices";
import type { Locale } from "../../../src/i18n/locales";
import { createSandbox, type Sandbox } from "../sandbox.ts";
import { contractTypeOf } from "../test-client.ts";

const NOW = TEST_NOW;

function setup(who = "household", options: { locale?: Locale; sandbox?: Sandbox } = {}) {
  const sandbox = options.sandbox ?? createSandbox({ now: NOW });
  const token = sandbox.tokenFor(who);
  const api = createApiClient({
    apiBase: () => "http://sandbox.local",
    locale: () => options.locale ?? "ca",
    token: () => token,
    timeoutMs: () => 10_000,
    fetch: () => sandbox.fetch,
    report: () => {},
    onTokenExpired: () => {},
    cache: new ResponseCache(),
  });
  const raw = (path: string) => sandbox.fetch(`http://sandbox.local/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { sandbox, api, raw };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

/** Every invoice of a customer: both lists (they share none). */
async function everything(who: string): Promise<Invoice[]> {
  const { api } = setup(who);
  return [...(await listInvoices(api, { limit: 2000 })).items, ...(await listMultipointInvoices(api, { limit: 2000 })).items];
}

describe("invoices: data set", () => {
  it("has 300+ invoices across electricity, gas and multipoint", async () => {
    const household = await everything("household");
    const business = await everything("business");
    expect(household.length + business.length).toBeGreaterThanOrEqual(300);
    for (const who of ["household", "business"])
      expect((await listInvoices(setup(who).api, { type: "gas", limit: 1 })).items.length).toBeGreaterThan(0);
    const multipoint = await listMultipointInvoices(setup("business").api, { limit: 1000 });
    expect(multipoint.items.length).toBeGreaterThan(150);
    expect(multipoint.items.every((i) => i.addressInvoiceId !== undefined && i.addressInvoiceId !== null)).toBe(true);
    expect((await listMultipointInvoices(setup("household").api)).items).toHaveLength(0);
    // About two years of monthly invoices.
    const dates = household.map((i) => i.date).sort();
    expect(dates[0]! < "2023-08-01").toBe(true);
    expect(dates.at(-1)! <= "2025-06-15").toBe(true);
  });

  it("gives the business customer about 1,000 multipoint invoices, its branches on the multipoint account (issue 18 item 8)", async () => {
    const { api } = setup("business");
    const multipoint = await listMultipointInvoices(api, { limit: 1 });
    expect(multipoint.total).toBeGreaterThanOrEqual(900);
    const branch = await listMultipointInvoices(api, { limit: 1000, filter: [["polissa_id.name", "=", "0203036"]] });
    expect(branch.items).toHaveLength(24);
    expect(branch.items.every((i) => i.paidStatus === "paid" && i.number.startsWith("FM"))).toBe(true);
  });

  it("keeps the multipoint account's invoices on their own list, and each type on its own (spec §2 tabs, issue 39 item 3)", async () => {
    const { api } = setup("business");
    const electricity = (await listInvoices(api, { type: "electricity", limit: 2000 })).items;
    const gas = (await listInvoices(api, { type: "gas", limit: 2000 })).items;
    const multipoint = (await listMultipointInvoices(api, { limit: 2000 })).items;
    const contracts = (list: Invoice[]) => [...new Set(list.map((i) => i.contractName))].sort();
    // The head office and the Valencia workshop are invoiced on their own; the gas supply is gas.
    expect(contracts(electricity)).toEqual(["0201001", "0201005"]);
    expect(contracts(gas)).toEqual(["0201020"]);
    // The account's six supplies that were ever invoiced (not the drafts nor the cancelled one), and the 36 branches.
    expect(contracts(multipoint)).toHaveLength(6 + 36);
    const ids = (list: Invoice[]) => new Set(list.map((i) => i.id));
    const shared = [...ids(multipoint)].filter((id) => ids(electricity).has(id) || ids(gas).has(id));
    expect(shared).toEqual([]);
    // Only the multipoint list carries address_invoice_id (calls §3).
    expect([...electricity, ...gas].every((i) => i.addressInvoiceId === null)).toBe(true);
    expect(multipoint.every((i) => i.addressInvoiceId !== null)).toBe(true);
    // Without a type, invoices/ is electricity and gas together, still without the multipoint account's.
    expect((await listInvoices(api, { limit: 1 })).total).toBe(electricity.length + gas.length);
  });

  it("covers every paid status, partial payments and A and B rectificatives", async () => {
    const all = [...(await everything("household")), ...(await everything("business"))];
    expect(new Set(all.map((i) => i.paidStatus))).toEqual(new Set(PAID_STATUSES));
    expect(all.some((i) => i.paidStatus === "unpaid" && i.amountPending > 0 && i.amountPending < i.amountTotal)).toBe(true);
    const rectificatives = new Set(all.map((i) => i.rectificativeType));
    expect(rectificatives.has("A") && rectificatives.has("B")).toBe(true);
    const typeA = all.filter((i) => i.rectificativeType === "A");
    expect(typeA.every((i) => i.amountTotal < 0 && i.energyConsumed <= 0)).toBe(true);
    // Only unpaid invoices can be paid online.
    for (const invoice of all) {
      expect(invoice.onlinePayment.enabled).toBe(invoice.paidStatus === "unpaid" && invoice.amountPending > 0);
      expect(invoice.onlinePayment.relatedObjectType).toBe("account.invoice");
      expect(invoice.pendingStateHistory.length).toBeGreaterThan(0);
    }
  });

  it("adds up each contract's unpaid invoices to its amount_debt", async () => {
    for (const who of ["household", "business"]) {
      const { api } = setup(who);
      const invoices = await everything(who);
      const debts = new Map<string, number>();
      for (const i of invoices)
        if (i.paidStatus === "unpaid") debts.set(i.contractName!, (debts.get(i.contractName!) ?? 0) + i.amountPending);
      expect(debts.size).toBeGreaterThan(0);
      for (const [name, debt] of debts)
        expect((await getContract(api, name, await contractTypeOf(api, name))).amountDebt).toBeCloseTo(debt, 2);
    }
  });

  it("translates the pending state history", async () => {
    const ca = (await listInvoices(setup("household", { locale: "ca" }).api, { limit: 1 })).items[0]!;
    const en = (await listInvoices(setup("household", { locale: "en" }).api, { limit: 1 })).items[0]!;
    const de = (await listInvoices(setup("household", { locale: "de" }).api, { limit: 1 })).items[0]!;
    expect(ca.pendingStateHistory[0]?.description).toBe("Factura emesa");
    expect(en.pendingStateHistory[0]?.description).toBe("Invoice issued");
    expect(de.pendingStateHistory[0]?.description).toBe("Rechnung ausgestellt");
  });

  it("is the documented shape under v1 and v2, newest first, paged", async () => {
    const { raw, api } = setup();
    for (const version of [1, 2]) {
      const answer = await raw(`v${version}/invoices/?limit=3`).then((r) => r.json());
      const page = v.parse(InvoicePageSchema, answer);
      expect(page.items).toHaveLength(3);
    }
    expect((await raw("v2/invoices_multipoint/")).status).toBe(404);
    const first = await listInvoices(api, { limit: 10 });
    const second = await listInvoices(api, { limit: 10, offset: 10 });
    expect(first.total).toBe(second.total);
    expect(first.items.at(-1)!.date >= second.items[0]!.date).toBe(true);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(20);
  });
});

describe("invoices: filters", () => {
  it("filters by state, number, contract, dates, CUPS, amount and tax id", async () => {
    const { api } = setup();
    const open = await listInvoices(api, { limit: 1000, filter: [["state", "=", "open"]] });
    expect(open.items.length).toBeGreaterThan(0);
    expect(open.items.every((i) => i.amountPending !== 0)).toBe(true);
    const some = open.items[0]!;
    const byNumber = await listInvoices(api, { filter: [["number", "ilike", some.number.toLowerCase()]] });
    expect(byNumber.items.map((i) => i.number)).toEqual([some.number]);
    const byContract = await listInvoices(api, { limit: 1000, filter: [["polissa_id.name", "=", "0104522"]] });
    expect(byContract.items.every((i) => i.contractName === "0104522")).toBe(true);
    const byName = await listInvoices(api, { limit: 1000, contract: "0104522" });
    expect(byName.items.length).toBe(byContract.items.length);
    const inRange = await listInvoices(api, {
      limit: 1000,
      filter: [
        ["date_invoice", ">=", "01/01/2025"],
        ["date_invoice", "<=", "2025-03-31"],
      ],
    });
    expect(inRange.items.length).toBeGreaterThan(0);
    expect(inRange.items.every((i) => i.date >= "2025-01-01" && i.date <= "2025-03-31")).toBe(true);
    // The CUPS filter (an invoice carries its supply address, not its CUPS: calls §3 "Invoice").
    const byCups = await listInvoices(api, {
      limit: 1000,
      filter: [["cups_id.name", "=", (await getInvoiceFilterParams(api, "electricity")).cups![0]!]],
    });
    expect(byCups.items.length).toBeGreaterThan(0);
    expect(new Set(byCups.items.map((i) => i.supplyAddress)).size).toBe(1);
    const big = await listInvoices(api, { limit: 1000, filter: [["amount_total", ">", 100]] });
    expect(big.items.every((i) => i.amountTotal > 100)).toBe(true);
    const params = await getInvoiceFilterParams(api, "electricity");
    const byVat = await listInvoices(api, { limit: 1, filter: [["invoice_id.partner_id.vat", "=", params.vats![0]!]] });
    expect(byVat.items).toHaveLength(1);
  });

  it("accepts the Python-like list form and refuses unknown fields", async () => {
    const { raw, api } = setup();
    const answer = await raw(`v2/invoices/?filter=${encodeURIComponent("[('state', '=', 'paid'), ('residual', '=', 0)]")}&limit=1000`).then(
      (r) => r.json(),
    );
    const page = v.parse(InvoicePageSchema, answer);
    expect(page.items.every((i) => i.amountPending === 0)).toBe(true);
    const bad = await failure(listInvoices(api, { filter: [["colour" as never, "=", "blue"]] }));
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toBe("invalid_filter");
    expect((await raw("v2/invoices/?filter=not-a-list")).status).toBe(400);
  });

  it("gives the filter options of a type", async () => {
    const { api } = setup("business");
    const electricity = await getInvoiceFilterParams(api, "electricity");
    expect(electricity.contracts).toEqual(["0201001", "0201005"]);
    const multipoint = await getInvoiceFilterParams(api, "multipoint", ["contracts"]);
    expect(multipoint.contracts!.length).toBeGreaterThan(40);
    expect(multipoint.contracts!.filter((name) => electricity.contracts!.includes(name))).toEqual([]);
    expect(electricity.cups!.length).toBe(electricity.contracts!.length);
    expect(electricity.vats).toHaveLength(1);
    const gas = await getInvoiceFilterParams(api, "gas", ["contracts"]);
    expect(gas.contracts).toEqual(["0201020"]);
    expect(gas.cups).toBeUndefined();
  });
});

describe("invoices: files", () => {
  it("downloads the PDF, the signed PDF and the curve CSV", async () => {
    const { api } = setup();
    const latest = (await listInvoices(api, { limit: 1, type: "electricity" })).items[0]!;
    const pdf = await downloadInvoice(api, latest.id, "pdf");
    expect(pdf.filename).toBe(`${latest.number}.pdf`);
    expect((await pdf.blob.text()).startsWith("%PDF")).toBe(true);
    const signed = await downloadInvoice(api, latest.id, "signed_pdf");
    expect(signed.filename).toBe(`${latest.number}_signed.pdf`);
    const curve = await downloadInvoice(api, latest.id, "curve_csv");
    expect(curve.filename).toBe(`${latest.number}_corba.csv`);
    expect((await curve.blob.text()).split("\n")[0]).toContain("activa_kWh");
    const gas = (await listInvoices(api, { limit: 1, type: "gas" })).items[0]!;
    expect((await failure(downloadInvoice(api, gas.id, "curve_csv"))).serverMessage).toBe("curve_not_available");
    const business = setup("business");
    const multipoint = (await listMultipointInvoices(business.api, { limit: 1 })).items[0]!;
    expect((await downloadInvoice(business.api, multipoint.id, "pdf", { multipoint: true })).filename).toBe(`${multipoint.number}.pdf`);
    expect((await failure(downloadInvoice(api, multipoint.id, "pdf"))).status).toBe(404);
    // Each list's files are its own invoices' (the two lists share none).
    expect((await failure(downloadInvoice(business.api, multipoint.id, "pdf"))).status).toBe(404);
  });
});
