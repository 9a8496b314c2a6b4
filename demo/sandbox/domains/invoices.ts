/**
 * Sandbox domain: invoices (calls document §7.6, without the payment calls, which live in
 * `payments.ts`).
 *
 * - GET invoices/ [1, 2] and invoices_multipoint/ [1]: query offset, limit (default 100), filter,
 *   type (electricity | gas; invoices/ only), contract (also contractName, polissa: the
 *   contract-name filter). Answer: items, n_items, total_items, offset, limit; newest first. The two
 *   lists never share an invoice: invoices_multipoint/ holds those of the supplies on the multipoint
 *   account (with address_invoice_id), invoices/ every other one, of the type asked.
 * - GET filter/params?fields=cups,addresses,contracts,vats&type=electricity|gas|multipoint [1]:
 *   `{cups: string[], addresses: string[], contracts: string[], vats: string[]}` (only the asked fields).
 * - GET invoices/{id}/{pdf|signed_pdf|curve_csv}/ [1] and invoices_multipoint/{id}/{type}/ [1]:
 *   files, each path for its own list's invoices. curve_csv is the hourly curve of the invoiced period; 404 `curve_not_available` for gas
 *   or when the period is outside the year of consumption data.
 *
 * `filter` is the list of conditions of the real API, as JSON (`[["number","ilike","FE24"]]`) or
 * Python-like (`[('state','=','open')]`); conditions are joined with AND ("&" and "|" tokens are
 * ignored). Fields: number, polissa_id.name, invoice_id.partner_id.vat, date_invoice, data_inici,
 * data_final, cups_id.name, cups_id.direccio, amount_total, residual, state (paid | open).
 * Operators: =, ==, !=, <>, like, ilike, not ilike, >, >=, <, <=, in, not in. Dates `YYYY-MM-DD` or
 * `DD/MM/YYYY`. Anything else answers 400 `invalid_filter`.
 *
 * Data: one invoice per month and supply for the last 24 months (newest ones 3 to 8 days after
 * their period), plus rectifications: pairs A (cancelling, negative) + R (replacement) and B
 * (cancelling with replacement, negative) + R, one B still pending refund. `paid` holds the paid
 * status of spec §4: pending_remesa (the newest invoice of a direct-debit supply),
 * pending_transfer, paid, paid_without_transaction, manual_verification_required, unpaid
 * (amount_pending = amount_total) and partially paid (unpaid with amount_pending < amount_total).
 * The unpaid invoices of a contract add up to its amount_debt, and only those have
 * online_payment.payment_enabled. Energies are plausible monthly figures, not the sum of the
 * consumption curve. The business's multipoint account holds 9 of its electricity supplies and 36 paid
 * branch supplies (data/invoices.ts BUSINESS_BRANCH_*, series FM, contracts 0203001-0203036 with no
 * contract record): about 1,000 multipoint invoices, for the invoices page's scale (issue 18 item 8);
 * its head office and Valencia workshop are invoiced on their own, on invoices/.
 */
import { apiError, file, json, paged } from "../http.ts";
import { tr } from "../i18n.ts";
import type { Lang, Route, RouteContext, Rng, SandboxDb, SandboxUser } from "../types.ts";
import {
  BUSINESS_BRANCH_CITIES,
  BUSINESS_BRANCH_SERIES,
  BUSINESS_BRANCH_STREETS,
  INVOICE_PDF_TITLE,
  PENDING_STATES,
  type PendingStateKey,
} from "../data/invoices.ts";
import { makeCups } from "../cups.ts";
import {
  addDays,
  buildContracts,
  contractsTable,
  domainRng,
  hasBusinessLoad,
  isoDay,
  monthStart,
  ownerOf,
  partnerOf,
  pdfDocument,
  round2,
  type ContractRow,
} from "./contracts.ts";
import { cchPoints, dataWindow } from "./consumption.ts";

