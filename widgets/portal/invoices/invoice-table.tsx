import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { EllipsisVertical } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import type { Invoice, InvoiceFileType } from "../../../src/api/invoices";
import { signedEnergy } from "../../../src/domain/invoices/status";
import { useCanModify } from "../../../src/runtime/use-can-modify";
import { chipStyles } from "../../../src/ui/chip.styles";
import { DataList, type DataListColumn } from "../../../src/ui/data-list";
import { MenuButton } from "../../../src/ui/menu-button";
import { useComponentStyles } from "../../../src/ui/use-component-styles";
import {
  downloadItems,
  downloadStateButtons,
  useInvoiceDownloads,
  type InvoiceDownloadStates,
  type StartDownload,
} from "./invoice-downloads";
import type { InvoiceFormat } from "./invoice-format";
import { InvoiceHistory, statusChip } from "./invoice-status";
import { payOnlineButton, receiptItem } from "./payment/payment-entry";
import type { PaymentStore } from "./payment/payment-store";

/** What every row shares; one object per list so that the rows' memo holds. */
export interface InvoiceRowOptions {
  format: InvoiceFormat;
  multipoint: boolean;
  showTotal: boolean;
  downloadTypes: readonly InvoiceFileType[];
  newTab: boolean;
  /** spec §3 settings `invoices.paymentStatus`: `Chiped` shows the status as a coloured chip, `Base` as text. */
  chippedStatus: boolean;
  /** The list's translations, handed down so that rows and their buttons do not each subscribe. */
  i18n: I18n;
  /** The card payment's flow ("pay online"), or null when the portal does not offer it. */
  payment: PaymentStore | null;
}

const MORE = msg({ id: "portal.invoices.moreActions", message: "More actions" });
const MORE_INVOICE = msg({ id: "portal.invoices.moreActionsInvoice", message: "More actions: invoice {invoiceNumber}" });

/** A column of the list; a row's state is its invoice's downloads that are not idle. */
type InvoiceColumn = DataListColumn<Invoice, InvoiceDownloadStates | undefined>;

/**
 * The row's actions (issue 39 item 3): one primary action, Pay online when the invoice can be paid; the
 * downloads under way or failed; and a menu with the payment receipt of an invoice paid by card and the
 * files. Plain elements but the menu's button: a page repaints 100 rows (issue 18 item 8).
 */
function rowActions(
  invoice: Invoice,
  downloads: InvoiceDownloadStates | undefined,
  { options, download, readOnlyReason }: { options: InvoiceRowOptions; download: StartDownload; readOnlyReason: string | undefined },
): ReactNode {
  const { i18n, payment, downloadTypes } = options;
  // The descriptor with its value built apart (inside `i18n._()` the extractor would read it as a new message).
  const menuName: MessageDescriptor = { ...MORE_INVOICE, values: { invoiceNumber: invoice.number } };
  const receipt = receiptItem({ invoice, payment, i18n });
  const items = [...(receipt ? [receipt] : []), ...downloadItems(invoice, downloads, downloadTypes, i18n, download)];
  return (
    <>
      {payOnlineButton({ invoice, payment, i18n, readOnlyReason })}
      {downloadStateButtons(invoice, downloads, i18n, download)}
      {items.length > 0 && <MenuButton label={i18n._(MORE)} ariaLabel={i18n._(menuName)} icon={EllipsisVertical} iconOnly items={items} />}
    </>
  );
}

/**
 * The page of invoices (spec §2 "Columns: invoice number, date, period, address, total amount, amount
 * to pay, energy, status, actions") as the kit's data list: a table of rows at most two lines high on a
 * wide screen, a card per invoice on a phone (issue 39 item 3). The multipoint invoices' address invoice
 * id is not shown: it is a raw id with no text the customer knows (issue 39 item 10), and the supply's
 * address is in its column. The widths: every column is as wide as "31/12/2026" or "12.345,67 €" at the
 * table's size in a wide font, the actions hold Pay online and the menu's button on one line in every
 * language, the address takes what the others leave (cut at two lines, whole in its title).
 */
