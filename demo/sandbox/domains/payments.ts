/**
 * Sandbox domain: card payment of invoices (calls document §7.6, §8.3). The calls document does
 * not show the path prefix of these calls: the sandbox serves them under `payments/`, version 1:
 *
 * - GET  payments/payment_platforms_available: `{items: [{name, label, default, has_form}], default}`;
 *   "card" (the default card provider, with a card form) and "transfer" (no form, spec §9).
 * - GET  payments/publishable_key/{platform}: `{publishable_key}` (null for "transfer").
 * - POST payments/pay {payment_method_id, platform_name, item_id, related_object_type}: item_id
 *   is the invoice `id` (its `invoice_id` works too), related_object_type its
 *   online_payment.rel_object_type ("account.invoice"). Answers `{status: "succeeded",
 *   payment_intent_id, transaction_id}` or `{status: "requires_action", payment_intent_id,
 *   client_secret, next_action}`, or an error `{error: true, code, message: code}`.
 * - POST payments/confirm {payment_intent_id, platform_name}: `{status: "succeeded", ...}` or an error.
 * - GET  payments/transaction_summary/{invoice_id}: the summary of spec §3.
 * - GET  payments/download_transaction_receipt/{invoice_id}: a PDF receipt.
 *
 * The card platform is the sandbox itself: no external script. `payment_method_id` picks the outcome:
 *   pm_card_visa (and any other non-empty id)  → succeeded
 *   pm_card_threeDSecure                       → requires_action; confirm → succeeded
 *   pm_card_threeDSecureFail                   → requires_action; confirm → payment_intent_unexpected_state
 *   pm_card_summaryInternalError               → succeeded, but its summary answers internal_error
 *   pm_card_incorrectNumber → incorrect_number     pm_card_invalidNumber → invalid_number
 *   pm_card_invalidExpiryMonth → invalid_expiry_month  pm_card_invalidExpiryYear → invalid_expiry_year
 *   pm_card_invalidCvc → invalid_cvc               pm_card_incorrectCvc → incorrect_cvc
 *   pm_card_expiredCard → expired_card             pm_card_incorrectZip → incorrect_zip
 *   pm_card_chargeDeclined → card_declined         pm_card_customerWithoutCard → customer_without_card
 *   pm_card_processingError → processing_error     pm_card_rateLimit → rate_limit (HTTP 429)
 *   pm_card_notPayable → not_payable               pm_card_userNotEnabled → user_not_enabled
 *   pm_card_unexpectedState → payment_intent_unexpected_state
 * Card errors answer 402, rate_limit 429, the others 400. Paying an invoice that is not payable
 * (paid, in a direct-debit batch, a refund) answers not_payable; platform "transfer" answers
 * user_not_enabled. A payment marks the invoice paid and lowers the contract's amount_debt.
 * Seeded: the household's invoice paid by card (see invoices.ts plans) has a summary; the business's
 * one answers 500 `internal_error` (spec §8.3: transaction not found though the payment was done).
 */
import { apiError, file, json } from "../http.ts";
import { tr, type Texts } from "../i18n.ts";
import type { Route, RouteContext, Rng, SandboxDb, SandboxUser } from "../types.ts";
import { OWNERS } from "../data/contracts.ts";
import { bodyString, fieldErrors, ownerOf, partnerOf, pdfDocument } from "./contracts.ts";
import { INVOICE_REL_OBJECT, findInvoice, invoicesTable, isPayable, markInvoicePaid, type InvoiceRow } from "./invoices.ts";
import { cardFrameRoutes } from "./payments-card-frame.ts";

export type PaymentErrorCode =
  | "incorrect_number"
  | "invalid_number"
  | "invalid_expiry_month"
  | "invalid_expiry_year"
  | "invalid_cvc"
  | "incorrect_cvc"
  | "expired_card"
  | "incorrect_zip"
  | "card_declined"
  | "customer_without_card"
  | "processing_error"
  | "rate_limit"
  | "not_payable"
  | "user_not_enabled"
  | "payment_intent_unexpected_state";

