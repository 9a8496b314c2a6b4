import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CircleAlert, CircleCheck, Clock, type LucideIcon } from "lucide-react";
import { useState } from "react";
import type { Invoice } from "../../../src/api/invoices";
import { invoiceStatus, invoiceStatusTone, type InvoiceStatus, type InvoiceStatusTone } from "../../../src/domain/invoices/status";
import { ICON } from "../../../src/ui/button-look";
import { chipClassName } from "../../../src/ui/chip";
import type { InvoiceFormat } from "./invoice-format";

/** The chip's words for each status of spec §4. */
export const STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  paid: msg({ id: "portal.invoices.statusPaid", message: "Paid" }),
  refunded: msg({ id: "portal.invoices.statusRefunded", message: "Refunded" }),
  pendingRefund: msg({ id: "portal.invoices.statusPendingRefund", message: "Pending refund" }),
  pendingCollection: msg({ id: "portal.invoices.statusPendingCollection", message: "Pending collection" }),
  pendingPayment: msg({ id: "portal.invoices.statusPendingPayment", message: "Pending payment" }),
  paidWithoutTransaction: msg({ id: "portal.invoices.statusPaidWithoutTransaction", message: "Paid without transaction" }),
  manualVerificationRequired: msg({ id: "portal.invoices.statusManualVerification", message: "Manual verification required" }),
  unpaid: msg({ id: "portal.invoices.statusUnpaid", message: "Unpaid" }),
  partiallyPaid: msg({ id: "portal.invoices.statusPartiallyPaid", message: "Partially paid" }),
};

/** Each tone's icon, so that the status does not rest on colour alone (WCAG 1.4.1). */
const TONE_ICONS: Record<InvoiceStatusTone, LucideIcon> = { success: CircleCheck, warning: Clock, error: CircleAlert };

const HISTORY = msg({ id: "portal.invoices.history", message: "History" });

/**
 * An invoice's status chip (spec §4 "Invoice status", chip colours), rendered into the row's status cell
 * box (`ov-invoices__status`, invoice-table.tsx) with {@link InvoiceHistory} under it. A plain `<span>`
 * with the kit chip's classes rather than a `Chip` (whose stylesheet the table adopts once): a page of
 * 100 rows would otherwise run 100 components with an id and hooks each (issue 18 item 8).
 * @param invoice - the row's invoice
 * @param i18n - the list's translations
 * @param chipped - the settings' `invoices.paymentStatus` is `Chiped`; with `Base` the status is plain text
 * @returns the chip, or the status's words
 * @example <div className="ov-invoices__status">{statusChip(invoice, i18n, true)}</div>
 */
export function statusChip(invoice: Invoice, i18n: I18n, chipped: boolean) {
  const status = invoiceStatus(invoice);
  if (!chipped) return <span className="ov-invoices__status-text">{i18n._(STATUS_LABELS[status])}</span>;
  const tone = invoiceStatusTone(status);
  const Icon = TONE_ICONS[tone];
  return (
    <span className={chipClassName(tone)} part="chip">
      <Icon {...ICON} />
      {i18n._(STATUS_LABELS[status])}
    </span>
  );
}

/**
 * An invoice's collection history (§3 `pending_state_history`) in a disclosure under its chip, whose
 * list is built only once opened (a page of 100 rows would otherwise carry some 400 hidden entries).
 * Rendered only for an invoice with a history: the others' rows run no component for it.
 * @param props - the row's invoice, the list's formats and translations
 * @returns the disclosure
 * @example {invoice.pendingStateHistory.length > 0 && <InvoiceHistory invoice={invoice} format={format} i18n={i18n} />}
 */
export function InvoiceHistory({ invoice, format, i18n }: { invoice: Invoice; format: InvoiceFormat; i18n: I18n }) {
  // Which invoice's history is open: the row is reused for another invoice on the next page
  // (invoice-table.tsx), whose history starts closed.
  const [openFor, setOpenFor] = useState<Invoice["id"] | null>(null);
  const open = openFor === invoice.id;
  return (
    <details className="ov-invoices__history" open={open} onToggle={(event) => setOpenFor(event.currentTarget.open ? invoice.id : null)}>
      <summary>{i18n._(HISTORY)}</summary>
      {open && (
        <ol>
          {invoice.pendingStateHistory.map((change, index) => (
            <li key={index}>
              <time dateTime={change.changeDate.replace(" ", "T")}>{format.dateTime(change.changeDate)}</time> {change.description}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