export function InvoiceTable({
  invoices,
  options,
  caption,
}: {
  invoices: readonly Invoice[];
  options: InvoiceRowOptions;
  caption: string;
}) {
  // The rows' status chips are plain spans with the kit chip's classes (invoice-status.tsx): its sheet once here.
  useComponentStyles(chipStyles);
  const { t } = useLingui();
  const { states: downloads, download } = useInvoiceDownloads(options);
  const { reason: readOnlyReason } = useCanModify();
  const columns = useMemo<InvoiceColumn[]>(() => {
    const { format, showTotal, i18n, chippedStatus } = options;
    const money = (amount: number) => format.money(amount);
    return [
      {
        id: "number",
        role: "title",
        width: "7.5rem",
        header: t({ id: "portal.invoices.columnNumber", message: "Invoice number" }),
        cell: (invoice) => invoice.number,
      },
      {
        id: "date",
        role: "fact",
        width: "6.5rem",
        header: t({ id: "portal.invoices.columnDate", message: "Date" }),
        cell: (invoice) => format.date(invoice.date),
      },
      {
        id: "period",
        role: "fact",
        width: "7.25rem",
        header: t({ id: "portal.invoices.columnPeriod", message: "Period" }),
        // The dash stays with the start: two lines in the table, "01/05/2025 –" and "31/05/2025".
        cell: (invoice) =>
          invoice.startDate && invoice.endDate ? `${format.date(invoice.startDate)}\u00a0– ${format.date(invoice.endDate)}` : "",
      },
      {
        id: "address",
        role: "fact",
        width: "minmax(6rem, 1fr)",
        header: t({ id: "portal.invoices.columnAddress", message: "Address" }),
        cell: (invoice) => invoice.supplyAddress ?? "",
        fullText: (invoice) => invoice.supplyAddress ?? undefined,
      },
      ...(showTotal
        ? [
            {
              id: "total",
              role: "fact",
              align: "end",
              width: "6rem",
              header: t({ id: "portal.invoices.columnTotal", message: "Total" }),
              cell: (invoice) => money(invoice.amountTotal),
            } satisfies InvoiceColumn,
          ]
        : []),
      {
        id: "toPay",
        role: "primary",
        align: "end",
        width: "6rem",
        header: t({ id: "portal.invoices.columnToPay", message: "Amount to pay" }),
        cell: (invoice) => money(invoice.amountToPay),
      },
      {
        id: "energy",
        role: "fact",
        align: "end",
        width: "5.75rem",
        header: t({ id: "portal.invoices.columnEnergy", message: "Energy" }),
        // spec §4: "Rectificative type A counts as negative energy".
        cell: (invoice) => format.energy(signedEnergy(invoice.energyConsumed, invoice.rectificativeType)),
      },
      {
        id: "status",
        role: "status",
        // Grows to 12rem before the address takes the rest: "Manual verification required" on two lines, not three.
        width: "minmax(10.5rem, 12rem)",
        header: t({ id: "portal.invoices.columnStatus", message: "Status" }),
        cell: (invoice) => (
          <div className="ov-invoices__status">
            {statusChip(invoice, i18n, chippedStatus)}
            {invoice.pendingStateHistory.length > 0 && <InvoiceHistory invoice={invoice} format={format} i18n={i18n} />}
          </div>
        ),
      },
      {
        id: "actions",
        role: "actions",
        width: "13rem",
        header: t({ id: "portal.invoices.columnActions", message: "Actions" }),
        cell: (invoice, states) => rowActions(invoice, states, { options, download, readOnlyReason }),
      },
    ];
  }, [options, download, readOnlyReason, t]);
  return (
    <DataList
      caption={caption}
      className="ov-invoices__list"
      columns={columns}
      rows={invoices}
      // Keyed by position, not by invoice id (issue 18 item 8: a page of 100 rows repaints in under 100 ms):
      // the next page reuses the 100 rows' elements and only their texts change. What belongs to one invoice
      // (a failed download, an open history) does not follow the row to another (useInvoiceDownloads, InvoiceHistory).
      rowKey={(_, index) => index}
      rowState={(invoice) => downloads.get(invoice.id)}
      tableFrom="wide"
    />
  );
}
