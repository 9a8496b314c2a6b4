import { useLingui } from "@lingui/react/macro";
import { useContext, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSnapshot } from "valtio/react";
import { isApiError } from "../../../../src/api/errors";
import { downloadTransactionReceipt, getTransactionSummary, paymentKeys, SUMMARY_INTERNAL_ERROR } from "../../../../src/api/payments";
import { formatDateTime, formatMoney } from "../../../../src/i18n/format";
import { resolveConfig } from "../../../../src/runtime/config";
import { useQuery } from "../../../../src/runtime/query";
import { useApi, useLocale, WidgetContext } from "../../../../src/runtime/widget-context";
import { Alert } from "../../../../src/ui/alert";
import { Button } from "../../../../src/ui/button";
import { Dialog } from "../../../../src/ui/dialog";
import { RadioGroup } from "../../../../src/ui/radio-group";
import { RetryFailure } from "../../../../src/ui/retry-failure";
import { Spinner } from "../../../../src/ui/spinner";
import { useComponentStyles } from "../../../../src/ui/use-component-styles";
import type { CardFieldsStatus, CardPlatform } from "./card-platform";
import { CardPlatformContext } from "./card-platform-context";
import { describePaymentFailure } from "./payment-errors";
import { isPaymentErrorCode } from "./payment-failure";
import type { PaymentStore } from "./payment-store";
import { paymentStyles } from "./payment.styles";
import { saveFile } from "../../../../src/ui/save-file";

/** The card fields before they report anything: empty, so Pay starts disabled (spec §4). */
const EMPTY_FIELDS: CardFieldsStatus = { empty: true, complete: false, error: null };

/** The steps while a payment call or the extra authentication is under way. */
const BUSY_STEPS = new Set(["paying", "authenticating", "confirming"]);

/** The API base of this tag (its `api-base`, the context's, or the page origin): the sandbox's frame lives under it. */
function useApiBase(): string {
  const widget = useContext(WidgetContext);
  return widget ? resolveConfig(widget.runtime.config.getState(), widget.config).apiBase : "";
}

/**
 * The chosen platform's card fields (issue 18 item 7: an adapter, card-platform.ts), mounted into this
 * component's box and removed with it; a new mount after Try again gives fresh fields.
 */
function CardFields({
  publishableKey,
  onStatus,
  onCard,
}: {
  publishableKey: string;
  onStatus: (status: CardFieldsStatus) => void;
  onCard: (card: CardPlatform | null) => void;
}) {
  const { t } = useLingui();
  const factory = useContext(CardPlatformContext);
  const locale = useLocale();
  const apiBase = useApiBase();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ status: "loading" | "ready" | "error"; error?: unknown; attempt: number }>({
    status: "loading",
    attempt: 0,
  });
  const frameTitle = t({ id: "portal.invoices.payment.cardFrame", message: "Card details" });
  const callbacks = useRef({ onStatus, onCard });
  useEffect(() => {
    callbacks.current = { onStatus, onCard };
  });

  useEffect(() => {
    let gone = false;
    let card: CardPlatform | null = null;
    callbacks.current.onStatus(EMPTY_FIELDS);
    factory({ publishableKey, locale, apiBase, frameTitle })
      .then(async (built) => {
        if (gone) return built.destroy();
        card = built;
        const container = box.current;
        if (!container) return;
        await built.mount(container, (status) => {
          if (!gone) callbacks.current.onStatus(status);
        });
        if (gone) return;
        callbacks.current.onCard(built);
        setState((current) => ({ ...current, status: "ready" }));
      })
      .catch((error: unknown) => {
        if (!gone) setState((current) => ({ ...current, status: "error", error }));
      });
    return () => {
      gone = true;
      card?.destroy();
      callbacks.current.onCard(null);
    };
    // frameTitle follows the language like the key; the attempt number remounts after a failure.
  }, [factory, publishableKey, locale, apiBase, frameTitle, state.attempt]);

  if (state.status === "error") {
    return (
      <RetryFailure
        title={t({ id: "portal.invoices.payment.cardFailed", message: "The card form could not be loaded." })}
        error={isApiError(state.error) ? state.error : undefined}
        retry={{
          label: t({ id: "portal.invoices.payment.tryAgain", message: "Try again" }),
          onClick: () => setState((current) => ({ status: "loading", attempt: current.attempt + 1 })),
        }}
      />
    );
  }
  return (
    <div className="ov-payment__card" aria-busy={state.status === "loading" || undefined}>
      {state.status === "loading" && (
        <Spinner label={t({ id: "portal.invoices.payment.cardLoading", message: "Loading the card form" })} size="small" />
      )}
      <div ref={box} className="ov-payment__card-box" />
    </div>
  );
}