/** Special payment_method_id values and the error each one answers. */
export const CARD_ERRORS: Record<string, PaymentErrorCode> = {
  pm_card_incorrectNumber: "incorrect_number",
  pm_card_invalidNumber: "invalid_number",
  pm_card_invalidExpiryMonth: "invalid_expiry_month",
  pm_card_invalidExpiryYear: "invalid_expiry_year",
  pm_card_invalidCvc: "invalid_cvc",
  pm_card_incorrectCvc: "incorrect_cvc",
  pm_card_expiredCard: "expired_card",
  pm_card_incorrectZip: "incorrect_zip",
  pm_card_chargeDeclined: "card_declined",
  pm_card_customerWithoutCard: "customer_without_card",
  pm_card_processingError: "processing_error",
  pm_card_rateLimit: "rate_limit",
  pm_card_notPayable: "not_payable",
  pm_card_userNotEnabled: "user_not_enabled",
  pm_card_unexpectedState: "payment_intent_unexpected_state",
};

const CARD_DECLINES = new Set<PaymentErrorCode>([
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
]);

export const PUBLISHABLE_KEY = "pk_test_ovsandbox_51OVwidgetsSandboxKey";

export interface TransactionRow {
  transaction_id: string;
  invoiceId: number;
  owner: string;
  amount: number;
  currency: string;
  last_transaction_update_at: string;
  payment_method_id: string;
  paid_by_user_email: string;
  /** The summary answers internal_error (spec §8.3). */
  lost: boolean;
}

export interface IntentRow {
  id: string;
  owner: string;
  invoiceId: number;
  payment_method_id: string;
  status: "requires_action" | "succeeded" | "canceled";
  failOnConfirm: boolean;
}

export interface PaymentsTable {
  transactions: TransactionRow[];
  intents: IntentRow[];
  next: number;
}

const PLATFORM_LABELS: Record<string, Texts> = {
  card: { ca: "Targeta bancària", es: "Tarjeta bancaria", en: "Bank card", gl: "Tarxeta bancaria", fr: "Carte bancaire", de: "Bankkarte" },
  transfer: {
    ca: "Transferència bancària",
    es: "Transferencia bancaria",
    en: "Bank transfer",
    gl: "Transferencia bancaria",
    fr: "Virement bancaire",
    de: "Banküberweisung",
  },
};

const CONCEPT: Texts = {
  ca: "Factura {number} - període {from} a {to}",
  es: "Factura {number} - periodo {from} a {to}",
  en: "Invoice {number} - period {from} to {to}",
  gl: "Factura {number} - período {from} a {to}",
  fr: "Facture {number} - période du {from} au {to}",
  de: "Rechnung {number} - Zeitraum {from} bis {to}",
};

const RECEIPT_TITLE: Texts = {
  ca: "Rebut de pagament",
  es: "Recibo de pago",
  en: "Payment receipt",
  gl: "Recibo de pagamento",
  fr: "Reçu de paiement",
  de: "Zahlungsbeleg",
};

function emailOf(db: SandboxDb, owner: string): string {
  return db.customers.find((c) => c.id === owner)?.email ?? OWNERS[owner]?.email ?? "";
}

export function buildPayments(db: SandboxDb): PaymentsTable {
  const table: PaymentsTable = { transactions: [], intents: [], next: 1 };
  for (const invoice of invoicesTable(db).invoices) {
    // The catalogue's paid statuses tell `paid` (a transaction was made) from `paid_without_transaction`:
    // every `paid` invoice has a transaction to show in its receipt, the card-paid ones and the others.
    if (!invoice.cardPayment && invoice.paid !== "paid") continue;
    const paidAt = invoice.history.find((h) => h.state === "paid_card")?.change_date ?? `${invoice.date} 18:00:00`;
    table.transactions.push({
      transaction_id: `txn_ovsandbox_${String(table.next++).padStart(6, "0")}`,
      invoiceId: invoice.id,
      owner: invoice.owner,
      amount: invoice.amount_total,
      currency: "EUR",
      last_transaction_update_at: paidAt,
      payment_method_id: "pm_card_visa",
      paid_by_user_email: emailOf(db, invoice.owner),
      lost: invoice.cardPayment === "lost",
    });
  }
  return table;
}

export function paymentsTable(db: SandboxDb): PaymentsTable {
  const existing = db.tables.payments as PaymentsTable | undefined;
  if (existing) return existing;
  const table = buildPayments(db);
  db.tables.payments = table;
  return table;
}

