import type { Stripe, StripeCardElementChangeEvent } from "@stripe/stripe-js";
import { describe, expect, it, vi } from "vitest";
import type { CardFieldsStatus } from "./card-platform";
import { createStripeCardPlatform, type StripeLoader } from "./stripe-card-platform";

// Issue 18 item 7: the Stripe platform cannot reach Stripe here (no network); it runs against a fake
// `Stripe` object with the calls of @stripe/stripe-js it uses.
const OPTIONS = { publishableKey: "pk_live_x", locale: "gl", apiBase: "", frameTitle: "Card details" };

function fakeStripe(answers: { method?: unknown; action?: unknown } = {}) {
  const handlers = new Map<string, (event: unknown) => void>();
  const element = {
    on: vi.fn((name: string, handler: (event: unknown) => void) => handlers.set(name, handler)),
    mount: vi.fn(() => handlers.get("ready")?.({})),
    destroy: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => element) })),
    createPaymentMethod: vi.fn(async () => answers.method ?? { paymentMethod: { id: "pm_123" } }),
    handleCardAction: vi.fn(async () => answers.action ?? { paymentIntent: { id: "pi_123" } }),
  };
  const change = (event: Partial<StripeCardElementChangeEvent>) => handlers.get("change")?.(event);
  return { stripe: stripe as unknown as Stripe, calls: stripe, element, change };
}

describe("createStripeCardPlatform", () => {
  it("loads Stripe.js with the key (Galician falls back to auto) and mounts the card Element", async () => {
    const fake = fakeStripe();
    const load = vi.fn<StripeLoader>(async () => fake.stripe);
    const card = await createStripeCardPlatform(OPTIONS, load);
    expect(load).toHaveBeenCalledWith("pk_live_x", { locale: "auto" });
    const box = document.createElement("div");
    const statuses: CardFieldsStatus[] = [];
    await card.mount(box, (status) => statuses.push(status));
    expect(fake.element.mount).toHaveBeenCalledWith(box);
    fake.change({ empty: false, complete: false, error: { type: "validation_error", code: "invalid_number", message: "x" } });
    fake.change({ empty: false, complete: true, error: undefined });
    expect(statuses).toEqual([
      { empty: false, complete: false, error: "invalid_number" },
      { empty: false, complete: true, error: null },
    ]);
    card.destroy();
    expect(fake.element.destroy).toHaveBeenCalled();
  });

  it("gives the payment method and the authenticated intent, or Stripe's error code", async () => {
    const ok = fakeStripe();
    const card = await createStripeCardPlatform({ ...OPTIONS, locale: "es" }, async () => ok.stripe);
    await card.mount(document.createElement("div"), () => {});
    await expect(card.createPaymentMethod()).resolves.toEqual({ ok: true, paymentMethodId: "pm_123" });
    expect(ok.calls.createPaymentMethod).toHaveBeenCalledWith({ type: "card", card: ok.element });
    await expect(card.handleNextAction("pi_123_secret")).resolves.toEqual({ ok: true, paymentIntentId: "pi_123" });
    expect(ok.calls.handleCardAction).toHaveBeenCalledWith("pi_123_secret");

    const failing = fakeStripe({
      method: { error: { code: "card_declined" } },
      action: { error: { code: "payment_intent_authentication_failure" } },
    });
    const refused = await createStripeCardPlatform(OPTIONS, async () => failing.stripe);
    await refused.mount(document.createElement("div"), () => {});
    await expect(refused.createPaymentMethod()).resolves.toEqual({ ok: false, code: "card_declined" });
    await expect(refused.handleNextAction("s")).resolves.toEqual({ ok: false, code: "payment_intent_authentication_failure" });
  });

  it("fails to start when Stripe.js cannot load (blocked script)", async () => {
    await expect(createStripeCardPlatform(OPTIONS, async () => null)).rejects.toThrow("Stripe.js is not available");
  });
});