export type PaidStatus =
  "pending_remesa" | "pending_transfer" | "paid" | "paid_without_transaction" | "manual_verification_required" | "unpaid";

export interface InvoiceRow {
  id: number;
  invoice_id: number;
  owner: string;
  number: string;
  date: string;
  start_date: string;
  end_date: string;
  contractName: string;
  contractId: number;
  kind: "electricity" | "gas";
  multipoint: boolean;
  cupsName: string;
  cupsAddress: string;
  energy_consumed: number;
  amount_total: number;
  amount_pending: number;
  paid: PaidStatus;
  rectificative_type: "N" | "A" | "B" | "R";
  history: { change_date: string; state: PendingStateKey }[];
  /** Seeded card payment: "ok" has a transaction, "lost" answers internal_error on the summary. */
  cardPayment: "ok" | "lost" | null;
  address_invoice_id: number | null;
}

export interface InvoicesTable {
  invoices: InvoiceRow[];
}

export interface InvoiceDto {
  id: number;
  invoice_id: number;
  number: string;
  date: string;
  start_date: string;
  end_date: string;
  cups: { full_address: string };
  contract: { name: string };
  energy_consumed: number;
  amount_total: number;
  amount_pending: number;
  amount_to_pay: number;
  paid: PaidStatus;
  rectificative_type: string;
  pending_state_history: { change_date: string; pending_state: { ov_description: string } }[];
  online_payment: { payment_enabled: boolean; rel_object_type: string };
  address_invoice_id?: number;
}

/** The related object type a payment must name (POST pay related_object_type). */
export const INVOICE_REL_OBJECT = "account.invoice";

interface StatusPlan {
  status: PaidStatus;
  /** Forced total (debts add up to the contract's amount_debt). */
  total?: number;
  pending?: number;
  card?: "ok" | "lost";
}

/** Fixed statuses by contract and rank (0 = newest invoice of the supply). */
const PLANS: Record<string, Record<number, StatusPlan>> = {
  "0104521": {
    1: { status: "manual_verification_required" },
    4: { status: "paid", card: "ok" },
    5: { status: "paid_without_transaction" },
  },
  "0118734": { 2: { status: "unpaid", total: 48.73 } },
  "0104522": { 0: { status: "pending_transfer" } },
  "0201001": {
    0: { status: "unpaid", total: 212.4 },
    3: { status: "unpaid", total: 180.25, pending: 100 },
    6: { status: "paid", card: "lost" },
  },
  "0201003": { 1: { status: "manual_verification_required" } },
  "0201004": { 0: { status: "pending_transfer" }, 2: { status: "paid_without_transaction" } },
  "0201006": { 1: { status: "unpaid", total: 89.1 } },
};

function historyFor(status: PaidStatus, date: string, partial: boolean, card: boolean): InvoiceRow["history"] {
  const at = (days: number, hour = 9) => `${isoDay(addDays(new Date(`${date}T00:00:00Z`), days))} ${String(hour).padStart(2, "0")}:00:00`;
  switch (status) {
    case "pending_remesa":
      return [
        { change_date: at(0), state: "issued" },
        { change_date: at(0, 10), state: "remesa" },
      ];
    case "pending_transfer":
      return [
        { change_date: at(0), state: "issued" },
        { change_date: at(0, 10), state: "transfer" },
      ];
    case "manual_verification_required":
      return [
        { change_date: at(0), state: "issued" },
        { change_date: at(0, 10), state: "transfer" },
        { change_date: at(6, 12), state: "verification" },
      ];
    case "paid_without_transaction":
      return [
        { change_date: at(0), state: "issued" },
        { change_date: at(0, 10), state: "transfer" },
        { change_date: at(9, 16), state: "paid_other" },
      ];
    case "unpaid":
      return partial
        ? [
            { change_date: at(0), state: "issued" },
            { change_date: at(0, 10), state: "remesa" },
            { change_date: at(12, 8), state: "returned" },
            { change_date: at(30, 11), state: "partial" },
            { change_date: at(45), state: "cut_notice" },
          ]
        : [
            { change_date: at(0), state: "issued" },
            { change_date: at(0, 10), state: "remesa" },
            { change_date: at(12, 8), state: "returned" },
            { change_date: at(20), state: "notice" },
          ];
    case "paid":
      return card
        ? [
            { change_date: at(0), state: "issued" },
            { change_date: at(0, 10), state: "transfer" },
            { change_date: at(4, 18), state: "paid_card" },
          ]
        : [
            { change_date: at(0), state: "issued" },
            { change_date: at(0, 10), state: "remesa" },
            { change_date: at(11, 7), state: "paid" },
          ];
  }
}

