import type { Invoice } from "../../../src/api/invoices";

/**
 * The seam of card payment (issue 18 item 7, built in `./payment/` by its own branch): the row's "pay
 * online" action. Renders nothing until the integrator replaces the body with
 * `payment/payment-entry.tsx`'s `PayOnlineButton({ invoice })`.
 * @param props - the row's invoice
 * @returns the pay action, or nothing
 * @example <PayAction invoice={invoice} />
 */
export function PayAction(props: { invoice: Invoice }): null {
  void props;
  return null;
}

/**
 * The seam of the payment dialogs (mounted once per invoices screen): replaced on merge by
 * `payment/payment-entry.tsx`'s `PaymentHost()`.
 * @returns the payment dialogs, or nothing
 * @example <PaymentSlot />
 */
export function PaymentSlot(): null {
  return null;
}
