import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useState } from "react";
import type { Invoice } from "../../../src/api/invoices";
import { invoiceStatus, invoiceStatusTone, type InvoiceStatus } from "../../../src/domain/invoices/status";
import { Chip } from "../../../src/ui/chip";
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

const HISTORY = msg({ id: "portal.invoices.history", message: "History" });

/**
 * An invoice's status chip (spec §4 "Invoice status", chip colours) and its collection history
 * (§3 `pending_state_history`) in a disclosure under it, whose list is built only once opened (a page
 * of 100 rows would otherwise carry some 400 hidden entries). Rendered into the row's status cell box
 * (`ov-invoices__status`, invoice-table.tsx), without a wrapper of its own.
 */
export function InvoiceStatusCell({ invoice, format, i18n }: { invoice: Invoice; format: InvoiceFormat; i18n: I18n }) {
  // Which invoice's history is open: the row is reused for another invoice on the next page
  // (invoice-table.tsx), whose history starts closed.
  const [openFor, setOpenFor] = useState<Invoice["id"] | null>(null);
  const open = openFor === invoice.id;
  const status = invoiceStatus(invoice);
  const history = invoice.pendingStateHistory;
  return (
    <>
      <Chip tone={invoiceStatusTone(status)}>{i18n._(STATUS_LABELS[status])}</Chip>
      {history.length > 0 && (
        <details
          className="ov-invoices__history"
          open={open}
          onToggle={(event) => setOpenFor(event.currentTarget.open ? invoice.id : null)}
        >
          <summary>{i18n._(HISTORY)}</summary>
          {open && (
            <ol>
              {history.map((change, index) => (
                <li key={index}>
                  <time dateTime={change.changeDate.replace(" ", "T")}>{format.dateTime(change.changeDate)}</time> {change.description}
                </li>
              ))}
            </ol>
          )}
        </details>
      )}
    </>
  );
}