function monthlyEnergy(row: ContractRow, days: number, season: number, rng: Rng): number {
  const p1 = row.contracted_power_period[0]?.power ?? 4.6;
  if (row.type === "gas") {
    const daily = row.tariff.name === "RL.2" ? 40 + 95 * Math.max(0, season) : 9 + 28 * Math.max(0, season);
    return Math.round(daily * days * (0.85 + 0.3 * rng.next()));
  }
  const daily = hasBusinessLoad(row) ? p1 * (3.2 + 0.6 * season) : 6.5 + 2.5 * Math.abs(season) + p1 * 0.4;
  const solar = row.solarKwp > 0 ? 1 - 0.25 * (1 - season) : 1;
  return Math.round(daily * days * solar * (0.85 + 0.3 * rng.next()));
}

function monthlyTotal(row: ContractRow, days: number, energy: number): number {
  if (row.type === "gas") {
    const fixed = (row.tariff.name === "RL.2" ? 0.35 : 0.18) * days;
    const base = fixed + energy * 0.072 + energy * 0.00234 + 0.03 * days;
    return round2(base * 1.21);
  }
  const powers = row.contracted_power_period.map((p) => p.power);
  const powerTerm =
    powers.length > 2
      ? powers.reduce((sum, kw, i) => sum + kw * days * [0.0432, 0.0221, 0.0095, 0.0078, 0.0052, 0.0031][i]!, 0)
      : (powers[0] ?? 0) * days * 0.0865 + (powers[1] ?? 0) * days * 0.0037;
  const energyTerm = energy * (powers.length > 2 ? 0.135 : 0.158);
  const tax = (powerTerm + energyTerm) * 0.0511;
  return round2((powerTerm + energyTerm + tax + 0.027 * days) * 1.21);
}

