import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CreditCard, ReceiptText } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Invoice } from "../../../../src/api/invoices";
import { listInvoices } from "../../../../src/api/invoices";
import { isAborted } from "../../../../src/api/errors";
import { Lazy, retryableChunk } from "../../../../src/element/retryable-chunk";
import { useAbortSignal, useApi, useSettings } from "../../../../src/runtime/widget-context";
import { Alert } from "../../../../src/ui/alert";
import { ReasonTooltip } from "../../../../src/ui/button";
import { buttonLook } from "../../../../src/ui/button-look";
import type { MenuItem } from "../../../../src/ui/menu-button";
import { usePortalRoute } from "../../shell/router";
import { PAY_ONLINE_ACTION, PAYABLE_LOOKUP_LIMIT, PAYMENT_QUERY } from "./payment.constants";
import type { PayingInvoice, PaymentStore } from "./payment-store";
import { usePaymentFlow, usePaymentStore } from "./use-payment-store";

// The dialogs, the card platforms and their texts' code load on the first "pay online" (or a return
// from the provider), not with the invoices list.
const paymentDialogs = retryableChunk(() => import("./payment-dialogs").then((module) => module.PaymentDialogs));
/** Starts the dialogs' download ahead of the click (a failure is left to the render that needs them). */
const preloadDialogs = () => void paymentDialogs.load().catch(() => {});

/** spec §3 Invoice `online_payment`: what the payment needs of an invoice. */
const payingInvoiceOf = (invoice: Invoice): PayingInvoice => ({
  id: invoice.id,
  number: invoice.number,
  // §3 amount_to_pay is what is left to pay (a partially paid invoice's pending part).
  amount: invoice.amountToPay || invoice.amountPending,
  relatedObjectType: invoice.onlinePayment.relatedObjectType,
});

/** Whether the portal offers card payment at all (spec §6 "Feature flags gate ... payment"; settings invoices.enablePayment). */
function usePaymentEnabled(): boolean {
  return useSettings((settings) => settings.features.payment && settings.invoices.enablePayment);
}

const PAY_ONLINE = msg({ id: "portal.invoices.payment.payOnline", message: "Pay online" });
// "{0}" as the macro wrote it from `${invoice.number}` before the list handed its `i18n` down: the catalogs stay.
const PAY_ONLINE_INVOICE = msg({ id: "portal.invoices.payment.payOnlineInvoice", message: "Pay online: invoice {0}" });

/**
 * The payment flow the rows' "pay online" buttons open, read once for the list rather than by each of its
 * hundred rows (issue 18 item 8): null when the portal does not offer card payment.
 * @returns the flow's store, or null
 * @example const payment = usePayOnline(); <PayOnlineButton invoice={invoice} payment={payment} i18n={i18n} />
 */
export function usePayOnline(): PaymentStore | null {
  const enabled = usePaymentEnabled();
  const store = usePaymentFlow();
  return enabled ? store : null;
}

/**
 * The row's "pay online" button (spec §2 invoice actions): shown when the portal enables payment and
 * the invoice's `online_payment.payment_enabled`; it sets the paying item, which opens the dialog of
 * `PaymentHost`. The row's one primary action (issue 39 item 3). With a read-only token (`readOnlyReason`
 * from `useCanModify`) it is disabled with the tooltip every other write shows (issue 39 item 8: a Pay
 * that looked enabled and did nothing), and stays focusable so that the reason can be read. A plain
 * `<button>` with a Button's look: the invoices list renders one in each of up to 100 rows without a
 * component each (issue 18 item 8); only a read-only session's adds the tooltip's.
 * @param props - the invoice of the row, the flow from {@link usePayOnline}, the list's translations and why it is read-only
 * @returns the button, or nothing when the invoice cannot be paid online
 * @example {payOnlineButton({ invoice, payment: usePayOnline(), i18n, readOnlyReason: useCanModify().reason })}
 */
export function payOnlineButton({
  invoice,
  payment,
  i18n,
  readOnlyReason,
}: {
  invoice: Invoice;
  payment: PaymentStore | null;
  i18n: I18n;
  readOnlyReason?: string | undefined;
}) {
  if (!payment || !invoice.onlinePayment.enabled) return null;
  // The descriptor with its value built apart (inside `i18n._()` the extractor would read it as a new message).
  const label: MessageDescriptor = { ...PAY_ONLINE_INVOICE, values: { 0: invoice.number } };
  const button = (describedBy?: string) => (
    <button
      type="button"
      // The row's invoice joins the name after the visible words (WCAG 2.5.3 label in name).
      aria-label={i18n._(label)}
      aria-describedby={describedBy}
      onPointerEnter={describedBy ? undefined : preloadDialogs}
      onClick={describedBy ? undefined : () => void payment.open(payingInvoiceOf(invoice))}
      {...buttonLook({ variant: "primary", size: "small", label: i18n._(PAY_ONLINE), icon: CreditCard })}
      aria-disabled={describedBy ? true : undefined}
    />
  );
  return readOnlyReason ? <ReasonTooltip reason={readOnlyReason}>{button}</ReasonTooltip> : button();
}