/** The payment part of the dialog: the invoice, the platform, the card fields and Pay (spec §4 "Payment flow"). */
function PaymentView({ store }: { store: PaymentStore }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const snap = useSnapshot(store.state, { sync: true });
  const [fields, setFields] = useState<CardFieldsStatus>(EMPTY_FIELDS);
  const [card, setCard] = useState<CardPlatform | null>(null);
  const invoice = snap.payingInvoice;
  const platform = snap.platforms.find((item) => item.name === snap.platform) ?? null;
  const busy = BUSY_STEPS.has(snap.step);
  const needsCard = platform?.hasForm !== false;

  if (snap.step === "loading") {
    return <Spinner label={t({ id: "portal.invoices.payment.loading", message: "Preparing the payment" })} />;
  }
  if (snap.step === "configError") {
    return (
      <RetryFailure
        title={t({ id: "portal.invoices.payment.configFailed", message: "The payment could not be prepared." })}
        error={snap.configError}
        retry={{ label: t({ id: "portal.invoices.payment.tryAgain", message: "Try again" }), onClick: () => void store.retryConfig() }}
      />
    );
  }

  // spec §4: "Pay is disabled while any card field is empty, incomplete or in error".
  const cardReady = !needsCard || (card !== null && fields.complete && !fields.empty && fields.error === null);
  const fieldError = fields.error && !fields.empty ? fields.error : null;

  return (
    <form
      className="ov-payment"
      onSubmit={(event) => {
        event.preventDefault();
        if (cardReady && !busy) void store.pay(needsCard ? card : null);
      }}
    >
      {invoice && (
        <p className="ov-payment__amount">
          {t({
            id: "portal.invoices.payment.summaryLine",
            message: `Invoice ${invoice.number}: ${formatMoney(invoice.amount, locale)}`,
          })}
        </p>
      )}
      {snap.platforms.length > 1 && (
        <RadioGroup
          label={t({ id: "portal.invoices.payment.platform", message: "Payment method" })}
          options={snap.platforms.map((item) => ({ value: item.name, label: item.label ?? item.name }))}
          value={snap.platform ?? undefined}
          disabled={busy}
          onValueChange={(name) => void store.choosePlatform(name)}
        />
      )}
      {needsCard && snap.publishableKey && (
        <CardFields key={snap.publishableKey} publishableKey={snap.publishableKey} onStatus={setFields} onCard={setCard} />
      )}
      {needsCard && !snap.publishableKey && snap.isFetching && (
        <Spinner label={t({ id: "portal.invoices.payment.cardLoading", message: "Loading the card form" })} size="small" />
      )}
      <p className="ov-payment__status" role="status">
        {fieldError ? i18n._(describePaymentFailure(isPaymentErrorCode(fieldError) ? fieldError : "unknown")) : null}
        {snap.step === "authenticating"
          ? t({
              id: "portal.invoices.payment.authenticating",
              message: "Your bank asks you to confirm this payment. Follow the steps in the card form.",
            })
          : null}
        {snap.step === "paying" || snap.step === "confirming"
          ? t({ id: "portal.invoices.payment.inProcess", message: "Processing the payment…" })
          : null}
      </p>
      <div className="ov-actions ov-payment__actions">
        <Button type="button" variant="secondary" disabled={busy} onClick={store.close}>
          {t({ id: "portal.invoices.payment.cancel", message: "Cancel" })}
        </Button>
        <Button type="submit" disabled={!cardReady} loading={busy}>
          {invoice
            ? t({ id: "portal.invoices.payment.payAmount", message: `Pay ${formatMoney(invoice.amount, locale)}` })
            : t({ id: "portal.invoices.payment.pay", message: "Pay" })}
        </Button>
      </div>
    </form>
  );
}