/** Builds every invoice from the contracts (which are built first if needed). */
export function buildInvoices(db: SandboxDb): InvoicesTable {
  const rng = domainRng(db, 0x1f0c);
  const now = db.now;
  // From a fresh build, not the live table: invoices must not depend on later mutations (a paid
  // debt, a changed delivery mode) nor on the order the modules are seeded in.
  const contracts = buildContracts(db).contracts.filter((c) => c.start_date);
  const rows: InvoiceRow[] = [];
  let id = 70001;
  const make = (
    row: ContractRow,
    fields: Omit<
      InvoiceRow,
      | "id"
      | "invoice_id"
      | "owner"
      | "number"
      | "contractName"
      | "contractId"
      | "kind"
      | "multipoint"
      | "cupsName"
      | "cupsAddress"
      | "address_invoice_id"
    >,
  ): InvoiceRow => {
    const invoice: InvoiceRow = {
      id,
      invoice_id: 180000 + (id - 70000) * 3,
      owner: row.owner,
      number: "",
      contractName: row.name,
      contractId: row.id,
      kind: row.type,
      multipoint: row.multipoint,
      cupsName: row.cups.name,
      cupsAddress: row.cups.full_address,
      address_invoice_id: row.multipoint ? row.notification_address.id : null,
      ...fields,
    };
    id += 1;
    return invoice;
  };

  contracts.forEach((row, contractIndex) => {
    const start = row.start_date as string;
    const periods: { from: string; to: string; date: string; season: number }[] = [];
    for (let k = 24; k >= 1; k -= 1) {
      const monthFrom = monthStart(now, k);
      const monthTo = addDays(monthStart(now, k - 1), -1);
      const from = isoDay(monthFrom) < start ? start : isoDay(monthFrom);
      const to = row.end_date && row.end_date < isoDay(monthTo) ? row.end_date : isoDay(monthTo);
      if (to < from) continue;
      const date = isoDay(addDays(new Date(`${to}T00:00:00Z`), rng.int(3, 8)));
      if (date > isoDay(now)) continue;
      periods.push({ from, to, date, season: Math.cos((2 * Math.PI * (monthFrom.getUTCMonth() - 0.5)) / 12) });
    }
    const plan = PLANS[row.name] ?? {};
    const directDebit = row.invoice_online === "email";
    periods.forEach((period, index) => {
      const rank = periods.length - 1 - index;
      const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
      const energy = monthlyEnergy(row, days, period.season, rng);
      const fixed = plan[rank];
      let status: PaidStatus =
        fixed?.status ?? (rank === 0 && row.state === "activa" ? (directDebit ? "pending_remesa" : "pending_transfer") : "paid");
      if (row.amount_debt === 0 && status === "unpaid") status = "paid";
      const total = fixed?.total ?? monthlyTotal(row, days, energy);
      const pending = status === "paid" || status === "paid_without_transaction" ? 0 : (fixed?.pending ?? total);
      const original = make(row, {
        date: period.date,
        start_date: period.from,
        end_date: period.to,
        energy_consumed: energy,
        amount_total: total,
        amount_pending: pending,
        paid: status,
        rectificative_type: "N",
        history: historyFor(status, period.date, pending > 0 && pending < total, fixed?.card !== undefined),
        cardPayment: fixed?.card ?? null,
      });
      rows.push(original);
      // One rectification per supply, 7 to 12 invoices back: A + R on even supplies, B + R on odd.
      if (rank === 7 + (contractIndex % 6)) {
        const rectDate = isoDay(addDays(new Date(`${period.date}T00:00:00Z`), rng.int(20, 40)));
        if (rectDate > isoDay(now)) return;
        const type = contractIndex % 2 === 0 ? "A" : "B";
        const refundPending = type === "B" && contractIndex === 1;
        rows.push(
          make(row, {
            date: rectDate,
            start_date: period.from,
            end_date: period.to,
            // portal-spec §4: a type A rectificative counts as negative energy.
            energy_consumed: type === "A" ? -energy : 0,
            amount_total: -total,
            amount_pending: refundPending ? -total : 0,
            paid: refundPending ? "pending_transfer" : "paid",
            rectificative_type: type,
            history: [
              { change_date: `${rectDate} 09:00:00`, state: "issued" },
              { change_date: `${rectDate} 10:00:00`, state: "refund_pending" },
              ...(refundPending
                ? []
                : [{ change_date: `${isoDay(addDays(new Date(`${rectDate}T00:00:00Z`), 5))} 12:00:00`, state: "refunded" as const }]),
            ],
            cardPayment: null,
          }),
        );
        const corrected = Math.round(energy * (0.9 + 0.08 * rng.next()));
        const correctedTotal = monthlyTotal(row, days, corrected);
        rows.push(
          make(row, {
            date: rectDate,
            start_date: period.from,
            end_date: period.to,
            energy_consumed: corrected,
            amount_total: correctedTotal,
            amount_pending: 0,
            paid: "paid",
            rectificative_type: "R",
            history: historyFor("paid", rectDate, false, false),
            cardPayment: null,
          }),
        );
      }
    });
  });

  // Numbers grow with the date, per series (FE electricity, FG gas, FR replacements, FA cancelling).
  const counters = new Map<string, number>();
  [...rows]
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .forEach((invoice) => {
      const series =
        invoice.rectificative_type === "R" ? "FR" : invoice.rectificative_type !== "N" ? "FA" : invoice.kind === "gas" ? "FG" : "FE";
      const key = `${series}${invoice.date.slice(2, 4)}`;
      const next = (counters.get(key) ?? (series === "FE" ? 4120 : series === "FG" ? 870 : 95)) + 1;
      counters.set(key, next);
      invoice.number = `${key}${String(next).padStart(6, "0")}`;
    });
  rows.push(...branchInvoices(db, contracts, id));
  return { invoices: rows };
}

