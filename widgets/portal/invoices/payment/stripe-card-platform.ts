import type { Stripe, StripeCardElement, StripeConstructorOptions } from "@stripe/stripe-js";
import type { CardFieldsStatus, CardPlatform, CardPlatformOptions } from "./card-platform";

/** Loads Stripe.js for a key; the default is the official loader (tests pass a fake). */
export type StripeLoader = (publishableKey: string, options: StripeConstructorOptions) => Promise<Stripe | null>;

/**
 * Stripe's official loader from its `pure` entry: imported only when the Stripe platform is chosen,
 * and it adds Stripe's own script from js.stripe.com then, never at import (the script is Stripe's,
 * never bundled: issue 18 item 7).
 */
const officialLoader: StripeLoader = async (publishableKey, options) => {
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  return loadStripe(publishableKey, options);
};

/** Stripe's locales are the portal's 2-letter codes except Galician, which it does not have. */
const STRIPE_LOCALES = new Set(["ca", "es", "en", "fr", "de"]);

/**
 * The Stripe card platform: the card fields are Stripe's card Element (its own frame), the payment
 * method comes from `createPaymentMethod` and the extra authentication from `handleCardAction`, after
 * which the server confirms the intent (calls §7.6 `confirm`).
 * @param options - the publishable key and the language
 * @param load - loads Stripe.js (default: the official loader)
 * @returns the platform, or a rejection when Stripe.js cannot load
 * @example const card = await createStripeCardPlatform({ publishableKey, locale: "es", apiBase, frameTitle });
 */
export async function createStripeCardPlatform(options: CardPlatformOptions, load: StripeLoader = officialLoader): Promise<CardPlatform> {
  const locale = STRIPE_LOCALES.has(options.locale) ? options.locale : "auto";
  const stripe = await load(options.publishableKey, { locale: locale as StripeConstructorOptions["locale"] });
  if (!stripe) throw new Error("Stripe.js is not available");
  let card: StripeCardElement | null = null;

  return {
    mount(container, onChange) {
      const elements = stripe.elements({ locale: locale as StripeConstructorOptions["locale"] });
      const element = elements.create("card");
      card = element;
      element.on("change", (event) => {
        const status: CardFieldsStatus = { empty: event.empty, complete: event.complete, error: event.error?.code ?? null };
        onChange(status);
      });
      return new Promise((resolve) => {
        element.on("ready", () => resolve());
        element.mount(container);
      });
    },
    async createPaymentMethod() {
      if (!card) return { ok: false, code: "incomplete" };
      const result = await stripe.createPaymentMethod({ type: "card", card });
      if (result.error || !result.paymentMethod) return { ok: false, code: result.error?.code ?? "unknown" };
      return { ok: true, paymentMethodId: result.paymentMethod.id };
    },
    async handleNextAction(clientSecret) {
      const result = await stripe.handleCardAction(clientSecret);
      if (result.error || !result.paymentIntent) return { ok: false, code: result.error?.code ?? "payment_intent_unexpected_state" };
      return { ok: true, paymentIntentId: result.paymentIntent.id };
    },
    destroy() {
      card?.destroy();
      card = null;
    },
  };
}
