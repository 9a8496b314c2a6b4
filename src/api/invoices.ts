/** Invoices, their filters and files (calls document §7.6; card payment is in `./payments`). */
import * as v from "valibot";
import type { ApiClient, BlobAnswer } from "./types";

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);
const num = /* @__PURE__ */ v.pipe(v.union([v.number(), v.string()]), v.transform(Number));
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

/** spec §3 "Invoice"; multipoint invoices add address_invoice_id. */
export const InvoiceSchema = /* @__PURE__ */ v.looseObject({
  id,
  invoice_id: v.optional(id),
  number: v.string(),
  date: v.string(),
  start_date: text,
  end_date: text,
  type: v.optional(v.string()),
  cups: v.nullish(v.looseObject({ name: text, full_address: text })),
  contract: v.nullish(v.looseObject({ id: v.optional(id), name: v.string() })),
  energy_consumed: v.optional(num, 0),
  amount_total: num,
  amount_pending: v.optional(num, 0),
  amount_to_pay: v.optional(num, 0),
  /** One of PAID_STATUSES (a server may add others; read them as unpaid). */
  paid: v.union([v.string(), v.boolean()]),
  /** A or B: refund (shown as refunded); N normal, R replacement. */
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

export const InvoicePageSchema = /* @__PURE__ */ v.looseObject({
  items: v.array(InvoiceSchema),
  n_items: v.optional(v.number()),
  total_items: v.optional(v.number()),
  offset: v.optional(v.number(), 0),
  limit: v.optional(v.number()),
});

export const FILTER_PARAM_FIELDS = ["cups", "addresses", "contracts", "vats"] as const;
export type FilterParamField = (typeof FILTER_PARAM_FIELDS)[number];

export const InvoiceFilterParamsSchema = /* @__PURE__ */ v.looseObject({
  cups: v.optional(v.array(v.string())),
  addresses: v.optional(v.array(v.string())),
  contracts: v.optional(v.array(v.string())),
  vats: v.optional(v.array(v.string())),
});

export type Invoice = v.InferOutput<typeof InvoiceSchema>;
export type InvoicePage = v.InferOutput<typeof InvoicePageSchema>;
export type InvoiceFilterParams = v.InferOutput<typeof InvoiceFilterParamsSchema>;

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
 * @example const page = await listInvoices(api, { type: "electricity", limit: 100, filter: [["state", "=", "open"]] });
 */
export function listInvoices(api: ApiClient, query: InvoiceQuery = {}, signal?: AbortSignal) {
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
 * @example const page = await listMultipointInvoices(api, { limit: 100 });
 */
export function listMultipointInvoices(api: ApiClient, query: Omit<InvoiceQuery, "type"> = {}, signal?: AbortSignal) {
  return api.get("invoices_multipoint/", {
    version: 1,
    query: { offset: query.offset, limit: query.limit, contract: query.contract, filter: invoiceFilter(query.filter ?? []) },
    schema: InvoicePageSchema,
    signal,
  });
}

/**
 * Options of the filter panel.
 * @example const { contracts, vats } = await getInvoiceFilterParams(api, "electricity");
 */
export function getInvoiceFilterParams(
  api: ApiClient,
  type: "electricity" | "gas" | "multipoint",
  fields: readonly FilterParamField[] = FILTER_PARAM_FIELDS,
  signal?: AbortSignal,
) {
  return api.get("filter/params", { version: 1, query: { fields: fields.join(","), type }, schema: InvoiceFilterParamsSchema, signal });
}

export type InvoiceFileType = "pdf" | "signed_pdf" | "curve_csv";

/**
 * An invoice file.
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
