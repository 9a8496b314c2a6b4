/**
 * The card platform ADAPTER (issue 18 item 7): the payment dialog mounts a platform's card fields,
 * follows whether they are empty, complete or in error (portal-spec §4: "Pay is disabled while any
 * card field is empty, incomplete or in error"), turns them into a payment method for `pay`, and runs
 * the card's extra authentication when `pay` answers requires_action. Two platforms implement it:
 * Stripe's Elements (stripe-card-platform.ts) and the sandbox's card frame (frame-card-platform.ts).
 * The widget never reads a card number: both keep the fields in the provider's own frame.
 */

/** What the card fields report on every change. */
export interface CardFieldsStatus {
  /** Every field is empty. */
  empty: boolean;
  /** Every field is filled in and valid as far as the platform can tell. */
  complete: boolean;
  /** A provider code of calls §8.3 (e.g. invalid_number) or the platform's own, while a field is in error. */
  error: string | null;
}

/** A platform call's outcome: what it gives, or the provider's error code. */
export type CardResult<T> = ({ ok: true } & T) | { ok: false; code: string };

/** One platform's card fields, mounted once per payment dialog. */
export interface CardPlatform {
  /**
   * Puts the card fields into `container` and reports their status.
   * @returns once the fields show
   */
  mount(container: HTMLElement, onChange: (status: CardFieldsStatus) => void): Promise<void>;
  /** Turns the fields into the provider's `payment_method_id` for `pay` (calls §7.6). */
  createPaymentMethod(): Promise<CardResult<{ paymentMethodId: string }>>;
  /**
   * The card's extra authentication after `pay` answered requires_action (spec §4 "requires_action
   * (card action callback)"); gives the payment intent to confirm when the platform names one.
   */
  handleNextAction(clientSecret: string): Promise<CardResult<{ paymentIntentId: string | null }>>;
  /** Removes the fields and every listener. Safe to call twice. */
  destroy(): void;
}

/** What a platform needs to start. */
export interface CardPlatformOptions {
  /** calls §7.6 `publishable_key/{platform}`. */
  publishableKey: string;
  /** The tag's language (2 letters), for the fields' own texts. */
  locale: string;
  /** The API base (config `apiBase`): the sandbox serves its card frame under it. */
  apiBase: string;
  /** The accessible name of the frame holding the card fields. */
  frameTitle: string;
}

/** Builds the card platform for a publishable key; tests give a fake one. */
export type CardPlatformFactory = (options: CardPlatformOptions) => Promise<CardPlatform>;
