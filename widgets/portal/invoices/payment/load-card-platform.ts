import type { CardPlatformFactory } from "./card-platform";
import { SANDBOX_KEY_PREFIX } from "./payment.constants";

/**
 * The card platform of a publishable key: the sandbox's frame for the sandbox's keys, Stripe's
 * Elements for any other. Each is its own chunk, downloaded only when chosen (Stripe's script itself
 * comes from Stripe's origin, never from our bundle).
 * @param options - the key, language, API base and frame title
 * @returns the platform
 * @example const card = await loadCardPlatform({ publishableKey, locale, apiBase, frameTitle });
 */
export const loadCardPlatform: CardPlatformFactory = async (options) => {
  if (options.publishableKey.startsWith(SANDBOX_KEY_PREFIX)) {
    const { createFrameCardPlatform } = await import("./frame-card-platform");
    return createFrameCardPlatform(options);
  }
  const { createStripeCardPlatform } = await import("./stripe-card-platform");
  return createStripeCardPlatform(options);
};
