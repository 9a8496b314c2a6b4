import type { CardFieldsStatus, CardPlatform, CardPlatformFactory } from "../widgets/portal/invoices/payment/card-platform";

/**
 * A card platform for happy-dom and Storybook, where neither Stripe's script nor the sandbox's frame
 * can load: one field where the test types the sandbox's `payment_method_id` (`pm_card_visa`,
 * `pm_card_threeDSecure`, …; "bad" puts it in error), and the extra authentication as two buttons.
 * It reports and answers exactly as the real platforms do (widgets/portal/invoices/payment/card-platform.ts).
 * @param options - `failLoad` makes the platform fail to start (Stripe.js blocked)
 * @returns the factory for `CardPlatformContext`
 * @example <CardPlatformContext value={fakeCardPlatform()}>…</CardPlatformContext>
 */
export function fakeCardPlatform(options: { failLoad?: boolean } = {}): CardPlatformFactory {
  return async () => {
    if (options.failLoad) throw new Error("the card platform cannot load");
    let root: HTMLElement | null = null;
    let input: HTMLInputElement | null = null;
    const platform: CardPlatform = {
      async mount(container, onChange) {
        root = document.createElement("div");
        const label = document.createElement("label");
        label.textContent = "Test payment method";
        input = document.createElement("input");
        label.append(input);
        root.append(label);
        input.addEventListener("input", () => {
          const value = input?.value ?? "";
          const status: CardFieldsStatus = {
            empty: value === "",
            complete: value.startsWith("pm_"),
            error: value === "bad" ? "invalid_number" : null,
          };
          onChange(status);
        });
        container.append(root);
      },
      async createPaymentMethod() {
        const value = input?.value ?? "";
        return value.startsWith("pm_") ? { ok: true, paymentMethodId: value } : { ok: false, code: value || "incomplete" };
      },
      handleNextAction() {
        return new Promise((resolve) => {
          const confirm = document.createElement("button");
          confirm.type = "button";
          confirm.textContent = "Authenticate";
          const cancel = document.createElement("button");
          cancel.type = "button";
          cancel.textContent = "Cancel authentication";
          const done = (ok: boolean) => {
            confirm.remove();
            cancel.remove();
            resolve(ok ? { ok: true, paymentIntentId: null } : { ok: false, code: "payment_intent_unexpected_state" });
          };
          confirm.addEventListener("click", () => done(true));
          cancel.addEventListener("click", () => done(false));
          root?.append(confirm, cancel);
        });
      },
      destroy() {
        root?.remove();
        root = null;
      },
    };
    return platform;
  };
}
