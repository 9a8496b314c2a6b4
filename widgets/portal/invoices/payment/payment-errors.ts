import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentFailure } from "./payment-failure";

// The messages load with the dialogs (payment-dialogs.tsx); the codes' logic (./payment-failure.ts)
// goes with the store, in the invoices screen's chunk.
/** calls §8.3: "Payment error message is chosen by the provider's error code". */
const MESSAGES: Record<PaymentFailure, MessageDescriptor> = {
  incorrect_number: msg({ id: "portal.invoices.payment.error.incorrectNumber", message: "The card number is incorrect." }),
  invalid_number: msg({ id: "portal.invoices.payment.error.invalidNumber", message: "The card number is not a valid card number." }),
  invalid_expiry_month: msg({ id: "portal.invoices.payment.error.invalidExpiryMonth", message: "The card's expiry month is not valid." }),
  invalid_expiry_year: msg({ id: "portal.invoices.payment.error.invalidExpiryYear", message: "The card's expiry year is not valid." }),
  invalid_cvc: msg({ id: "portal.invoices.payment.error.invalidCvc", message: "The card's security code is not valid." }),
  incorrect_cvc: msg({ id: "portal.invoices.payment.error.incorrectCvc", message: "The card's security code is incorrect." }),
  expired_card: msg({ id: "portal.invoices.payment.error.expiredCard", message: "The card has expired." }),
  incorrect_zip: msg({ id: "portal.invoices.payment.error.incorrectZip", message: "The card's postal code check failed." }),
  card_declined: msg({ id: "portal.invoices.payment.error.cardDeclined", message: "The card was declined." }),
  customer_without_card: msg({
    id: "portal.invoices.payment.error.customerWithoutCard",
    message: "There is no card to charge for this customer.",
  }),
  processing_error: msg({
    id: "portal.invoices.payment.error.processingError",
    message: "An error occurred while processing the card. Please try again.",
  }),
  rate_limit: msg({
    id: "portal.invoices.payment.error.rateLimit",
    message: "Too many payment attempts in a short time. Please wait a moment and try again.",
  }),
  not_payable: msg({
    id: "portal.invoices.payment.error.notPayable",
    message: "This invoice cannot be paid. It may already have been paid.",
  }),
  user_not_enabled: msg({
    id: "portal.invoices.payment.error.userNotEnabled",
    message: "Your user is not enabled on this payment platform.",
  }),
  payment_intent_unexpected_state: msg({
    id: "portal.invoices.payment.error.unexpectedState",
    message: "The payment is in an unexpected state. The extra authentication may have been cancelled.",
  }),
  unknown: msg({ id: "portal.invoices.payment.error.unknown", message: "Something went wrong" }),
};

/**
 * The translated message of a payment failure (calls §8.3).
 * @param failure - a code of calls §8.3 or "unknown"
 * @returns its message descriptor
 * @example i18n._(describePaymentFailure("expired_card"))
 */
export function describePaymentFailure(failure: PaymentFailure): MessageDescriptor {
  return MESSAGES[failure];
}