const RECEIPT_INVOICE = msg({ id: "portal.invoices.payment.receiptInvoice", message: "Payment receipt: invoice {0}" });
const RECEIPT = msg({ id: "portal.invoices.payment.receipt", message: "Payment receipt" });

/**
 * The row's "payment receipt" entry of its menu (spec §2: each tab has a "payment receipt dialog"; the
 * summary of portal-spec §3 "Transaction summary" and its receipt download): on an invoice paid by a
 * transaction (§4 paid status `paid`; `paid_without_transaction` has none to show), when the portal
 * offers card payment. It opens the same summary dialog a payment ends with, so a receipt can be read
 * again later. In the menu, not beside Pay online: a row shows one primary action (issue 39 item 3).
 * @param props - the invoice of the row, the flow from {@link usePayOnline} and the list's translations
 * @returns the menu entry, or null
 * @example <MenuButton items={[receiptItem({ invoice, payment, i18n }), ...files].filter(Boolean)} … />
 */
export function receiptItem({ invoice, payment, i18n }: { invoice: Invoice; payment: PaymentStore | null; i18n: I18n }): MenuItem | null {
  if (!payment || invoice.paidStatus !== "paid") return null;
  const label: MessageDescriptor = { ...RECEIPT_INVOICE, values: { 0: invoice.number } };
  return {
    id: "receipt",
    label: i18n._(RECEIPT),
    ariaLabel: i18n._(label),
    icon: ReceiptText,
    onSelect: () => {
      preloadDialogs();
      payment.showSummary(invoice.id);
    },
  };
}

/**
 * {@link payOnlineButton} as a component, for a list of a few invoices.
 * @example <PayOnlineButton invoice={invoice} payment={payment} i18n={i18n} />
 */
export function PayOnlineButton(props: Parameters<typeof payOnlineButton>[0]) {
  return payOnlineButton(props);
}

/**
 * The payment's dialogs, mounted once on the invoices screen: the payment dialog while a paying item
 * is set, the transaction summary after a payment, the `payment_intent` of the address on return from
 * the provider (confirmed, then removed: calls §4), and home's `action=payOnline` (optionally with
 * `invoice=<id>`), which opens the dialog for that invoice or the newest one payable online.
 * @returns the dialogs and, when home asked to pay but nothing is payable, a notice
 * @example <PaymentHost />
 */
export function PaymentHost() {
  const { t } = useLingui();
  const api = useApi();
  // Aborted when the screen goes (tags render without StrictMode: a cleanup means it is really gone).
  const signal = useAbortSignal();
  const enabled = usePaymentEnabled();
  const route = usePortalRoute();
  const { store, snap } = usePaymentStore();
  const [nothingToPay, setNothingToPay] = useState(false);
  const started = useRef(false);

  // Read once per route visit; the router takes them out of the address after this commit.
  const paymentIntent = route.consumeQuery(PAYMENT_QUERY.paymentIntent);
  if (paymentIntent) {
    route.consumeQuery(PAYMENT_QUERY.clientSecret);
    route.consumeQuery(PAYMENT_QUERY.redirectStatus);
  }
  const payOnline = route.consumeQuery(PAYMENT_QUERY.action) === PAY_ONLINE_ACTION;
  const wantedInvoice = payOnline ? route.consumeQuery(PAYMENT_QUERY.invoice) : null;

  useEffect(() => {
    // Once per visit of the screen: a re-render (a new client after a language change) must not confirm or open twice.
    if (started.current) return;
    started.current = true;
    // calls §4: "A payment_intent query value on return is confirmed and removed".
    if (paymentIntent) {
      void store.confirmReturn(paymentIntent);
      return;
    }
    if (!payOnline || !enabled) return;
    listInvoices(api, { limit: PAYABLE_LOOKUP_LIMIT, filter: [["state", "=", "open"]] }, signal).then(
      (page) => {
        const payable = page.items.filter((invoice) => invoice.onlinePayment.enabled);
        const invoice = wantedInvoice ? payable.find((item) => String(item.id) === wantedInvoice) : payable[0];
        if (invoice) void store.open(payingInvoiceOf(invoice));
        else setNothingToPay(true);
      },
      (error: unknown) => {
        if (!isAborted(error)) setNothingToPay(true);
      },
    );
  }, [api, enabled, payOnline, paymentIntent, signal, store, wantedInvoice]);

  const open = snap.step !== "closed" || snap.summaryInvoiceId !== null;
  return (
    <>
      {nothingToPay && (
        <Alert tone="info" onDismiss={() => setNothingToPay(false)}>
          {t({ id: "portal.invoices.payment.nothingToPay", message: "You have no invoice to pay online." })}
        </Alert>
      )}
      {open && <Lazy chunk={paymentDialogs}>{(PaymentDialogs) => <PaymentDialogs store={store} />}</Lazy>}
    </>
  );
}
