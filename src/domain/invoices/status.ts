/**
 * The status an invoice shows (portal-spec §4 "Invoice status") and the colour of its chip. Pure and
 * DOM-free: part of `ov-widgets/rules`.
 */
import type { PaidStatus } from "../../api/invoices";
import { expectArgument } from "../arguments";

/** What an invoice's status chip says (portal-spec §4 "Invoice status"). */
export type InvoiceStatus =
  | "paid"
  | "refunded"
  | "pendingRefund"
  | "pendingCollection"
  | "pendingPayment"
  | "paidWithoutTransaction"
  | "manualVerificationRequired"
  | "unpaid"
  | "partiallyPaid";

/** The facts of an invoice the status depends on (portal-spec §3 "Invoice": paid, rectificative_type, amount_total, amount_pending). */
export interface InvoiceStatusInput {
  /** §3 `paid`: one of the six paid statuses of §4. */
  paidStatus: PaidStatus;
  /** §3 `rectificative_type`: A or B is a refund; anything else (N, R, null) an ordinary invoice. */
  rectificativeType: string | null;
  /** §3 `amount_total`, euros. */
  amountTotal: number;
  /** §3 `amount_pending`, euros. */
  amountPending: number;
}

/** The chip colours of §4: "warning pending, success paid, error unpaid". */
export type InvoiceStatusTone = "success" | "warning" | "error";

/** spec §4: "refunded (type A or B rectificative ...)". */
const REFUND_TYPES = new Set(["A", "B"]);

/**
 * spec §4 "Invoice status": a type A or B rectificative is refunded (pending refund while an amount is
 * pending); otherwise the paid status names it, and an unpaid invoice whose pending amount differs from
 * its total is partially paid.
 * @param invoice - paid status, rectificative type, total and pending amount
 * @returns the status the chip shows
 * @example invoiceStatus({ paidStatus: "unpaid", rectificativeType: "N", amountTotal: 180.25, amountPending: 100 }) // "partiallyPaid"
 */
export function invoiceStatus(invoice: InvoiceStatusInput): InvoiceStatus {
  expectArgument("invoiceStatus", "invoice", invoice, "object");
  const { paidStatus, rectificativeType, amountTotal, amountPending } = invoice;
  if (rectificativeType !== null && REFUND_TYPES.has(rectificativeType.toUpperCase())) {
    // §4 "refunded (type A or B rectificative; pending refund when pending)".
    return amountPending !== 0 ? "pendingRefund" : "refunded";
  }
  switch (paidStatus) {
    case "paid":
      return "paid";
    case "pending_remesa":
      return "pendingCollection";
    case "pending_transfer":
      return "pendingPayment";
    case "paid_without_transaction":
      return "paidWithoutTransaction";
    case "manual_verification_required":
      return "manualVerificationRequired";
    case "unpaid":
      // §4 "partially paid (unpaid with pending amount different from total)".
      return amountPending !== amountTotal ? "partiallyPaid" : "unpaid";
  }
}

/**
 * spec §4 chip colours: success for the paid ones (refunds included), error for unpaid and partially
 * paid, warning for everything still pending.
 * @param status - from {@link invoiceStatus}
 * @returns the chip's tone
 * @example invoiceStatusTone("pendingCollection") // "warning"
 */
export function invoiceStatusTone(status: InvoiceStatus): InvoiceStatusTone {
  expectArgument("invoiceStatusTone", "status", status, "string");
  switch (status) {
    case "paid":
    case "refunded":
    case "paidWithoutTransaction":
      return "success";
    case "unpaid":
    case "partiallyPaid":
      return "error";
    case "pendingRefund":
    case "pendingCollection":
    case "pendingPayment":
    case "manualVerificationRequired":
      return "warning";
  }
}

/**
 * spec §4: "Rectificative type A counts as negative energy": the energy a row shows and the chart adds.
 * The server may already send it negative; the sign is forced, never flipped twice.
 * @param energyConsumed - §3 `energy_consumed`, kWh
 * @param rectificativeType - §3 `rectificative_type`
 * @returns the signed energy
 * @example signedEnergy(320, "A") // -320
 */
export function signedEnergy(energyConsumed: number, rectificativeType: string | null): number {
  expectArgument("signedEnergy", "energyConsumed", energyConsumed, "number");
  expectArgument("signedEnergy", "rectificativeType", rectificativeType, "string", "null");
  return rectificativeType?.toUpperCase() === "A" ? -Math.abs(energyConsumed) : energyConsumed;
}
