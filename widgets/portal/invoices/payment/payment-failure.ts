import { isApiError } from "../../../../src/api/errors";
import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from "../../../../src/api/payments";

/** A provider error code of calls §8.3, or "unknown" for the 'Something went wrong' fallback. */
export type PaymentFailure = PaymentErrorCode | "unknown";

/**
 * Whether a string is one of the provider error codes of calls §8.3.
 * @param code - any code (from the API or the card platform)
 * @returns true for a known code
 * @example isPaymentErrorCode("card_declined") // true
 */
export function isPaymentErrorCode(code: unknown): code is PaymentErrorCode {
  return typeof code === "string" && (PAYMENT_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The provider error code of a failed payment call: the body's `code` or the server's message
 * (src/api/payments.ts), else "unknown" (calls §8.3 fallback).
 * @param error - what the call or the card platform threw or answered
 * @returns the code
 * @example paymentFailureOf(new ApiError({ status: 402, code: "http", serverMessage: "card_declined" })) // "card_declined"
 */
export function paymentFailureOf(error: unknown): PaymentFailure {
  if (isPaymentErrorCode(error)) return error;
  if (!isApiError(error)) return "unknown";
  const body = error.body;
  const bodyCode = typeof body === "object" && body !== null && "code" in body ? body.code : null;
  if (isPaymentErrorCode(bodyCode)) return bodyCode;
  return isPaymentErrorCode(error.serverMessage) ? error.serverMessage : "unknown";
}
