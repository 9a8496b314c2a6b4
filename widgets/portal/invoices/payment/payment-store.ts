import { proxy } from "valtio/vanilla";
import { createMutation, SendRefused, type Mutation } from "../../../../src/state/mutation";
import type { PaymentAnswer, PaymentPlatform, PaymentPlatforms } from "../../../../src/api/payments";
import type { CardPlatform } from "./card-platform";
import { NO_FORM_PAYMENT_METHOD } from "./payment.constants";
import { paymentFailureOf, type PaymentFailure } from "./payment-failure";

/**
 * Where the payment dialog is (portal-spec §4 "Payment flow": platform configuration fetch, payment
 * requested, requires_action, in process, success or error, then a summary dialog).
 */
export type PaymentStep = "closed" | "loading" | "configError" | "ready" | "paying" | "authenticating" | "confirming" | "error";

/** The invoice being paid, as the dialog shows it. */
export interface PayingInvoice {
  id: string | number;
  number: string;
  amount: number;
  relatedObjectType: string | null;
}

/** The payment's state (portal-spec §3 "Payment"). */
export interface PaymentState {
  step: PaymentStep;
  /** §3 isFetching: the platforms, the key or a payment call is on its way. */
  isFetching: boolean;
  /** §3 error (with code): a provider code of calls §8.3 or "unknown". */
  error: PaymentFailure | null;
  /** The failure of the configuration fetch (its API error, for RetryFailure). */
  configError: unknown;
  /** §3 success: the last payment went through. */
  success: boolean;
  /** §3 payingItemId: the dialog shows while it is set (§4 "Dialog opens when a paying item is set"). */
  payingItemId: string | number | null;
  /** §3 paymentRelatedObjectType: the invoice's online_payment.rel_object_type. */
  paymentRelatedObjectType: string | null;
  payingInvoice: PayingInvoice | null;
  /** §3 publishableKey of the chosen platform (null for a platform without a form). */
  publishableKey: string | null;
  /** §3 available payment platforms. */
  platforms: PaymentPlatform[];
  /** §3 the chosen platform (default card provider). */
  platform: string | null;
  /** The invoice whose transaction summary shows (§4 "then a summary dialog"). */
  summaryInvoiceId: string | number | null;
  /** The summary follows a payment made now (it then says so). */
  summaryAfterPayment: boolean;
}

/** The calls the store makes, bound to the tag's client (src/api/payments.ts); each takes the store's abort signal. */
export interface PaymentCalls {
  listPlatforms(signal: AbortSignal): Promise<PaymentPlatforms>;
  publishableKey(platform: string, signal: AbortSignal): Promise<string | null>;
  pay(
    payment: { paymentMethodId: string; platform: string; itemId: string | number; relatedObjectType: string },
    signal: AbortSignal,
  ): Promise<PaymentAnswer>;
  confirm(paymentIntentId: string, platform: string, signal: AbortSignal): Promise<PaymentAnswer>;
}

/** What one payment sends: the card (or none) for the invoice on the platform, or the return's intent to confirm. */
type PaymentInput =
  | { kind: "pay"; card: CardPlatform | null; invoice: PayingInvoice; platform: string; relatedObjectType: string }
  | { kind: "return"; paymentIntentId: string };

/** A payment the card provider or the server refused with a code of calls §8.3: shown, not reported. */
class PaymentRefused extends SendRefused {
  constructor(readonly code: unknown) {
    super("payment refused");
  }
}

/** What the store needs. */
export interface PaymentStoreDeps {
  calls: PaymentCalls;
  /** After a payment went through: the invoices are now paid (the screen refreshes them). */
  onPaid?: (invoiceId: string | number) => void;
  /** A payment's fault (not a refusal: src/state/mutation.ts `isAnswer`), for the page (`useFaultReporter`). */
  report?: (error: unknown) => void;
}

const initialState = (): PaymentState => ({
  step: "closed",
  isFetching: false,
  error: null,
  configError: null,
  success: false,
  payingItemId: null,
  paymentRelatedObjectType: null,
  payingInvoice: null,
  publishableKey: null,
  platforms: [],
  platform: null,
  summaryInvoiceId: null,
  summaryAfterPayment: false,
});

/** The platform chosen unless the customer picks another (§3 "default card provider"). */
function defaultPlatform({ platforms, defaultName }: PaymentPlatforms): string | null {
  return (
    (defaultName && platforms.some((p) => p.name === defaultName) ? defaultName : null) ??
    platforms.find((p) => p.isDefault)?.name ??
    platforms[0]?.name ??
    null
  );
}

