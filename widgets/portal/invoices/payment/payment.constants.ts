/**
 * The card payment's fixed values (issue 18 item 7), each in one place.
 */

/**
 * The sandbox's publishable keys start so (demo/sandbox/domains/payments.ts PUBLISHABLE_KEY): its card
 * fields are the sandbox's own frame; any other key is Stripe's and its Elements are used.
 */
export const SANDBOX_KEY_PREFIX = "pk_test_ovsandbox_";

/** Where the sandbox serves its card frame, under the API base (demo/sandbox/README.md "Test cards"). */
export const SANDBOX_CARD_FRAME_PATH = "/sandbox/payments/card-frame";

/**
 * The `payment_method_id` sent for a platform without a form (portal-spec §3 "another entry has no
 * form"): there is no card to turn into a payment method, and the call requires the field.
 */
export const NO_FORM_PAYMENT_METHOD = "no_form";

/** The query values the payment reads once (docs/architecture.md "The portal's areas": one-shot query values). */
export const PAYMENT_QUERY = {
  /** calls §4: "A payment_intent query value on return is confirmed and removed". */
  paymentIntent: "payment_intent",
  /** Stripe adds these two to its return address; they go with payment_intent. */
  clientSecret: "payment_intent_client_secret",
  redirectStatus: "redirect_status",
  /** spec §2: invoice actions download, payOnline; home's "pay online" opens the dialog. */
  action: "action",
  /** The invoice to pay with `action=payOnline` (its `id`); without it, the newest payable invoice. */
  invoice: "invoice",
} as const;

/** spec §2 "Invoice actions: download, payOnline". */
export const PAY_ONLINE_ACTION = "payOnline";

/** How many open invoices home's "pay online" looks through for the newest payable one. */
export const PAYABLE_LOOKUP_LIMIT = 25;
