import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { listAllInvoices, type Invoice, type InvoiceCondition } from "../../../src/api/invoices";
import { csvText } from "../../../src/domain/csv";
import { invoiceStatus } from "../../../src/domain/invoices/status";
import { formatDate, formatNumber } from "../../../src/i18n/format";
import type { Locale } from "../../../src/i18n/locales";
import { useApi, useLocale } from "../../../src/runtime/widget-context";
import { useFlowStore } from "../../../src/state/flow-store";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { saveFile } from "../../../src/ui/save-file";
import { createInvoiceExportStore } from "./invoice-export-store";
import { STATUS_LABELS } from "./invoice-status";
import { TYPE_LABELS, type InvoiceListType } from "./invoice-types";

/** `YYYY-MM-DD` of a day in the customer's calendar: the file's date. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** An amount as a spreadsheet in the customer's language reads a number: 2 decimals, its decimal mark, no currency. */
const amount = (value: number, locale: Locale) => formatNumber(value, locale, 2);

/**
 * The invoice export (spec §4 "Invoice export: requested then done"): a button in the filters' toolbar
 * that writes every invoice of the tab's filter (all pages, not only the one on screen) to a CSV file a
 * spreadsheet in the customer's language opens as it is (src/domain/csv.ts): translated headers, dates
 * and amounts in the customer's language. While requested the button shows the progress and Cancel
 * stops it; done says the file's name; a failed call gives the catalogue's message and Try again. An
 * export is a read, so a read-only session may export.
 * @param props - the tab's list type and the filter conditions it shows
 */
export function InvoiceExport({ type, filter }: { type: InvoiceListType; filter: readonly InvoiceCondition[] }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const { store, snap } = useFlowStore(createInvoiceExportStore);
  const box = useRef<HTMLDivElement>(null);
  const phase = snap.phase;

  const header = [
    t({ id: "portal.invoices.export.number", message: "Invoice number" }),
    t({ id: "portal.invoices.export.date", message: "Invoice date" }),
    t({ id: "portal.invoices.export.periodStart", message: "Period start" }),
    t({ id: "portal.invoices.export.periodEnd", message: "Period end" }),
    t({ id: "portal.invoices.export.contract", message: "Contract" }),
    t({ id: "portal.invoices.export.address", message: "Supply address" }),
    t({ id: "portal.invoices.export.energy", message: "Energy (kWh)" }),
    t({ id: "portal.invoices.export.total", message: "Total (€)" }),
    t({ id: "portal.invoices.export.toPay", message: "Amount to pay (€)" }),
    t({ id: "portal.invoices.export.status", message: "Status" }),
  ];
  const row = (invoice: Invoice) => [
    invoice.number,
    formatDate(invoice.date, locale),
    invoice.startDate ? formatDate(invoice.startDate, locale) : "",
    invoice.endDate ? formatDate(invoice.endDate, locale) : "",
    invoice.contractName ?? "",
    invoice.supplyAddress ?? "",
    formatNumber(invoice.energyConsumed, locale),
    amount(invoice.amountTotal, locale),
    amount(invoice.amountToPay, locale),
    i18n._(STATUS_LABELS[invoiceStatus(invoice)]),
  ];

  const start = () =>
    store.start<Invoice>({
      read: async (signal, onProgress) => (await listAllInvoices(api, type, filter, { signal, onProgress })).items,
      save: (invoices) => {
        const kind = i18n._(TYPE_LABELS[type]).toLocaleLowerCase(locale);
        const day = isoDay(new Date());
        const filename = t({ id: "portal.invoices.export.fileName", message: `invoices-${kind}-${day}.csv` });
        const blob = new Blob([csvText(header, invoices.map(row))], { type: "text/csv;charset=utf-8" });
        saveFile({ blob, filename }, filename, box.current);
        return filename;
      },
    });

  const exportLabel = t({ id: "portal.invoices.export.button", message: "Export to CSV" });
  return (
    // The portal's own layout classes (stacked blocks, a row of buttons): the export adds no stylesheet.
    <div className="ov-invoices__export ov-portal__blocks" ref={box}>
      {phase.kind === "requested" ? (
        <div className="ov-actions">
          <Button variant="secondary" size="small" loading>
            {phase.total === null
              ? t({ id: "portal.invoices.export.preparing", message: "Preparing the file…" })
              : t({ id: "portal.invoices.export.progress", message: `Reading invoices: ${phase.read} of ${phase.total}` })}
          </Button>
          <Button variant="text" size="small" onClick={store.cancel}>
            {t({ id: "portal.invoices.export.cancel", message: "Cancel the export" })}
          </Button>
        </div>
      ) : (
        phase.kind !== "failed" && (
          <div className="ov-actions">
            <Button variant="secondary" size="small" onClick={start}>
              {exportLabel}
            </Button>
          </div>
        )
      )}
      {phase.kind === "done" && (
        <Alert tone="success" onDismiss={store.cancel}>
          {t({ id: "portal.invoices.export.done", message: `The invoices were saved to ${phase.filename}.` })}
        </Alert>
      )}
      {phase.kind === "failed" && (
        <RetryFailure
          title={t({ id: "portal.invoices.export.failed", message: "The invoices could not be exported." })}
          error={phase.error}
          retry={{ label: t({ id: "portal.invoices.export.retry", message: "Try again" }), onClick: start }}
        />
      )}
    </div>
  );
}