/**
 * The invoices of the business's branches (data/invoices.ts BUSINESS_BRANCH_*): one a month for the
 * last 24 months each, paid by direct debit, after every other invoice (their ids and numbers stay).
 * Their own random stream, so adding them changes no other figure.
 */
function branchInvoices(db: SandboxDb, contracts: ContractRow[], firstId: number): InvoiceRow[] {
  const account = contracts.find((c) => c.owner === "cust-business" && c.multipoint);
  if (!account) return [];
  const rng = domainRng(db, 0x5ca1e);
  const rows: InvoiceRow[] = [];
  let id = firstId;
  BUSINESS_BRANCH_CITIES.forEach((place, cityIndex) => {
    BUSINESS_BRANCH_STREETS.forEach((street, streetIndex) => {
      const branch = cityIndex * BUSINESS_BRANCH_STREETS.length + streetIndex;
      const power = [3.45, 4.6, 5.75, 6.928][branch % 4]!;
      const contractName = `0203${String(branch + 1).padStart(3, "0")}`;
      const cupsAddress = `${street}, ${10 + branch}, ${place.zip} ${place.city} (${place.province})`;
      const cupsName = makeCups(`0031${String(600000000000 + branch * 7919).padStart(12, "0")}`);
      for (let k = 24; k >= 1; k -= 1) {
        const from = monthStart(db.now, k);
        const to = addDays(monthStart(db.now, k - 1), -1);
        const date = isoDay(addDays(to, rng.int(3, 8)));
        if (date > isoDay(db.now)) continue;
        const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
        const season = Math.cos((2 * Math.PI * (from.getUTCMonth() - 0.5)) / 12);
        const energy = Math.round(power * days * (1.6 + 0.4 * season) * (0.85 + 0.3 * rng.next()));
        const total = round2((power * days * 0.0865 + energy * 0.158) * 1.0511 * 1.21);
        rows.push({
          id,
          invoice_id: 180000 + (id - 70000) * 3,
          owner: account.owner,
          number: "",
          date,
          start_date: isoDay(from),
          end_date: isoDay(to),
          contractName,
          contractId: 5000 + branch,
          kind: "electricity",
          multipoint: true,
          cupsName,
          cupsAddress,
          energy_consumed: energy,
          amount_total: total,
          amount_pending: 0,
          paid: "paid",
          rectificative_type: "N",
          history: historyFor("paid", date, false, false),
          cardPayment: null,
          address_invoice_id: account.notification_address.id,
        });
        id += 1;
      }
    });
  });
  // Numbers grow with the date, as in the other series.
  const counters = new Map<string, number>();
  [...rows]
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .forEach((invoice) => {
      const key = `${BUSINESS_BRANCH_SERIES}${invoice.date.slice(2, 4)}`;
      const next = (counters.get(key) ?? 0) + 1;
      counters.set(key, next);
      invoice.number = `${key}${String(next).padStart(6, "0")}`;
    });
  return rows;
}

export function invoicesTable(db: SandboxDb): InvoicesTable {
  const existing = db.tables.invoices as InvoicesTable | undefined;
  if (existing) return existing;
  const table = buildInvoices(db);
  db.tables.invoices = table;
  return table;
}