function userOf(ctx: RouteContext): SandboxUser {
  if (!ctx.user) throw new Error("auth: required route without a user");
  return ctx.user;
}

function paymentError(code: PaymentErrorCode): Response {
  const status = code === "rate_limit" ? 429 : CARD_DECLINES.has(code) ? 402 : 400;
  return json({ error: true, code, message: code }, status);
}

function platforms(ctx: RouteContext): Response {
  return json({
    items: [
      { name: "card", label: tr(ctx.lang, PLATFORM_LABELS.card!), default: true, has_form: true },
      { name: "transfer", label: tr(ctx.lang, PLATFORM_LABELS.transfer!), default: false, has_form: false },
    ],
    default: "card",
  });
}

function publishableKey(ctx: RouteContext): Response {
  const platform = ctx.params.platform;
  if (platform === "card") return json({ publishable_key: PUBLISHABLE_KEY });
  if (platform === "transfer") return json({ publishable_key: null });
  return apiError(404, "unknown_platform");
}

function succeed(ctx: RouteContext, table: PaymentsTable, invoice: InvoiceRow, paymentMethod: string, lost: boolean): TransactionRow {
  const now = new Date(ctx.db.now.getTime() + table.next * 60_000);
  const amount = invoice.amount_pending;
  markInvoicePaid(ctx.db, invoice, now);
  const transaction: TransactionRow = {
    transaction_id: `txn_ovsandbox_${String(table.next++).padStart(6, "0")}`,
    invoiceId: invoice.id,
    owner: invoice.owner,
    amount,
    currency: "EUR",
    last_transaction_update_at: now.toISOString().slice(0, 19).replace("T", " "),
    payment_method_id: paymentMethod,
    paid_by_user_email: emailOf(ctx.db, invoice.owner),
    lost,
  };
  table.transactions = table.transactions.filter((t) => t.invoiceId !== invoice.id).concat(transaction);
  return transaction;
}

function pay(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const table = paymentsTable(ctx.db);
  const method = bodyString(ctx.body, "payment_method_id") ?? "";
  const platform = bodyString(ctx.body, "platform_name") ?? "";
  const relType = bodyString(ctx.body, "related_object_type") ?? "";
  const itemId = bodyString(ctx.body, "item_id");
  const missing: Record<string, "required"> = {};
  if (!method) missing.payment_method_id = "required";
  if (!platform) missing.platform_name = "required";
  if (!itemId) missing.item_id = "required";
  if (!relType) missing.related_object_type = "required";
  if (Object.keys(missing).length > 0) return fieldErrors(ctx.lang, missing);
  if (platform !== "card" && platform !== "transfer") return apiError(400, "unknown_platform");
  if (relType !== INVOICE_REL_OBJECT) return fieldErrors(ctx.lang, { related_object_type: "invalid" });
  const invoice = findInvoice(ctx.db, owner, itemId);
  if (!invoice) return apiError(404, "invoice_not_found");
  if (platform === "transfer") return paymentError("user_not_enabled");
  if (!isPayable(invoice)) return paymentError("not_payable");
  const special = CARD_ERRORS[method];
  if (special) return paymentError(special);
  if (method === "pm_card_threeDSecure" || method === "pm_card_threeDSecureFail") {
    const intent: IntentRow = {
      id: `pi_ovsandbox_${String(table.next++).padStart(6, "0")}`,
      owner,
      invoiceId: invoice.id,
      payment_method_id: method,
      status: "requires_action",
      failOnConfirm: method === "pm_card_threeDSecureFail",
    };
    table.intents.push(intent);
    return json({
      status: "requires_action",
      payment_intent_id: intent.id,
      client_secret: `${intent.id}_secret_ovsandbox`,
      next_action: { type: "use_stripe_sdk" },
    });
  }
  const intentId = `pi_ovsandbox_${String(table.next++).padStart(6, "0")}`;
  const transaction = succeed(ctx, table, invoice, method, method === "pm_card_summaryInternalError");
  table.intents.push({ id: intentId, owner, invoiceId: invoice.id, payment_method_id: method, status: "succeeded", failOnConfirm: false });
  return json({ status: "succeeded", payment_intent_id: intentId, transaction_id: transaction.transaction_id, invoice_id: invoice.id });
}

