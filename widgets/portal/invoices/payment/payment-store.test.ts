import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/api/errors";
import type { PaymentAnswer } from "../../../../src/api/payments";
import type { CardPlatform } from "./card-platform";
import { createPaymentStore, type PaymentCalls } from "./payment-store";

// portal-spec §3 Payment (its state) and §4 payment flow, with fake calls and a fake card.
const INVOICE = { id: 7, number: "F1", amount: 10, relatedObjectType: "account.invoice" };
const answer = (status: PaymentAnswer["status"], extra: Partial<PaymentAnswer> = {}): PaymentAnswer => ({
  status,
  paymentIntentId: "pi_1",
  clientSecret: "pi_1_secret",
  transactionId: null,
  invoiceId: 7,
  nextAction: null,
  ...extra,
});

function calls(overrides: Partial<PaymentCalls> = {}): PaymentCalls {
  return {
    listPlatforms: vi.fn(async () => ({
      platforms: [
        { name: "transfer", label: null, isDefault: false, hasForm: false },
        { name: "card", label: null, isDefault: true, hasForm: true },
      ],
      defaultName: null,
    })),
    publishableKey: vi.fn(async () => "pk_1"),
    pay: vi.fn(async () => answer("succeeded")),
    confirm: vi.fn(async () => answer("succeeded")),
    ...overrides,
  };
}

const card = (overrides: Partial<CardPlatform> = {}): CardPlatform => ({
  mount: async () => {},
  createPaymentMethod: async () => ({ ok: true, paymentMethodId: "pm_1" }),
  handleNextAction: async () => ({ ok: true, paymentIntentId: null }),
  destroy: () => {},
  ...overrides,
});

describe("createPaymentStore", () => {
  it("opens on a paying item with the default platform and its key", async () => {
    const deps = calls();
    const store = createPaymentStore({ calls: deps });
    const opening = store.open(INVOICE);
    expect(store.state).toMatchObject({ step: "loading", isFetching: true, payingItemId: 7, paymentRelatedObjectType: "account.invoice" });
    await opening;
    expect(store.state).toMatchObject({ step: "ready", isFetching: false, platform: "card", publishableKey: "pk_1" });
    expect(deps.publishableKey).toHaveBeenCalledWith("card", expect.any(AbortSignal));
    // A platform without a form has no key to fetch.
    await store.choosePlatform("transfer");
    expect(store.state).toMatchObject({ platform: "transfer", publishableKey: null });
    expect(deps.publishableKey).toHaveBeenCalledTimes(1);
  });

  it("pays, clears the paying item and shows the summary of that invoice", async () => {
    const onPaid = vi.fn();
    const deps = calls();
    const store = createPaymentStore({ calls: deps, onPaid });
    await store.open(INVOICE);
    await store.pay(card());
    expect(deps.pay).toHaveBeenCalledWith(
      { paymentMethodId: "pm_1", platform: "card", itemId: 7, relatedObjectType: "account.invoice" },
      expect.any(AbortSignal),
    );
    expect(store.state).toMatchObject({
      success: true,
      step: "closed",
      payingItemId: null,
      summaryInvoiceId: 7,
      summaryAfterPayment: true,
      error: null,
    });
    expect(onPaid).toHaveBeenCalledWith(7);
  });

  it("authenticates on requires_action, then confirms the intent", async () => {
    const deps = calls({ pay: vi.fn(async () => answer("requires_action")) });
    const store = createPaymentStore({ calls: deps });
    await store.open(INVOICE);
    let steps: string[] = [];
    const handleNextAction = vi.fn(async () => {
      steps = [store.state.step];
      return { ok: true as const, paymentIntentId: null };
    });
    await store.pay(card({ handleNextAction }));
    expect(handleNextAction).toHaveBeenCalledWith("pi_1_secret");
    expect(steps).toEqual(["authenticating"]);
    expect(deps.confirm).toHaveBeenCalledWith("pi_1", "card", expect.any(AbortSignal));
    expect(store.state.success).toBe(true);
  });

  it("keeps the provider's code, or 'unknown', and Try again goes back to the card", async () => {
    const declined = new ApiError({
      status: 402,
      code: "http",
      serverMessage: "card_declined",
      body: { error: true, code: "card_declined" },
    });
    const store = createPaymentStore({ calls: calls({ pay: vi.fn(async () => Promise.reject(declined)) }) });
    await store.open(INVOICE);
    await store.pay(card());
    expect(store.state).toMatchObject({ step: "error", error: "card_declined", success: false, payingItemId: 7 });
    store.retry();
    expect(store.state).toMatchObject({ step: "ready", error: null });
    await store.pay(card({ createPaymentMethod: async () => ({ ok: false, code: "something_new" }) }));
    expect(store.state.error).toBe("unknown");
  });

  it("drops answers of a payment the customer closed", async () => {
    let release: (value: PaymentAnswer) => void = () => {};
    const deps = calls({ pay: vi.fn(() => new Promise<PaymentAnswer>((resolve) => (release = resolve))) });
    const store = createPaymentStore({ calls: deps });
    await store.open(INVOICE);
    const paying = store.pay(card());
    await vi.waitFor(() => expect(deps.pay).toHaveBeenCalled());
    store.close();
    release(answer("succeeded"));
    await paying;
    expect(store.state).toMatchObject({ step: "closed", success: false, summaryInvoiceId: null, payingItemId: null });
  });

  it("sends one payment for two presses, and aborts it when the screen goes away", async () => {
    const signals: AbortSignal[] = [];
    const deps = calls({
      pay: vi.fn((_payment, signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<PaymentAnswer>(() => {});
      }),
    });
    const store = createPaymentStore({ calls: deps });
    await store.open(INVOICE);
    void store.pay(card());
    void store.pay(card());
    await vi.waitFor(() => expect(deps.pay).toHaveBeenCalled());
    expect(deps.pay).toHaveBeenCalledTimes(1);
    store.dispose();
    expect(signals[0]?.aborted).toBe(true);
  });

  it("confirms a payment_intent on return with the default platform", async () => {
    const deps = calls();
    const store = createPaymentStore({ calls: deps });
    await store.confirmReturn("pi_9");
    expect(deps.confirm).toHaveBeenCalledWith("pi_9", "card", expect.any(AbortSignal));
    expect(store.state).toMatchObject({ summaryInvoiceId: 7, success: true });
    const failing = createPaymentStore({
      calls: calls({
        confirm: vi.fn(async () =>
          Promise.reject(new ApiError({ status: 400, code: "http", serverMessage: "payment_intent_unexpected_state" })),
        ),
      }),
    });
    await failing.confirmReturn("pi_9");
    expect(failing.state).toMatchObject({ step: "error", error: "payment_intent_unexpected_state" });
    // No invoice to try again with: Try again closes.
    failing.retry();
    expect(failing.state.step).toBe("closed");
  });

  it("shows the configuration failure", async () => {
    const down = new ApiError({ status: 500, code: "server" });
    const store = createPaymentStore({ calls: calls({ listPlatforms: vi.fn(async () => Promise.reject(down)) }) });
    await store.open(INVOICE);
    expect(store.state).toMatchObject({ step: "configError", configError: down, isFetching: false });
  });
});
