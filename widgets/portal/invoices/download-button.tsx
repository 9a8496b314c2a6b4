import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { memo, useState } from "react";
import { downloadInvoice, type InvoiceFileType } from "../../../src/api/invoices";
import { useApi } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { fileTarget } from "./save-file";

type DownloadState = "idle" | "downloading" | "failed";

const FILE_NAMES = {
  pdf: msg({ id: "portal.invoices.filePdf", message: "PDF" }),
  signed_pdf: msg({ id: "portal.invoices.fileSignedPdf", message: "Signed PDF" }),
  curve_csv: msg({ id: "portal.invoices.fileCurveCsv", message: "Curve CSV" }),
};
const DOWNLOAD = msg({ id: "portal.invoices.downloadLabel", message: "Download {file} of invoice {invoiceNumber}" });
const FAILED = msg({ id: "portal.invoices.downloadFailed", message: "{file} failed, retry" });
const FAILED_LABEL = msg({ id: "portal.invoices.downloadFailedLabel", message: "{file} failed, retry (invoice {invoiceNumber})" });

/**
 * One file of an invoice (spec §2 invoice action "download"; calls §7.6 `invoices/{id}/{type}/`). The
 * file's name comes from content-disposition (the client reads it, calls §7.1). A failed download
 * interrupts nothing (calls §8.3 "Download errors are silent") but the button says it failed and a
 * click tries again, like the attachments' (§8.2 "icon becomes an error alert, click resets").
 * Takes the list's `i18n` rather than subscribing to it: 100 rows have up to 300 of these buttons.
 */
export const DownloadButton = memo(function DownloadButton({
  invoiceId,
  invoiceNumber,
  type,
  multipoint,
  newTab,
  i18n,
}: {
  invoiceId: string | number;
  invoiceNumber: string;
  type: InvoiceFileType;
  multipoint: boolean;
  newTab: boolean;
  i18n: I18n;
}) {
  const api = useApi();
  // The row is reused for another invoice on the next page (invoice-table.tsx): the state is the
  // invoice's, so a failure (or a late answer) of one invoice never shows on another.
  const [current, setCurrent] = useState<{ invoiceId: string | number; state: DownloadState }>({ invoiceId, state: "idle" });
  const state: DownloadState = current.invoiceId === invoiceId ? current.state : "idle";
  const setState = (next: DownloadState) => setCurrent({ invoiceId, state: next });
  const file = i18n._(FILE_NAMES[type]);
  const download = async () => {
    const target = fileTarget(newTab);
    setState("downloading");
    try {
      const { blob, filename } = await downloadInvoice(api, invoiceId, type, { multipoint });
      target.show(blob, filename ?? `${invoiceNumber}.${type === "curve_csv" ? "csv" : "pdf"}`);
      setState("idle");
    } catch {
      target.cancel();
      setState("failed");
    }
  };
  const failed = state === "failed";
  // Descriptors with their values (a literal inside `i18n._()` would be read as a new message by the extractor).
  const label: MessageDescriptor = { ...(failed ? FAILED_LABEL : DOWNLOAD), values: { file, invoiceNumber } };
  const failedText: MessageDescriptor = { ...FAILED, values: { file } };
  return (
    <Button
      size="small"
      variant={failed ? "danger" : "secondary"}
      loading={state === "downloading"}
      onClick={() => void download()}
      aria-label={i18n._(label)}
    >
      {failed ? i18n._(failedText) : file}
    </Button>
  );
});
