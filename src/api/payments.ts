/**
 * Card payment of invoices (calls document §7.6, errors §8.3). The document does not show the path
 * prefix of these calls; the sandbox (and this module) use `payments/`, version 1. Answers are
 * checked and mapped here to the English names below; bodies are mapped back to the wire's.
 */
import * as v from "valibot";
import { finiteNumber } from "./wire";
import { queryKey } from "../runtime/query-key";
import type { ApiClient, BlobAnswer } from "./types";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * @example const summary = useQuery(paymentKeys.summary(id), (signal) => getTransactionSummary(api, id, signal));
 */
export const paymentKeys = {
  all: queryKey("payments"),
  /** `getTransactionSummary(api, invoiceId)` */
  summary: (invoiceId: string | number) => queryKey("payments", "summary", invoiceId),
};

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);

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

/** A payment platform (portal-spec §3 "Payment": available payment platforms and the chosen one). */
export interface PaymentPlatform {
  /** The platform's name, sent back as `platform` (e.g. `card`). */
  name: string;
  label: string | null;
  /** The platform chosen unless the customer picks another (§3 "default card provider"). */
  isDefault: boolean;
  /** spec §9: the second provider entry has no form. */
  hasForm: boolean;
}

/** The platforms offered (calls §7.6 `payment_platforms_available`). */
export interface PaymentPlatforms {
  platforms: PaymentPlatform[];
  /** The default platform's name, when the server names it apart. */
  defaultName: string | null;
}

/** The answer of `pay` and `confirm` (calls §7.6). */
export interface PaymentAnswer {
  /** succeeded, or requires_action: then the card's extra authentication, then `confirmPayment`. */
  status: "succeeded" | "requires_action";
  /** `payment_intent_id`: what `confirmPayment` takes. */
  paymentIntentId: string | null;
  /** `client_secret`: what the card provider's script needs for the extra authentication. */
  clientSecret: string | null;
  /** `transaction_id`. */
  transactionId: string | null;
  /** `invoice_id`. */
  invoiceId: string | number | null;
  /** `next_action.type`, e.g. use_stripe_sdk. */
  nextAction: string | null;
}

/** The summary of an invoice's card payment (portal-spec §3 "Transaction summary"). */
export interface TransactionSummary {
  /** §3 `transaction_id`. */
  transactionId: string;
  /** §3 `amount`, in `currency`. */
  amount: number;
  /** §3 `currency`, e.g. EUR. */
  currency: string;
  /** §3 `last_transaction_update_at`: when the payment was last updated. */
  updatedAt: string;
  /** §3 `invoice_number`. */
  invoiceNumber: string;
  /** §3 `invoice_concept`. */
  invoiceConcept: string;
  /** §3 `payment_method_id`. */
  paymentMethodId: string | null;
  /** §3 `payment_type` (credit_card). */
  paymentType: string;
  /** §3 `paid_by_user_email`. */
  paidByEmail: string | null;
  /** §3 `invoice_id`. */
  invoiceId: string | number;
}

const PaymentPlatformsSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({
    items: v.array(
      v.looseObject({
        name: v.string(),
        label: v.optional(v.string()),
        default: v.optional(v.boolean(), false),
        has_form: v.optional(v.boolean(), true),
      }),
    ),
    default: v.optional(v.string()),
  }),
  v.transform((wire): PaymentPlatforms => ({
    platforms: wire.items.map((platform) => ({
      name: platform.name,
      label: platform.label ?? null,
      isDefault: platform.default,
      hasForm: platform.has_form,
    })),
    defaultName: wire.default ?? null,
  })),
);
const PublishableKeySchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ publishable_key: v.nullable(v.string()) }),
  v.transform((wire) => wire.publishable_key),
);

/** Boundary check and mapping of the pay and confirm answers. */
export const PaymentAnswerSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({
    status: v.picklist(["succeeded", "requires_action"]),
    payment_intent_id: v.optional(v.string()),
    client_secret: v.optional(v.string()),
    transaction_id: v.optional(v.string()),
    invoice_id: v.optional(id),
    next_action: v.optional(v.looseObject({ type: v.string() })),
  }),
  v.transform((wire): PaymentAnswer => ({
    status: wire.status,
    paymentIntentId: wire.payment_intent_id ?? null,
    clientSecret: wire.client_secret ?? null,
    transactionId: wire.transaction_id ?? null,
    invoiceId: wire.invoice_id ?? null,
    nextAction: wire.next_action?.type ?? null,
  })),
);