/**
 * The card payment's flow state, one per mounted invoices screen (src/state/flow-store.ts pattern).
 * @param deps - the payment calls and what to do once an invoice is paid
 * @returns the state and its actions
 * @example const store = createPaymentStore({ calls: { listPlatforms: () => listPaymentPlatforms(api), ... } });
 */
export function createPaymentStore(deps: PaymentStoreDeps) {
  const state = proxy<PaymentState>(initialState());
  // Aborts the configuration's reads when the screen goes away (`dispose`).
  const reads = new AbortController();
  // Each opening (and each configuration read) is one attempt: answers of an older one are dropped
  // (the dialog was closed, or another platform chosen, while a call was on its way).
  let attempt = 0;

  /**
   * The writes (pay, confirm): one mutation per opening of the dialog (src/state/mutation.ts), so a
   * payment is never sent twice, and closing the dialog or leaving the screen aborts its calls and drops
   * its answer. Its failure is the error step's; Try again goes back to the card fields (a new card may
   * be typed), so it resets the mutation rather than resending.
   */
  const newPayment = () =>
    createMutation<PaymentInput, string | number>({
      send: (input, signal) => (input.kind === "pay" ? runPayment(input, signal) : runReturn(input.paymentIntentId, signal)),
      report: deps.report,
    });
  let payment: Mutation<PaymentInput, string | number> = newPayment();
  const restartPayment = () => {
    payment.dispose();
    payment = newPayment();
  };

  /** spec §4 "Payment flow": the card's payment method, `pay`, the extra authentication on requires_action, `confirm`. */
  async function runPayment(input: Extract<PaymentInput, { kind: "pay" }>, signal: AbortSignal): Promise<string | number> {
    const { card, invoice, platform } = input;
    let paymentMethodId = NO_FORM_PAYMENT_METHOD;
    if (card) {
      const method = await card.createPaymentMethod();
      signal.throwIfAborted();
      if (!method.ok) throw new PaymentRefused(method.code);
      paymentMethodId = method.paymentMethodId;
    }
    const answer = await deps.calls.pay(
      { paymentMethodId, platform, itemId: invoice.id, relatedObjectType: input.relatedObjectType },
      signal,
    );
    signal.throwIfAborted();
    if (answer.status === "succeeded") return answer.invoiceId ?? invoice.id;
    state.step = "authenticating";
    const action = card && answer.clientSecret ? await card.handleNextAction(answer.clientSecret) : null;
    signal.throwIfAborted();
    if (!action || !action.ok) throw new PaymentRefused(action?.code ?? "payment_intent_unexpected_state");
    const intentId = action.paymentIntentId ?? answer.paymentIntentId;
    if (!intentId) throw new PaymentRefused("payment_intent_unexpected_state");
    state.step = "confirming";
    const confirmed = await deps.calls.confirm(intentId, platform, signal);
    return confirmed.invoiceId ?? invoice.id;
  }

  /** calls §4: the return's payment intent, confirmed with the default platform. */
  async function runReturn(paymentIntentId: string, signal: AbortSignal): Promise<string | number> {
    const platform = defaultPlatform(await deps.calls.listPlatforms(signal));
    if (!platform) throw new PaymentRefused("unknown");
    state.platform = platform;
    const answer = await deps.calls.confirm(paymentIntentId, platform, signal);
    if (answer.status !== "succeeded" || answer.invoiceId === null) throw new PaymentRefused("payment_intent_unexpected_state");
    return answer.invoiceId;
  }

  /** Sends through the opening's mutation, then shows the summary or the error. */
  async function send(input: PaymentInput): Promise<void> {
    const current = payment;
    state.isFetching = true;
    state.error = null;
    if (await current.send(input)) {
      const invoiceId = current.state.result;
      if (invoiceId !== null) succeed(invoiceId);
      return;
    }
    // Nothing to show when it was not sent (one runs) or was aborted (closed, screen gone).
    const failure = current.state.error;
    if (current !== payment || !failure) return;
    fail(failure.cause instanceof PaymentRefused ? failure.cause.code : failure.cause);
  }

  async function loadKey(platform: string, current: number): Promise<void> {
    const found = state.platforms.find((p) => p.name === platform);
    const key = found?.hasForm === false ? null : await deps.calls.publishableKey(platform, reads.signal);
    if (current !== attempt) return;
    state.publishableKey = key;
  }

  /** spec §4: "platform configuration fetch". */
  async function loadConfig(): Promise<void> {
    const current = ++attempt;
    state.step = "loading";
    state.isFetching = true;
    state.configError = null;
    try {
      const platforms = await deps.calls.listPlatforms(reads.signal);
      if (current !== attempt) return;
      state.platforms = platforms.platforms;
      state.platform = defaultPlatform(platforms);
      if (state.platform) await loadKey(state.platform, current);
      if (current !== attempt) return;
      state.step = "ready";
    } catch (error) {
      if (current !== attempt) return;
      state.configError = error;
      state.step = "configError";
    } finally {
      if (current === attempt) state.isFetching = false;
    }
  }

  function fail(error: unknown): void {
    state.error = paymentFailureOf(error);
    state.success = false;
    state.step = "error";
    state.isFetching = false;
  }

  function succeed(invoiceId: string | number): void {
    state.success = true;
    state.error = null;
    state.isFetching = false;
    state.step = "closed";
    // spec §4: "the paying item clears on success", then the summary dialog.
    state.payingItemId = null;
    state.payingInvoice = null;
    state.summaryInvoiceId = invoiceId;
    state.summaryAfterPayment = true;
    deps.onPaid?.(invoiceId);
  }

  return {
    state,
    /**
     * Opens the dialog for an invoice (spec §4 "Dialog opens when a paying item is set").
     * @param invoice - the invoice to pay
     */
    open(invoice: PayingInvoice): Promise<void> {
      restartPayment();
      state.payingItemId = invoice.id;
      state.paymentRelatedObjectType = invoice.relatedObjectType;
      state.payingInvoice = { ...invoice };
      state.error = null;
      state.success = false;
      return loadConfig();
    },
    /** Fetches the platforms again after their call failed. */
    retryConfig: loadConfig,
    /**
     * Picks another platform (§3 "available payment platforms and chosen one").
     * @param name - a platform's name
     */
    async choosePlatform(name: string): Promise<void> {
      const current = ++attempt;
      state.platform = name;
      state.publishableKey = null;
      state.isFetching = true;
      try {
        await loadKey(name, current);
      } catch (error) {
        if (current === attempt) {
          state.configError = error;
          state.step = "configError";
        }
      } finally {
        if (current === attempt) state.isFetching = false;
      }
    },
    /**
     * Pays the invoice: the card's payment method, `pay`, the extra authentication when it answers
     * requires_action, `confirm`, then success or error (spec §4 "Payment flow").
     * @param card - the mounted card fields, or null for a platform without a form
     */
    async pay(card: CardPlatform | null): Promise<void> {
      const invoice = state.payingInvoice;
      const platform = state.platform;
      if (!invoice || !platform || payment.state.phase !== "idle") return;
      state.step = "paying";
      await send({ kind: "pay", card, invoice: { ...invoice }, platform, relatedObjectType: state.paymentRelatedObjectType ?? "" });
    },
    /**
     * Confirms the payment intent of the address on return (calls §4 "A payment_intent query value on
     * return is confirmed and removed"), with the default platform; the summary or the error follows.
     * @param paymentIntentId - the `payment_intent` query value
     */
    async confirmReturn(paymentIntentId: string): Promise<void> {
      restartPayment();
      state.step = "confirming";
      await send({ kind: "return", paymentIntentId });
    },
    /** Try again (calls §8.3 "Close or Try again"): back to the card fields, status reset. */
    retry(): void {
      payment.reset();
      state.error = null;
      state.isFetching = false;
      state.step = state.payingInvoice ? "ready" : "closed";
    },
    /** Closes the payment dialog and resets its status (spec §4 "the status can be reset"). */
    close(): void {
      ++attempt;
      restartPayment();
      Object.assign(state, { ...initialState(), summaryInvoiceId: state.summaryInvoiceId, summaryAfterPayment: state.summaryAfterPayment });
    },
    /**
     * Shows an invoice's transaction summary.
     * @param invoiceId - `Invoice.id`
     */
    showSummary(invoiceId: string | number): void {
      state.summaryInvoiceId = invoiceId;
      state.summaryAfterPayment = false;
    },
    /** Closes the summary dialog. */
    closeSummary(): void {
      state.summaryInvoiceId = null;
      state.summaryAfterPayment = false;
    },
    /** Ends the flow (the screen went away): its calls are aborted and answers still on their way dropped. */
    dispose(): void {
      ++attempt;
      reads.abort();
      payment.dispose();
    },
  };
}

/** One payment flow. */
export type PaymentStore = ReturnType<typeof createPaymentStore>;