function confirm(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const table = paymentsTable(ctx.db);
  const id = bodyString(ctx.body, "payment_intent_id");
  if (!id) return fieldErrors(ctx.lang, { payment_intent_id: "required" });
  const intent = table.intents.find((i) => i.id === id && i.owner === owner);
  // Unknown, already confirmed or cancelled (e.g. two-factor cancelled): spec §8.3 unexpected state.
  if (!intent || intent.status !== "requires_action") return paymentError("payment_intent_unexpected_state");
  if (intent.failOnConfirm) {
    intent.status = "canceled";
    return paymentError("payment_intent_unexpected_state");
  }
  const invoice = findInvoice(ctx.db, owner, intent.invoiceId);
  if (!invoice || !isPayable(invoice)) {
    intent.status = "canceled";
    return paymentError("not_payable");
  }
  const transaction = succeed(ctx, table, invoice, intent.payment_method_id, false);
  intent.status = "succeeded";
  return json({ status: "succeeded", payment_intent_id: intent.id, transaction_id: transaction.transaction_id, invoice_id: invoice.id });
}

function transactionOf(ctx: RouteContext): { invoice: InvoiceRow; transaction: TransactionRow } | Response {
  const owner = ownerOf(userOf(ctx));
  const invoice = findInvoice(ctx.db, owner, ctx.params.invoiceId);
  if (!invoice) return apiError(404, "invoice_not_found");
  const transaction = paymentsTable(ctx.db).transactions.find((t) => t.invoiceId === invoice.id);
  if (!transaction) return apiError(404, "transaction_not_found");
  return { invoice, transaction };
}

function summary(ctx: RouteContext): Response {
  const found = transactionOf(ctx);
  if (found instanceof Response) return found;
  const { invoice, transaction } = found;
  if (transaction.lost) return apiError(500, "internal_error");
  return json({
    transaction_id: transaction.transaction_id,
    amount: transaction.amount,
    currency: transaction.currency,
    last_transaction_update_at: transaction.last_transaction_update_at,
    invoice_number: invoice.number,
    invoice_concept: tr(ctx.lang, CONCEPT)
      .replace("{number}", invoice.number)
      .replace("{from}", invoice.start_date)
      .replace("{to}", invoice.end_date),
    payment_method_id: transaction.payment_method_id,
    payment_type: "credit_card",
    paid_by_user_email: transaction.paid_by_user_email,
    invoice_id: invoice.id,
  });
}

function receipt(ctx: RouteContext): Response {
  const found = transactionOf(ctx);
  if (found instanceof Response) return found;
  const { invoice, transaction } = found;
  if (transaction.lost) return apiError(404, "receipt_not_available");
  const partner = partnerOf(ctx.db, invoice.owner);
  const pdf = pdfDocument(`${tr(ctx.lang, RECEIPT_TITLE)} ${transaction.transaction_id}`, [
    `${partner.name} - ${partner.vat}`,
    tr(ctx.lang, CONCEPT).replace("{number}", invoice.number).replace("{from}", invoice.start_date).replace("{to}", invoice.end_date),
    `${transaction.amount.toFixed(2)} ${transaction.currency}`,
    transaction.last_transaction_update_at,
    `${transaction.payment_method_id} (credit_card)`,
    transaction.paid_by_user_email,
  ]);
  return file(pdf, `rebut_${invoice.number}.pdf`, "application/pdf");
}

export const routes: Route[] = [
  { method: "GET", path: "payments/payment_platforms_available", versions: [1], auth: "required", handler: platforms },
  { method: "GET", path: "payments/publishable_key/:platform", versions: [1], auth: "required", handler: publishableKey },
  { method: "POST", path: "payments/pay", versions: [1], auth: "required", handler: pay },
  { method: "POST", path: "payments/confirm", versions: [1], auth: "required", handler: confirm },
  { method: "GET", path: "payments/transaction_summary/:invoiceId", versions: [1], auth: "required", handler: summary },
  { method: "GET", path: "payments/download_transaction_receipt/:invoiceId", versions: [1], auth: "required", handler: receipt },
];

/** The sandbox's card frame (./payments-card-frame.ts), outside the API under `/sandbox/`. */
export const sandboxRoutes: Route[] = cardFrameRoutes;

export function seed(db: SandboxDb, _rng: Rng): void {
  db.tables.payments = buildPayments(db);
}
