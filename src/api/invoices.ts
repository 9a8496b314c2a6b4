/**
 * Invoices, their filters and files (calls document §7.6; card payment is in `./payments`). The
 * wire's names (`amount_total`, `rectificative_type`, `pending_state.ov_description`...) are checked
 * and mapped here to the English domain names below. The filter fields (`polissa_id.name`,
 * `data_inici`...) are the server's query language and stay as the calls document writes them.
 */
import * as v from "valibot";
import { queryKey } from "../runtime/query-key";
import { readAllPages } from "./all-pages";
import type { ApiClient, BlobAnswer } from "./types";
import { finiteNumber, type Page, pageOf } from "./wire";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * @example await invalidate(invoiceKeys.all); // an invoice was paid
 */
export const invoiceKeys = {
  all: queryKey("invoices"),
  /** `listInvoices(api, query)`, or `listMultipointInvoices(api, query)` for `multipoint` */
  list: (type: "electricity" | "gas" | "multipoint" | "", query: InvoiceQuery) =>
    queryKey("invoices", "list", type, query.offset ?? "", query.limit ?? "", query.contract ?? "", JSON.stringify(query.filter ?? [])),
  /** `listAllInvoices(api, type, filter, { upTo })`: what the invoices chart sums (spec §2) */
  chart: (type: "electricity" | "gas" | "multipoint", filter: readonly InvoiceCondition[], upTo: number) =>
    queryKey("invoices", "chart", type, upTo, JSON.stringify(filter)),
  /** `getInvoiceFilterParams(api, type, fields)` */
  filterParams: (type: "electricity" | "gas" | "multipoint") => queryKey("invoices", "filterParams", type),
};

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);
const text = /* @__PURE__ */ v.nullish(v.string());

/** spec §4 invoice paid statuses ("partially paid" is unpaid with amount_pending below amount_total). */
export const PAID_STATUSES = [
  "pending_remesa",
  "pending_transfer",
  "paid",
  "paid_without_transaction",
  "manual_verification_required",
  "unpaid",
] as const;
export type PaidStatus = (typeof PAID_STATUSES)[number];

/** One entry of an invoice's pending-state history (§3 `pending_state_history[{change_date, pending_state.ov_description}]`). */
export interface PendingStateChange {
  /** §3 `change_date`. */
  changeDate: string;
  /** §3 `pending_state.ov_description`, translated by the server. */
  description: string;
}

/** An invoice (portal-spec §3 "Invoice"; calls §3 "Invoice"). */
export interface Invoice {
  /** §3 `id`: what the download and payment calls take. */
  id: string | number;
  /** §3 `invoice_id`: the accounting invoice behind it, when the server gives it. */
  invoiceId: string | number | null;
  /** §3 `number`. */
  number: string;
  /** §3 `date` (`YYYY-MM-DD`): the issue date. */
  date: string;
  /** §3 `start_date`: first day invoiced. */
  startDate: string | null;
  /** §3 `end_date`: last day invoiced. */
  endDate: string | null;
  /** §3 `cups.full_address`: the supply address. */
  supplyAddress: string | null;
  /** §3 `contract.name`: the contract number. */
  contractName: string | null;
  /** §3 `energy_consumed`, kWh (negative on a refund). */
  energyConsumed: number;
  /** §3 `amount_total`, euros. */
  amountTotal: number;
  /** §3 `amount_pending`, euros: below amountTotal on an unpaid invoice means partially paid (§4). */
  amountPending: number;
  /** §3 `amount_to_pay`, euros. */
  amountToPay: number;
  /** §3 `paid`, one of PAID_STATUSES (§4); a value the server adds later reads as unpaid. */
  paidStatus: PaidStatus;
  /** §3 `rectificative_type`: A or B is a refund (shown as refunded), N normal, R replacement. */
  rectificativeType: string | null;
  /** §3 `pending_state_history`. */
  pendingStateHistory: PendingStateChange[];
  /** §3 `online_payment{payment_enabled, rel_object_type}`: whether it can be paid by card, and as what. */
  onlinePayment: { enabled: boolean; relatedObjectType: string | null };
  /** §3 "Multipoint invoice adds address_invoice_id"; null on other invoices. */
  addressInvoiceId: string | number | null;
}

/** A page of invoices (calls §7.6: items, n_items, offset, limit). */
export type InvoicePage = Page<Invoice>;

/** Options of the filter panel (calls §3 "Filter data: contracts, vats, cups, addresses"); only the fields asked for. */
export interface InvoiceFilterParams {
  cups?: string[];
  addresses?: string[];
  contracts?: string[];
  /** Tax ids of the invoiced parties. */
  vats?: string[];
}

