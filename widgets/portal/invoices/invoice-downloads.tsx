import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { memo, useEffect, useRef, useState } from "react";
import { downloadInvoice, type Invoice, type InvoiceFileType } from "../../../src/api/invoices";
import { useApi } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import type { InvoiceRowOptions } from "./invoice-table";
import { fileTarget } from "./save-file";

type DownloadState = "idle" | "downloading" | "failed";
type DownloadStates = Partial<Record<InvoiceFileType, DownloadState>>;

const FILE_NAMES = {
  pdf: msg({ id: "portal.invoices.filePdf", message: "PDF" }),
  signed_pdf: msg({ id: "portal.invoices.fileSignedPdf", message: "Signed PDF" }),
  curve_csv: msg({ id: "portal.invoices.fileCurveCsv", message: "Curve CSV" }),
};
const DOWNLOAD = msg({ id: "portal.invoices.downloadLabel", message: "Download {file} of invoice {invoiceNumber}" });
const FAILED = msg({ id: "portal.invoices.downloadFailed", message: "{file} failed, retry" });
const FAILED_LABEL = msg({ id: "portal.invoices.downloadFailedLabel", message: "{file} failed, retry (invoice {invoiceNumber})" });
const NONE: DownloadStates = {};

/**
 * The files of an invoice, one button each (spec §2 invoice action "download"; calls §7.6
 * `invoices/{id}/{type}/`). The file's name comes from content-disposition (the client reads it, calls
 * §7.1). A failed download interrupts nothing (calls §8.3 "Download errors are silent") but its button
 * says it failed and a click tries again, like the attachments' (§8.2 "icon becomes an error alert, click
 * resets"). One component for the row's buttons, taking the list's `i18n` rather than subscribing to it: a
 * page of 100 rows has up to 300 of these buttons (issue 18 item 8, a page repaints in under 100 ms).
 * @param props - the invoice, and the list's options (the files `invoices.downloadTypes` allows, multipoint,
 *   new tab, translations)
 * @returns the buttons
 * @example <InvoiceDownloads invoice={invoice} options={options} />
 */
export const InvoiceDownloads = memo(function InvoiceDownloads({ invoice, options }: { invoice: Invoice; options: InvoiceRowOptions }) {
  const { id: invoiceId, number: invoiceNumber } = invoice;
  const { downloadTypes: types, multipoint, newTab, i18n } = options;
  const api = useApi();
  // The row is reused for another invoice on the next page (invoice-table.tsx): the states are the
  // invoice's, so a failure (or a late answer) of one invoice never shows on another.
  const [current, setCurrent] = useState<{ invoiceId: string | number; states: DownloadStates }>({ invoiceId, states: NONE });
  const states = current.invoiceId === invoiceId ? current.states : NONE;
  const shown = useRef(invoiceId);
  useEffect(() => {
    shown.current = invoiceId;
  }, [invoiceId]);
  const setState = (type: InvoiceFileType, next: DownloadState) =>
    setCurrent((previous) => {
      // A late answer for the invoice the row showed before changes nothing.
      if (shown.current !== invoiceId) return previous;
      const kept = previous.invoiceId === invoiceId ? previous.states : NONE;
      return { invoiceId, states: { ...kept, [type]: next } };
    });
  const download = async (type: InvoiceFileType) => {
    const target = fileTarget(newTab);
    setState(type, "downloading");
    try {
      const { blob, filename } = await downloadInvoice(api, invoiceId, type, { multipoint });
      target.show(blob, filename ?? `${invoiceNumber}.${type === "curve_csv" ? "csv" : "pdf"}`);
      setState(type, "idle");
    } catch {
      target.cancel();
      setState(type, "failed");
    }
  };
  return types.map((type) => {
    const state = states[type] ?? "idle";
    const file = i18n._(FILE_NAMES[type]);
    const failed = state === "failed";
    // Descriptors with their values (a literal inside `i18n._()` would be read as a new message by the extractor).
    const label: MessageDescriptor = { ...(failed ? FAILED_LABEL : DOWNLOAD), values: { file, invoiceNumber } };
    const failedText: MessageDescriptor = { ...FAILED, values: { file } };
    return (
      <Button
        key={type}
        size="small"
        variant={failed ? "danger" : "secondary"}
        loading={state === "downloading"}
        onClick={() => void download(type)}
        aria-label={i18n._(label)}
      >
        {failed ? i18n._(failedText) : file}
      </Button>
    );
  });
});
