import { createContext, createElement, useContext, useLayoutEffect, useRef, type ReactNode } from "react";
import { useSnapshot } from "valtio/react";
import { contractKeys } from "../../../../src/api/contracts";
import { invoiceKeys } from "../../../../src/api/invoices";
import { confirmPayment, getPublishableKey, listPaymentPlatforms, payInvoice } from "../../../../src/api/payments";
import { useInvalidate } from "../../../../src/runtime/query";
import { useApi } from "../../../../src/runtime/widget-context";
import { useFlowStore } from "../../../../src/state/flow-store";
import { useFaultReporter } from "../../../../src/state/mutation";
import { createPaymentStore, type PaymentStore } from "./payment-store";

/**
 * The payment flow of the invoices screen: the rows' "pay online" buttons and the screen's PaymentHost
 * are not parent and child, so the screen holds the flow ({@link PaymentFlow}) and both read it here.
 */
const PaymentFlowContext = createContext<PaymentStore | null>(null);

/**
 * Holds one payment flow for what it wraps (src/state/flow-store.ts: one store per mounted screen,
 * disposed when it goes, which aborts its calls): a later visit of the screen starts with no dialog open.
 * It reads nothing of the flow's state, so the screen does not re-render on each step of a payment.
 * @param props - the screen's parts that pay or show the payment
 * @example <PaymentFlow><InvoiceTab … /><PaymentHost /></PaymentFlow>
 */
export function PaymentFlow({ children }: { children: ReactNode }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const report = useFaultReporter();
  // The calls read the newest client when they run (a language change makes another).
  const live = useRef({ api, invalidate });
  useLayoutEffect(() => {
    live.current = { api, invalidate };
  });
  const { store } = useFlowStore(() =>
    createPaymentStore({
      calls: {
        listPlatforms: (signal) => listPaymentPlatforms(live.current.api, signal),
        publishableKey: (platform, signal) => getPublishableKey(live.current.api, platform, signal),
        pay: (payment, signal) => payInvoice(live.current.api, payment, signal),
        confirm: (intentId, platform, signal) => confirmPayment(live.current.api, intentId, platform, signal),
      },
      onPaid: () => {
        // The invoice is now paid and the contract's debt lower: every query of both modules reloads.
        void live.current.invalidate(invoiceKeys.all);
        void live.current.invalidate(contractKeys.all);
      },
      report,
    }),
  );
  return createElement(PaymentFlowContext, { value: store }, children);
}

/**
 * The payment flow of the screen, without subscribing to it: the rows' buttons only call its actions,
 * so a hundred rows do not re-render on each step of a payment.
 * @returns the store
 * @example const store = usePaymentFlow(); store.open(invoice);
 */
export function usePaymentFlow(): PaymentStore {
  const store = useContext(PaymentFlowContext);
  if (!store) throw new Error("The card payment renders inside <PaymentFlow> (the invoices screen).");
  return store;
}

/**
 * The payment flow of the screen and its snapshot, for the parts that render its state.
 * @returns the store (for its actions) and the snapshot to render from
 * @example const { store, snap } = usePaymentStore(); if (snap.step === "error") …
 */
export function usePaymentStore() {
  const store = usePaymentFlow();
  // sync: the dialog's buttons follow the store in the same task as the click (flow-store.ts).
  const snap = useSnapshot(store.state, { sync: true });
  return { store, snap };
}