/** calls §8.3: the provider's message, or 'Something went wrong'; Close or Try again. */
function ErrorView({ store }: { store: PaymentStore }) {
  const { t, i18n } = useLingui();
  const snap = useSnapshot(store.state, { sync: true });
  return (
    <div className="ov-payment">
      <Alert tone="error">{i18n._(describePaymentFailure(snap.error ?? "unknown"))}</Alert>
      <div className="ov-actions ov-payment__actions">
        <Button type="button" variant="secondary" onClick={store.close}>
          {t({ id: "portal.invoices.payment.close", message: "Close" })}
        </Button>
        {snap.payingInvoice && (
          <Button type="button" onClick={store.retry}>
            {t({ id: "portal.invoices.payment.tryAgain", message: "Try again" })}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The transaction summary (portal-spec §3) with the receipt download (calls §7.6). */
function SummaryView({ store, invoiceId }: { store: PaymentStore; invoiceId: string | number }) {
  const { t } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const snap = useSnapshot(store.state, { sync: true });
  const summary = useQuery(paymentKeys.summary(invoiceId), (signal) => getTransactionSummary(api, invoiceId, signal));
  const [receipt, setReceipt] = useState<"idle" | "loading" | "error">("idle");
  // spec §8.3: "Summary with internal_error: notice that the transaction was not found though the payment was processed".
  const lost = summary.status === "error" && isApiError(summary.error) && summary.error.serverMessage === SUMMARY_INTERNAL_ERROR;

  const download = async () => {
    setReceipt("loading");
    try {
      const file = await downloadTransactionReceipt(api, invoiceId);
      saveFile(file, `receipt-${summary.data?.invoiceNumber ?? invoiceId}.pdf`);
      setReceipt("idle");
    } catch {
      setReceipt("error");
    }
  };

  return (
    <div className="ov-payment">
      {snap.summaryAfterPayment && (
        <Alert tone="success">{t({ id: "portal.invoices.payment.success", message: "Your payment has been received. Thank you." })}</Alert>
      )}
      {summary.status === "loading" && !summary.data && (
        <Spinner label={t({ id: "portal.invoices.payment.summaryLoading", message: "Loading the transaction summary" })} />
      )}
      {lost && (
        <Alert tone="warning">
          {t({
            id: "portal.invoices.payment.summaryNotFound",
            message: "The transaction was not found, although the payment was processed.",
          })}
        </Alert>
      )}
      {summary.status === "error" && !lost && (
        <RetryFailure
          title={t({ id: "portal.invoices.payment.summaryFailed", message: "The transaction summary could not be loaded." })}
          error={summary.error}
          retry={{ label: t({ id: "portal.invoices.payment.tryAgain", message: "Try again" }), onClick: summary.retry }}
        />
      )}
      {summary.data && (
        <dl className="ov-payment__summary">
          <dt>{t({ id: "portal.invoices.payment.field.invoice", message: "Invoice" })}</dt>
          <dd>{summary.data.invoiceNumber}</dd>
          {summary.data.invoiceConcept && (
            <>
              <dt>{t({ id: "portal.invoices.payment.field.concept", message: "Concept" })}</dt>
              <dd>{summary.data.invoiceConcept}</dd>
            </>
          )}
          <dt>{t({ id: "portal.invoices.payment.field.amount", message: "Amount" })}</dt>
          <dd>
            {summary.data.currency === "EUR" ? formatMoney(summary.data.amount, locale) : `${summary.data.amount} ${summary.data.currency}`}
          </dd>
          <dt>{t({ id: "portal.invoices.payment.field.date", message: "Date" })}</dt>
          <dd>{formatDateTime(summary.data.updatedAt, locale)}</dd>
          <dt>{t({ id: "portal.invoices.payment.field.method", message: "Payment method" })}</dt>
          <dd>
            {summary.data.paymentType === "credit_card"
              ? t({ id: "portal.invoices.payment.creditCard", message: "Credit card" })
              : summary.data.paymentType}
          </dd>
          <dt>{t({ id: "portal.invoices.payment.field.transaction", message: "Transaction" })}</dt>
          <dd className="ov-payment__code">{summary.data.transactionId}</dd>
          {summary.data.paidByEmail && (
            <>
              <dt>{t({ id: "portal.invoices.payment.field.paidBy", message: "Paid by" })}</dt>
              <dd className="ov-payment__code">{summary.data.paidByEmail}</dd>
            </>
          )}
        </dl>
      )}
      {receipt === "error" && (
        <Alert tone="error">
          {t({ id: "portal.invoices.payment.receiptFailed", message: "The receipt could not be downloaded. Please try again." })}
        </Alert>
      )}
      <div className="ov-actions ov-payment__actions">
        <Button type="button" variant="secondary" onClick={store.closeSummary}>
          {t({ id: "portal.invoices.payment.close", message: "Close" })}
        </Button>
        {summary.data && (
          <Button type="button" loading={receipt === "loading"} onClick={() => void download()}>
            {t({ id: "portal.invoices.payment.downloadReceipt", message: "Download the receipt" })}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The payment's one dialog (lazy chunk of payment-entry.tsx): the payment, its error, then the
 * transaction summary. One dialog rather than two, so the focus goes back to the row's "pay online"
 * button at the end; when its content changes, the focus goes to the new content.
 * @param props - the payment flow
 * @returns the dialog
 * @example <PaymentDialogs store={store} />
 */
export function PaymentDialogs({ store }: { store: PaymentStore }) {
  useComponentStyles(paymentStyles);
  const { t } = useLingui();
  const snap = useSnapshot(store.state, { sync: true });
  const content = useRef<HTMLDivElement>(null);
  const view = snap.step === "error" ? "error" : snap.step !== "closed" ? "payment" : snap.summaryInvoiceId !== null ? "summary" : "none";
  const shown = useRef(view);

  useLayoutEffect(() => {
    // The view replaced the focused button (Pay, Try again): start the new one from its top.
    if (shown.current !== view && view !== "none") content.current?.focus();
    shown.current = view;
  }, [view]);

  const busy = BUSY_STEPS.has(snap.step);
  const title =
    view === "error"
      ? t({ id: "portal.invoices.payment.errorTitle", message: "Payment error" })
      : view === "summary"
        ? t({ id: "portal.invoices.payment.summaryTitle", message: "Payment summary" })
        : t({ id: "portal.invoices.payment.title", message: "Pay online" });

  return (
    <Dialog
      open={view !== "none"}
      title={title}
      onClose={() => {
        // A payment on its way is not abandoned half-way (the card may be charged): close once it answers.
        if (busy) return;
        if (view === "summary") store.closeSummary();
        else store.close();
      }}
    >
      <div ref={content} tabIndex={-1} className="ov-payment__content">
        {view === "payment" && <PaymentView store={store} />}
        {view === "error" && <ErrorView store={store} />}
        {view === "summary" && snap.summaryInvoiceId !== null && <SummaryView store={store} invoiceId={snap.summaryInvoiceId} />}
      </div>
    </Dialog>
  );
}