const isPaidStatus = (value: string): value is PaidStatus => (PAID_STATUSES as readonly string[]).includes(value);

const InvoiceWire = /* @__PURE__ */ v.looseObject({
  id,
  invoice_id: v.optional(id),
  number: v.string(),
  date: v.string(),
  start_date: text,
  end_date: text,
  cups: v.nullish(v.looseObject({ full_address: text })),
  contract: v.nullish(v.looseObject({ name: v.string() })),
  energy_consumed: v.optional(finiteNumber, 0),
  amount_total: finiteNumber,
  amount_pending: v.optional(finiteNumber, 0),
  amount_to_pay: v.optional(finiteNumber, 0),
  paid: v.union([v.string(), v.boolean()]),
  rectificative_type: text,
  pending_state_history: v.optional(
    v.array(v.looseObject({ change_date: v.string(), pending_state: v.looseObject({ ov_description: v.string() }) })),
    [],
  ),
  online_payment: v.optional(v.looseObject({ payment_enabled: v.optional(v.boolean(), false), rel_object_type: text }), {
    payment_enabled: false,
    rel_object_type: null,
  }),
  address_invoice_id: v.optional(v.nullable(id)),
});

function toInvoice(wire: v.InferOutput<typeof InvoiceWire>): Invoice {
  return {
    id: wire.id,
    invoiceId: wire.invoice_id ?? null,
    number: wire.number,
    date: wire.date,
    startDate: wire.start_date ?? null,
    endDate: wire.end_date ?? null,
    supplyAddress: wire.cups?.full_address ?? null,
    contractName: wire.contract?.name ?? null,
    energyConsumed: wire.energy_consumed,
    amountTotal: wire.amount_total,
    amountPending: wire.amount_pending,
    amountToPay: wire.amount_to_pay,
    // An older server answers a flag; a status added later reads as unpaid (§4 lists these six).
    paidStatus: typeof wire.paid === "boolean" ? (wire.paid ? "paid" : "unpaid") : isPaidStatus(wire.paid) ? wire.paid : "unpaid",
    rectificativeType: wire.rectificative_type ?? null,
    pendingStateHistory: wire.pending_state_history.map((change) => ({
      changeDate: change.change_date,
      description: change.pending_state.ov_description,
    })),
    onlinePayment: { enabled: wire.online_payment.payment_enabled, relatedObjectType: wire.online_payment.rel_object_type ?? null },
    addressInvoiceId: wire.address_invoice_id ?? null,
  };
}

/** Boundary check and mapping of one invoice. */
export const InvoiceSchema = /* @__PURE__ */ v.pipe(InvoiceWire, v.transform(toInvoice));

/** Boundary check and mapping of a page of invoices (v1, v2 and multipoint alike). */
export const InvoicePageSchema = /* @__PURE__ */ pageOf(InvoiceSchema);

export const FILTER_PARAM_FIELDS = ["cups", "addresses", "contracts", "vats"] as const;
export type FilterParamField = (typeof FILTER_PARAM_FIELDS)[number];

const InvoiceFilterParamsSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({
    cups: v.optional(v.array(v.string())),
    addresses: v.optional(v.array(v.string())),
    contracts: v.optional(v.array(v.string())),
    vats: v.optional(v.array(v.string())),
  }),
  v.transform((wire): InvoiceFilterParams => {
    const params: InvoiceFilterParams = {};
    for (const field of FILTER_PARAM_FIELDS) if (wire[field] !== undefined) params[field] = wire[field];
    return params;
  }),
);

/** Filter fields of spec §7.6. */
export type InvoiceFilterField =
  | "number"
  | "polissa_id.name"
  | "invoice_id.partner_id.vat"
  | "date_invoice"
  | "data_inici"
  | "data_final"
  | "cups_id.name"
  | "cups_id.direccio"
  | "amount_total"
  | "residual"
  | "state";
export type InvoiceFilterOperator = "=" | "!=" | "ilike" | "not ilike" | ">" | ">=" | "<" | "<=" | "in" | "not in";
export type InvoiceCondition = readonly [InvoiceFilterField, InvoiceFilterOperator, string | number | readonly (string | number)[]];

/**
 * The `filter=[..]` value: conditions joined with AND, dates as `YYYY-MM-DD`.
 * @example invoiceFilter([["state", "=", "open"], ["date_invoice", ">=", "2025-01-01"]])
 */
export function invoiceFilter(conditions: readonly InvoiceCondition[]): string | undefined {
  return conditions.length > 0 ? JSON.stringify(conditions) : undefined;
}