/** An invoice of the owner by `id` or `invoice_id`. */
export function findInvoice(db: SandboxDb, owner: string, id: string | number | undefined): InvoiceRow | undefined {
  const n = Number(id);
  if (!Number.isFinite(n)) return undefined;
  return invoicesTable(db).invoices.find((i) => i.owner === owner && (i.id === n || i.invoice_id === n));
}

/** Whether the card platform may take a payment for it (spec §3 online_payment.payment_enabled). */
export function isPayable(invoice: InvoiceRow): boolean {
  return invoice.paid === "unpaid" && invoice.amount_pending > 0;
}

/** Records a payment: the invoice becomes paid and the contract's debt goes down. */
export function markInvoicePaid(db: SandboxDb, invoice: InvoiceRow, when: Date): void {
  const amount = invoice.amount_pending;
  invoice.paid = "paid";
  invoice.amount_pending = 0;
  invoice.history.push({ change_date: when.toISOString().slice(0, 19).replace("T", " "), state: "paid_card" });
  const contract = contractsTable(db).contracts.find((c) => c.name === invoice.contractName);
  if (contract) contract.amount_debt = Math.max(0, round2(contract.amount_debt - amount));
}

/**
 * An invoice as calls §3 documents it; `multipoint` (the invoices_multipoint/ answer) adds
 * address_invoice_id ("Multipoint adds address_invoice_id").
 */
export function serializeInvoice(invoice: InvoiceRow, lang: Lang, multipoint = false): InvoiceDto {
  const dto: InvoiceDto = {
    id: invoice.id,
    invoice_id: invoice.invoice_id,
    number: invoice.number,
    date: invoice.date,
    start_date: invoice.start_date,
    end_date: invoice.end_date,
    // The fields the retailer documents (calls §3 "Invoice"), and no other: no screen may lean on more.
    cups: { full_address: invoice.cupsAddress },
    contract: { name: invoice.contractName },
    energy_consumed: invoice.energy_consumed,
    amount_total: invoice.amount_total,
    amount_pending: invoice.amount_pending,
    amount_to_pay: invoice.amount_pending > 0 ? invoice.amount_pending : 0,
    paid: invoice.paid,
    rectificative_type: invoice.rectificative_type,
    pending_state_history: invoice.history.map((h) => ({
      change_date: h.change_date,
      pending_state: { ov_description: tr(lang, PENDING_STATES[h.state]) },
    })),
    online_payment: { payment_enabled: isPayable(invoice), rel_object_type: INVOICE_REL_OBJECT },
  };
  if (multipoint && invoice.address_invoice_id !== null) dto.address_invoice_id = invoice.address_invoice_id;
  return dto;
}

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

type Condition = [string, string, unknown];

function parseFilter(raw: string): Condition[] | null {
  const text = raw.trim();
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    try {
      parsed = JSON.parse(
        text
          .replace(/\(/g, "[")
          .replace(/\)/g, "]")
          .replace(/'/g, '"')
          .replace(/\bTrue\b/g, "true")
          .replace(/\bFalse\b/g, "false")
          .replace(/\bNone\b/g, "null")
          .replace(/,\s*]/g, "]"),
      );
    } catch {
      return null;
    }
  }
  if (!Array.isArray(parsed)) return null;
  const out: Condition[] = [];
  for (const item of parsed) {
    if (item === "&" || item === "|") continue;
    if (!Array.isArray(item) || item.length !== 3 || typeof item[0] !== "string" || typeof item[1] !== "string") return null;
    out.push([item[0], item[1].toLowerCase(), item[2]]);
  }
  return out;
}

function normaliseDate(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value;
}

