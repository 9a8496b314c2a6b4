import { useContext } from "react";
import { useSnapshot } from "valtio/react";
import { contractKeys } from "../../../../src/api/contracts";
import { invoiceKeys } from "../../../../src/api/invoices";
import { confirmPayment, getPublishableKey, listPaymentPlatforms, payInvoice } from "../../../../src/api/payments";
import type { ApiClient } from "../../../../src/api/types";
import { useInvalidate, type QueryKey } from "../../../../src/runtime/query";
import { WidgetContext } from "../../../../src/runtime/widget-context";
import { createPaymentStore, type PaymentStore } from "./payment-store";

/** What the store's calls read at call time: the tag's newest client (a language change makes another). */
interface Live {
  api: ApiClient;
  invalidate: (key: QueryKey) => Promise<void>;
}

/**
 * One payment flow per portal tag: the rows' "pay online" buttons and the screen's PaymentHost are not
 * parent and child, so they meet through their tag's element rather than a provider around the screen.
 */
const flows = new WeakMap<HTMLElement, { store: PaymentStore; live: Live }>();

/**
 * The payment flow of this portal tag (src/state/flow-store.ts pattern: a store per instance, made by a
 * function), without subscribing to it: the rows' buttons only call its actions, so a hundred rows do
 * not re-render on each step of a payment.
 * @returns the store
 * @example const store = usePaymentFlow(); store.open(invoice);
 */
export function usePaymentFlow(): PaymentStore {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error("The card payment renders inside <ov-portal>.");
  const invalidate = useInvalidate();
  let flow = flows.get(widget.host);
  if (!flow) {
    const live: Live = { api: widget.api, invalidate };
    const store = createPaymentStore({
      calls: {
        listPlatforms: () => listPaymentPlatforms(live.api),
        publishableKey: (platform) => getPublishableKey(live.api, platform),
        pay: (payment) => payInvoice(live.api, payment),
        confirm: (intentId, platform) => confirmPayment(live.api, intentId, platform),
      },
      onPaid: () => {
        // The invoice is now paid and the contract's debt lower: every query of both modules reloads.
        void live.invalidate(invoiceKeys.all);
        void live.invalidate(contractKeys.all);
      },
    });
    flow = { store, live };
    flows.set(widget.host, flow);
  }
  flow.live.api = widget.api;
  flow.live.invalidate = invalidate;
  return flow.store;
}

/**
 * The payment flow of this portal tag and its snapshot, for the parts that render its state.
 * @returns the store (for its actions) and the snapshot to render from
 * @example const { store, snap } = usePaymentStore(); if (snap.step === "error") …
 */
export function usePaymentStore() {
  const store = usePaymentFlow();
  // sync: the dialog's buttons follow the store in the same task as the click (flow-store.ts).
  const snap = useSnapshot(store.state, { sync: true });
  return { store, snap };
}