export interface InvoiceQuery {
  offset?: number;
  limit?: number;
  filter?: readonly InvoiceCondition[];
  type?: "electricity" | "gas";
  /** The contract-name filter. */
  contract?: string;
}

/**
 * A page of invoices (v2, falls back to v1), newest first; default page size 100 (spec §9).
 * @param api the tag's client
 * @param query paging, type, contract and filter conditions
 * @param signal aborts the call
 * @returns the page and the total count
 * @example const page = await listInvoices(api, { type: "electricity", limit: 100, filter: [["state", "=", "open"]] });
 */
export function listInvoices(api: ApiClient, query: InvoiceQuery = {}, signal?: AbortSignal): Promise<InvoicePage> {
  return api.get("invoices/", {
    version: 2,
    query: {
      offset: query.offset,
      limit: query.limit,
      type: query.type,
      contract: query.contract,
      filter: invoiceFilter(query.filter ?? []),
    },
    schema: InvoicePageSchema,
    signal,
  });
}

/**
 * A page of multipoint invoices (v1). A 401 here logs the user out (spec §6).
 * @param api the tag's client
 * @param query paging, contract and filter conditions
 * @param signal aborts the call
 * @returns the page and the total count
 * @example const page = await listMultipointInvoices(api, { limit: 100 });
 */
export function listMultipointInvoices(api: ApiClient, query: Omit<InvoiceQuery, "type"> = {}, signal?: AbortSignal): Promise<InvoicePage> {
  return api.get("invoices_multipoint/", {
    version: 1,
    query: { offset: query.offset, limit: query.limit, contract: query.contract, filter: invoiceFilter(query.filter ?? []) },
    schema: InvoicePageSchema,
    signal,
  });
}

/**
 * Every invoice of a list and filter (the invoice export, spec §4; the invoices chart, spec §2): the
 * list's call (v2 and v1, or the multipoint one) read page after page with the same conditions, in the
 * largest page the lists offer, newest first.
 * @param api the tag's client
 * @param type the list's type
 * @param filter the conditions the list shows
 * @param options aborts the reading; told after each page of the invoices read and the total; `upTo`
 *   stops the reading once that many invoices are in (the newest ones)
 * @returns the invoices in the server's order, and the total: the server's when `upTo` stopped the reading
 * @example const { items } = await listAllInvoices(api, "electricity", [["state", "=", "open"]], { signal });
 */
export async function listAllInvoices(
  api: ApiClient,
  type: "electricity" | "gas" | "multipoint",
  filter: readonly InvoiceCondition[],
  options: { signal?: AbortSignal; onProgress?: (read: number, total: number) => void; upTo?: number } = {},
): Promise<InvoicePage> {
  const all = await readAllPages(
    (window, signal) =>
      type === "multipoint"
        ? listMultipointInvoices(api, { ...window, filter }, signal)
        : listInvoices(api, { ...window, filter, type }, signal),
    options,
  );
  // Null only above a `max`, which is not asked here.
  return all ?? { items: [], total: 0, offset: 0, limit: null };
}

/**
 * Options of the filter panel.
 * @param api the tag's client
 * @param type the invoices' type
 * @param fields the options wanted
 * @param signal aborts the call
 * @returns the options asked for
 * @example const { contracts, vats } = await getInvoiceFilterParams(api, "electricity");
 */
export function getInvoiceFilterParams(
  api: ApiClient,
  type: "electricity" | "gas" | "multipoint",
  fields: readonly FilterParamField[] = FILTER_PARAM_FIELDS,
  signal?: AbortSignal,
): Promise<InvoiceFilterParams> {
  return api.get("filter/params", { version: 1, query: { fields: fields.join(","), type }, schema: InvoiceFilterParamsSchema, signal });
}

export type InvoiceFileType = "pdf" | "signed_pdf" | "curve_csv";

/**
 * An invoice file.
 * @param api the tag's client
 * @param invoiceId `Invoice.id`
 * @param type which file
 * @param options multipoint invoices use their own path; the signal aborts the call
 * @returns the file and its name
 * @example const { blob, filename } = await downloadInvoice(api, 70001, "pdf");
 */
export function downloadInvoice(
  api: ApiClient,
  invoiceId: string | number,
  type: InvoiceFileType,
  options: { multipoint?: boolean; signal?: AbortSignal } = {},
): Promise<BlobAnswer> {
  const base = options.multipoint ? "invoices_multipoint" : "invoices";
  return api.blob(`${base}/${encodeURIComponent(String(invoiceId))}/${type}/`, { version: 1, signal: options.signal });
}