function fieldValue(invoice: InvoiceRow, field: string, vat: string): unknown {
  switch (field) {
    case "number":
      return invoice.number;
    case "polissa_id.name":
      return invoice.contractName;
    case "invoice_id.partner_id.vat":
      return vat;
    case "date_invoice":
      return invoice.date;
    case "data_inici":
      return invoice.start_date;
    case "data_final":
      return invoice.end_date;
    case "cups_id.name":
      return invoice.cupsName;
    case "cups_id.direccio":
      return invoice.cupsAddress;
    case "amount_total":
      return invoice.amount_total;
    case "residual":
      return invoice.amount_pending;
    case "state":
      return invoice.amount_pending === 0 ? "paid" : "open";
    default:
      return undefined;
  }
}

const FILTER_FIELDS = new Set([
  "number",
  "polissa_id.name",
  "invoice_id.partner_id.vat",
  "date_invoice",
  "data_inici",
  "data_final",
  "cups_id.name",
  "cups_id.direccio",
  "amount_total",
  "residual",
  "state",
]);
const OPERATORS = new Set(["=", "==", "!=", "<>", "like", "ilike", "not ilike", ">", ">=", "<", "<=", "in", "not in"]);

function compare(actual: unknown, operator: string, expected: unknown): boolean {
  const numeric = typeof actual === "number";
  const coerce = (value: unknown) => (numeric ? Number(String(value).replace(",", ".")) : String(normaliseDate(value)));
  switch (operator) {
    case "=":
    case "==":
      return actual === coerce(expected);
    case "!=":
    case "<>":
      return actual !== coerce(expected);
    case "like":
      return String(actual).includes(String(expected));
    case "ilike":
      return String(actual).toLowerCase().includes(String(expected).toLowerCase());
    case "not ilike":
      return !String(actual).toLowerCase().includes(String(expected).toLowerCase());
    case ">":
      return (actual as number | string) > (coerce(expected) as number | string);
    case ">=":
      return (actual as number | string) >= (coerce(expected) as number | string);
    case "<":
      return (actual as number | string) < (coerce(expected) as number | string);
    case "<=":
      return (actual as number | string) <= (coerce(expected) as number | string);
    case "in":
      return Array.isArray(expected) && expected.map(coerce).includes(actual as never);
    case "not in":
      return Array.isArray(expected) && !expected.map(coerce).includes(actual as never);
    default:
      return false;
  }
}

function userOf(ctx: RouteContext): SandboxUser {
  if (!ctx.user) throw new Error("auth: required route without a user");
  return ctx.user;
}

function listFor(ctx: RouteContext, multipoint: boolean): Response {
  const owner = ownerOf(userOf(ctx));
  const conditions = parseFilter(ctx.query.get("filter") ?? "");
  if (!conditions || conditions.some(([field, op]) => !FILTER_FIELDS.has(field) || !OPERATORS.has(op)))
    return apiError(400, "invalid_filter");
  const type = ctx.query.get("type");
  const contract = ctx.query.get("contract") ?? ctx.query.get("contractName") ?? ctx.query.get("polissa");
  const vat = partnerOf(ctx.db, owner).vat;
  const rows = invoicesTable(ctx.db)
    .invoices.filter((i) => i.owner === owner)
    // Two sets (spec §2 tabs; calls §7.6 two calls): invoices/ never lists an invoice of the multipoint
    // account, and its type (electricity or gas, as filter/params takes it) keeps the other kind out.
    .filter((i) => (multipoint ? i.multipoint : !i.multipoint && (!type || type === i.kind)))
    .filter((i) => !contract || i.contractName === contract)
    .filter((i) => conditions.every(([field, op, value]) => compare(fieldValue(i, field, vat), op, value)))
    .sort((a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number));
  const page = paged(rows, ctx.query, 100);
  return json({ ...page, items: page.items.map((i) => serializeInvoice(i, ctx.lang, multipoint)) });
}