/** Boundary check and mapping of the transaction summary. */
export const TransactionSummarySchema = /* @__PURE__ */ v.pipe(
  v.looseObject({
    transaction_id: v.string(),
    amount: finiteNumber,
    currency: v.string(),
    last_transaction_update_at: v.string(),
    invoice_number: v.string(),
    invoice_concept: v.optional(v.string(), ""),
    payment_method_id: v.optional(v.string()),
    payment_type: v.optional(v.string(), "credit_card"),
    paid_by_user_email: v.optional(v.string()),
    invoice_id: id,
  }),
  v.transform((wire): TransactionSummary => ({
    transactionId: wire.transaction_id,
    amount: wire.amount,
    currency: wire.currency,
    updatedAt: wire.last_transaction_update_at,
    invoiceNumber: wire.invoice_number,
    invoiceConcept: wire.invoice_concept,
    paymentMethodId: wire.payment_method_id ?? null,
    paymentType: wire.payment_type,
    paidByEmail: wire.paid_by_user_email ?? null,
    invoiceId: wire.invoice_id,
  })),
);

/**
 * The payment platforms offered.
 * @param api the tag's client
 * @param signal aborts the call
 * @returns the platforms, default first or marked
 * @example const { platforms } = await listPaymentPlatforms(api);
 */
export function listPaymentPlatforms(api: ApiClient, signal?: AbortSignal): Promise<PaymentPlatforms> {
  return api.get(`${PAYMENTS_PREFIX}payment_platforms_available`, { version: 1, schema: PaymentPlatformsSchema, signal });
}

/**
 * The card provider's public key of a platform.
 * @param api the tag's client
 * @param platform a platform's name
 * @param signal aborts the call
 * @returns the key, or null for a platform without a form
 * @example const key = await getPublishableKey(api, "card");
 */
export function getPublishableKey(api: ApiClient, platform: string, signal?: AbortSignal): Promise<string | null> {
  return api.get(`${PAYMENTS_PREFIX}publishable_key/${encodeURIComponent(platform)}`, { version: 1, schema: PublishableKeySchema, signal });
}

/**
 * Pays an invoice. Answers succeeded or requires_action (then call `confirmPayment`); a card
 * failure throws an `ApiError` whose serverMessage is one of PAYMENT_ERROR_CODES. Sent with the wire
 * names `payment_method_id`, `platform_name`, `item_id`, `related_object_type`.
 * @param api the tag's client
 * @param payment the card's payment method, the platform, the invoice and its related object type
 * @param signal aborts the call
 * @returns succeeded or requires_action
 * @example await payInvoice(api, { paymentMethodId: "pm_card_visa", platform: "card", itemId: 70001, relatedObjectType: "account.invoice" });
 */
export function payInvoice(
  api: ApiClient,
  payment: { paymentMethodId: string; platform: string; itemId: string | number; relatedObjectType: string },
  signal?: AbortSignal,
): Promise<PaymentAnswer> {
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
 * @param api the tag's client
 * @param paymentIntentId `PaymentAnswer.paymentIntentId`
 * @param platform the platform's name
 * @param signal aborts the call
 * @returns the payment's state
 * @example await confirmPayment(api, "pi_ovsandbox_000003", "card");
 */
export function confirmPayment(api: ApiClient, paymentIntentId: string, platform: string, signal?: AbortSignal): Promise<PaymentAnswer> {
  return api.post(`${PAYMENTS_PREFIX}confirm`, {
    version: 1,
    body: { payment_intent_id: paymentIntentId, platform_name: platform },
    schema: PaymentAnswerSchema,
    signal,
  });
}

/**
 * The summary of an invoice's card payment; `internal_error` means it was paid but the transaction is not found.
 * @param api the tag's client
 * @param invoiceId `Invoice.id`
 * @param signal aborts the call
 * @returns the summary
 * @example const summary = await getTransactionSummary(api, 70001);
 */
export function getTransactionSummary(api: ApiClient, invoiceId: string | number, signal?: AbortSignal): Promise<TransactionSummary> {
  return api.get(`${PAYMENTS_PREFIX}transaction_summary/${encodeURIComponent(String(invoiceId))}`, {
    version: 1,
    schema: TransactionSummarySchema,
    signal,
  });
}

/**
 * The receipt of an invoice's card payment.
 * @param api the tag's client
 * @param invoiceId `Invoice.id`
 * @param signal aborts the call
 * @returns the PDF and its name
 * @example const { blob, filename } = await downloadTransactionReceipt(api, 70001);
 */
export function downloadTransactionReceipt(api: ApiClient, invoiceId: string | number, signal?: AbortSignal): Promise<BlobAnswer> {
  return api.blob(`${PAYMENTS_PREFIX}download_transaction_receipt/${encodeURIComponent(String(invoiceId))}`, { version: 1, signal });
}
