import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { memo, type CSSProperties } from "react";
import type { Invoice, InvoiceFileType } from "../../../src/api/invoices";
import { signedEnergy } from "../../../src/domain/invoices/status";
import { chipStyles } from "../../../src/ui/chip.styles";
import { tableStyles } from "../../../src/ui/table.styles";
import { useComponentStyles } from "../../../src/ui/use-component-styles";
import { downloadButtons, useInvoiceDownloads, type InvoiceDownloadStates, type StartDownload } from "./invoice-downloads";
import type { InvoiceFormat } from "./invoice-format";
import { InvoiceHistory, statusChip } from "./invoice-status";
import { payOnlineButton, receiptButton } from "./payment/payment-entry";
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

/**
 * Each column's width (issue 18 item 8; see invoices.styles.ts): every column is as wide as "31.12.2026"
 * or "12.345,67 €" at the table's size, the address takes what the others leave.
 */
const COLUMN_WIDTHS = {
  number: "7.75rem",
  date: "6.25rem",
  period: "6.25rem",
  address: "minmax(8rem, 1fr)",
  addressInvoice: "5.75rem",
  total: "6.25rem",
  toPay: "6.25rem",
  energy: "6.25rem",
  status: "8.5rem",
  actions: "7.5rem",
} as const;
/** A column's header: its id (every column has its width above), its text, and whether it is aligned to the end. */
type Header = [id: keyof typeof COLUMN_WIDTHS, text: string, end: boolean];

/**
 * One invoice (spec §2 "Invoices" columns). Memoised: a tab switch or a download elsewhere does not
 * render the other rows again; a new page renders each row once, into the same elements. Its action
 * buttons are plain elements, not components (issue 18 item 8: a page's repaint runs one component
 * per row, plus a history's where there is one).
 */
const InvoiceRow = memo(function InvoiceRow({
  invoice,
  options,
  downloads,
  download,
}: {
  invoice: Invoice;
  options: InvoiceRowOptions;
  downloads: InvoiceDownloadStates | undefined;
  download: StartDownload;
}) {
  const { format, multipoint, showTotal, i18n, payment, chippedStatus } = options;
  const period = invoice.startDate && invoice.endDate ? `${format.date(invoice.startDate)} – ${format.date(invoice.endDate)}` : "";
  // The row is drawn only near the viewport (content-visibility on the row's grid, invoices.styles.ts).
  return (
    <tr>
      <th scope="row" className="ov-table__cell">
        {invoice.number}
      </th>
      <td className="ov-table__cell">{format.date(invoice.date)}</td>
      <td className="ov-table__cell">{period}</td>
      <td className="ov-table__cell">{invoice.supplyAddress ?? ""}</td>
      {multipoint && <td className="ov-table__cell">{invoice.addressInvoiceId ?? ""}</td>}
      {showTotal && <td className="ov-table__cell ov-table__cell--end">{format.money(invoice.amountTotal)}</td>}
      <td className="ov-table__cell ov-table__cell--end">{format.money(invoice.amountToPay)}</td>
      {/* spec §4: "Rectificative type A counts as negative energy". */}
      <td className="ov-table__cell ov-table__cell--end">
        {format.energy(signedEnergy(invoice.energyConsumed, invoice.rectificativeType))}
      </td>
      <td className="ov-table__cell">
        <div className="ov-invoices__status">
          {statusChip(invoice, i18n, chippedStatus)}
          {invoice.pendingStateHistory.length > 0 && <InvoiceHistory invoice={invoice} format={format} i18n={i18n} />}
        </div>
      </td>
      <td className="ov-table__cell">
        <div className="ov-invoices__actions">
          {downloadButtons(invoice, downloads, options.downloadTypes, i18n, download)}
          {payOnlineButton({ invoice, payment, i18n })}
          {receiptButton({ invoice, payment, i18n })}
        </div>
      </td>
    </tr>
  );
});

/**
 * The page of invoices as a table (spec §2 "Columns: invoice number, date, period, address, total
 * amount, amount to pay, energy, status, actions"; multipoint adds the address invoice id). Drawn with
 * the UI kit table's markup and styles, but with memoised rows: the kit's table renders every cell
 * again on each render.
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
  useComponentStyles(tableStyles);
  // The rows' status chips are plain spans with the kit chip's classes (invoice-status.tsx): its sheet once here.
  useComponentStyles(chipStyles);
  const { t } = useLingui();
  const { states: downloads, download } = useInvoiceDownloads(options);
  // [id, text, aligned to the end]; the multipoint column and the total as the options say.
  const headers: Header[] = [
    ["number", t({ id: "portal.invoices.columnNumber", message: "Invoice number" }), false],
    ["date", t({ id: "portal.invoices.columnDate", message: "Date" }), false],
    ["period", t({ id: "portal.invoices.columnPeriod", message: "Period" }), false],
    ["address", t({ id: "portal.invoices.columnAddress", message: "Address" }), false],
    ...(options.multipoint
      ? [["addressInvoice", t({ id: "portal.invoices.columnAddressInvoice", message: "Address invoice" }), false] satisfies Header]
      : []),
    ...(options.showTotal ? [["total", t({ id: "portal.invoices.columnTotal", message: "Total" }), true] satisfies Header] : []),
    ["toPay", t({ id: "portal.invoices.columnToPay", message: "Amount to pay" }), true],
    ["energy", t({ id: "portal.invoices.columnEnergy", message: "Energy" }), true],
    ["status", t({ id: "portal.invoices.columnStatus", message: "Status" }), false],
    ["actions", t({ id: "portal.invoices.columnActions", message: "Actions" }), false],
  ];
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-focusable (WCAG 2.1.1, axe scrollable-region-focusable)
    <div className="ov-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table
        className="ov-table ov-invoices__table"
        part="table"
        style={{ "--_ov-invoices-columns": headers.map(([id]) => COLUMN_WIDTHS[id]).join(" ") } as CSSProperties}
      >
        <caption className="ov-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map(([id, label, end]) => (
              <th key={id} scope="col" className={`ov-table__header${end ? " ov-table__cell--end" : ""}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* Keyed by position, not by invoice id (issue 18 item 8: a page of 100 rows repaints in under 100 ms):
              the next page reuses the 100 rows' elements and only their texts change, so the browser neither
              builds ~4,000 elements nor styles them again, and the cells whose content stays (the actions'
              buttons) keep their layout. What belongs to one invoice (a failed download, an open history)
              does not follow the row to another invoice (useInvoiceDownloads, InvoiceHistory). */}
          {invoices.map((invoice, index) => (
            <InvoiceRow key={index} invoice={invoice} options={options} downloads={downloads.get(invoice.id)} download={download} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