function filterParams(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const type = ctx.query.get("type");
  const fields = (ctx.query.get("fields") ?? "cups,addresses,contracts,vats").split(",").map((f) => f.trim());
  const rows = invoicesTable(ctx.db).invoices.filter(
    (i) => i.owner === owner && (!type || (type === "multipoint" ? i.multipoint : !i.multipoint && i.kind === type)),
  );
  const unique = (values: string[]) => [...new Set(values)].sort();
  const all: Record<string, string[]> = {
    cups: unique(rows.map((i) => i.cupsName)),
    addresses: unique(rows.map((i) => i.cupsAddress)),
    contracts: unique(rows.map((i) => i.contractName)),
    vats: rows.length > 0 ? [partnerOf(ctx.db, owner).vat] : [],
  };
  const out: Record<string, string[]> = {};
  for (const field of fields) if (field in all) out[field] = all[field]!;
  return json(out);
}

function download(multipoint: boolean) {
  return (ctx: RouteContext): Response => {
    const owner = ownerOf(userOf(ctx));
    const invoice = findInvoice(ctx.db, owner, ctx.params.id);
    if (!invoice || invoice.multipoint !== multipoint) return apiError(404, "invoice_not_found");
    const type = ctx.params.type;
    if (type === "pdf" || type === "signed_pdf") {
      const dto = serializeInvoice(invoice, ctx.lang);
      const lines = [
        `${partnerOf(ctx.db, owner).name} - ${partnerOf(ctx.db, owner).vat}`,
        `${invoice.contractName} - CUPS ${invoice.cupsName}`,
        invoice.cupsAddress,
        `${invoice.start_date} / ${invoice.end_date}`,
        `${invoice.energy_consumed} kWh`,
        `${invoice.amount_total.toFixed(2)} EUR`,
        ...dto.pending_state_history.map((h) => `${h.change_date}  ${h.pending_state.ov_description}`),
      ];
      if (type === "signed_pdf") lines.push("", "Signed: OV Sandbox Energia, S.L. (sandbox signature)");
      const pdf = pdfDocument(`${tr(ctx.lang, INVOICE_PDF_TITLE)} ${invoice.number}`, lines);
      return file(pdf, `${invoice.number}${type === "signed_pdf" ? "_signed" : ""}.pdf`, "application/pdf");
    }
    if (type === "curve_csv") {
      const contract = contractsTable(ctx.db).contracts.find((c) => c.name === invoice.contractName);
      const window = contract ? dataWindow(ctx.db, contract) : null;
      if (!contract || !window) return apiError(404, "curve_not_available");
      const from = Math.max(window[0], Date.parse(`${invoice.start_date}T00:00:00Z`));
      const to = Math.min(window[1], Date.parse(`${invoice.end_date}T00:00:00Z`) + 86_400_000);
      if (from >= to) return apiError(404, "curve_not_available");
      const lines = ["CUPS;data;activa_kWh;exportada_kWh;reactiva_kVArh;periode"];
      for (const p of cchPoints(ctx.db, contract, "hourly", from, to))
        lines.push(`${invoice.cupsName};${p.date};${p.activa};${p.exportada};${p.reactiva};${p.period}`);
      return file(`${lines.join("\n")}\n`, `${invoice.number}_corba.csv`, "text/csv; charset=utf-8");
    }
    return apiError(404, "unknown_download_type");
  };
}

export const routes: Route[] = [
  { method: "GET", path: "invoices/", versions: [1, 2], auth: "required", handler: (ctx) => listFor(ctx, false) },
  { method: "GET", path: "invoices_multipoint/", versions: [1], auth: "required", handler: (ctx) => listFor(ctx, true) },
  { method: "GET", path: "filter/params", versions: [1], auth: "required", handler: filterParams },
  { method: "GET", path: "invoices/:id/:type/", versions: [1], auth: "required", handler: download(false) },
  { method: "GET", path: "invoices_multipoint/:id/:type/", versions: [1], auth: "required", handler: download(true) },
];

export function seed(db: SandboxDb, _rng: Rng): void {
  db.tables.invoices = buildInvoices(db);
}
