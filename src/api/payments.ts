/**
 * Card payment of invoices (calls document §7.6, errors §8.3). The document does not show the path
 * prefix of these calls; the sandbox (and this module) use `payments/`, version 1.
 */
import * as v from "valibot";
import type { ApiClient, BlobAnswer } from "./types";

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);
const num = /* @__PURE__ */ v.pipe(v.union([v.number(), v.string()]), v.transform(Number));

export const PAYMENTS_PREFIX = "payments/";

/** Provider error codes of spec §8.3, in `ApiError.serverMessage` (and the body's `code`). */
export const PAYMENT_ERROR_CODES = [
  "incorrect_number",
  "invalid_number",
  "invalid_expiry_month",
  "invalid_expiry_year",
  "invalid_cvc",
  "incorrect_cvc",
  "expired_card",
  "incorrect_zip",
  "card_declined",
  "customer_without_card",
  "processing_error",
  "rate_limit",
  "not_payable",
  "user_not_enabled",
  "payment_intent_unexpected_state",
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** The summary call's answer when the transaction is lost though the payment was processed (spec §8.3). */
export const SUMMARY_INTERNAL_ERROR = "internal_error";

export const PaymentPlatformSchema = /* @__PURE__ */ v.looseObject({
  name: v.string(),
  label: v.optional(v.string()),
  default: v.optional(v.boolean(), false),
  /** spec §9: the second provider entry has no form. */
  has_form: v.optional(v.boolean(), true),
});
export const PaymentPlatformsSchema = /* @__PURE__ */ v.looseObject({
  items: v.array(PaymentPlatformSchema),
  default: v.optional(v.string()),
});
export const PublishableKeySchema = /* @__PURE__ */ v.looseObject({ publishable_key: v.nullable(v.string()) });

export const PaymentAnswerSchema = /* @__PURE__ */ v.looseObject({
  status: v.picklist(["succeeded", "requires_action"]),
  payment_intent_id: v.optional(v.string()),
  client_secret: v.optional(v.string()),
  transaction_id: v.optional(v.string()),
  invoice_id: v.optional(id),
  next_action: v.optional(v.looseObject({ type: v.string() })),
});

/** spec §3 "Payment summary". */
export const TransactionSummarySchema = /* @__PURE__ */ v.looseObject({
  transaction_id: v.string(),
  amount: num,
  currency: v.string(),
  last_transaction_update_at: v.string(),
  invoice_number: v.string(),
  invoice_concept: v.optional(v.string(), ""),
  payment_method_id: v.optional(v.string()),
  payment_type: v.optional(v.string(), "credit_card"),
  paid_by_user_email: v.optional(v.string()),
  invoice_id: id,
});

export type PaymentPlatform = v.InferOutput<typeof PaymentPlatformSchema>;
export type PaymentAnswer = v.InferOutput<typeof PaymentAnswerSchema>;
export type TransactionSummary = v.InferOutput<typeof TransactionSummarySchema>;

/** @example const { items } = await listPaymentPlatforms(api); */
export function listPaymentPlatforms(api: ApiClient, signal?: AbortSignal) {
  return api.get(`${PAYMENTS_PREFIX}payment_platforms_available`, { version: 1, schema: PaymentPlatformsSchema, signal });
}

/** @example const { publishable_key } = await getPublishableKey(api, "card"); */
export function getPublishableKey(api: ApiClient, platform: string, signal?: AbortSignal) {
  return api.get(`${PAYMENTS_PREFIX}publishable_key/${encodeURIComponent(platform)}`, { version: 1, schema: PublishableKeySchema, signal });
}

/**
 * Pays an invoice. Answers succeeded or requires_action (then call `confirmPayment`); a card
 * failure throws an `ApiError` whose serverMessage is one of PAYMENT_ERROR_CODES.
 * @example await payInvoice(api, { paymentMethodId: "pm_card_visa", platform: "card", itemId: 70001, relatedObjectType: "account.invoice" });
 */
export function payInvoice(
  api: ApiClient,
  payment: { paymentMethodId: string; platform: string; itemId: string | number; relatedObjectType: string },
  signal?: AbortSignal,
) {
  return api.post(`${PAYMENTS_PREFIX}pay`, {
    version: 1,
    body: {
      payment_method_id: payment.paymentMethodId,
      platform_name: payment.platform,
      item_id: payment.itemId,
      related_object_type: payment.relatedObjectType,
    },
    schema: PaymentAnswerSchema,
    signal,
  });
}

/**
 * Confirms a payment after the extra authentication (also the payment_intent query value on return).
 * @example await confirmPayment(api, "pi_ovsandbox_000003", "card");
 */
export function confirmPayment(api: ApiClient, paymentIntentId: string, platform: string, signal?: AbortSignal) {
  return api.post(`${PAYMENTS_PREFIX}confirm`, {
    version: 1,
    body: { payment_intent_id: paymentIntentId, platform_name: platform },
    schema: PaymentAnswerSchema,
    signal,
  });
}

/**
 * The summary of an invoice's card payment; `internal_error` means it was paid but the transaction is not found.
 * @example const summary = await getTransactionSummary(api, 70001);
 */
export function getTransactionSummary(api: ApiClient, invoiceId: string | number, signal?: AbortSignal) {
  return api.get(`${PAYMENTS_PREFIX}transaction_summary/${encodeURIComponent(String(invoiceId))}`, {
    version: 1,
    schema: TransactionSummarySchema,
    signal,
  });
}

/** @example const { blob, filename } = await downloadTransactionReceipt(api, 70001); */
export function downloadTransactionReceipt(api: ApiClient, invoiceId: string | number, signal?: AbortSignal): Promise<BlobAnswer> {
  return api.blob(`${PAYMENTS_PREFIX}download_transaction_receipt/${encodeURIComponent(String(invoiceId))}`, { version: 1, signal });
}
