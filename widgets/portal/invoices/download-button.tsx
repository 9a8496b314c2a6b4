import { useLingui } from "@lingui/react/macro";
import { memo, useState } from "react";
import { downloadInvoice, type InvoiceFileType } from "../../../src/api/invoices";
import { useApi } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { fileTarget } from "./save-file";

type DownloadState = "idle" | "downloading" | "failed";

/**
 * One file of an invoice (spec §2 invoice action "download"; calls §7.6 `invoices/{id}/{type}/`). The
 * file's name comes from content-disposition (the client reads it, calls §7.1). A failed download
 * interrupts nothing (calls §8.3 "Download errors are silent") but the button says it failed and a
 * click tries again, like the attachments' (§8.2 "icon becomes an error alert, click resets").
 */
export const DownloadButton = memo(function DownloadButton({
  invoiceId,
  invoiceNumber,
  type,
  multipoint,
  newTab,
}: {
  invoiceId: string | number;
  invoiceNumber: string;
  type: InvoiceFileType;
  multipoint: boolean;
  newTab: boolean;
}) {
  const { t } = useLingui();
  const api = useApi();
  const [state, setState] = useState<DownloadState>("idle");
  const names: Record<InvoiceFileType, string> = {
    pdf: t({ id: "portal.invoices.filePdf", message: "PDF" }),
    signed_pdf: t({ id: "portal.invoices.fileSignedPdf", message: "Signed PDF" }),
    curve_csv: t({ id: "portal.invoices.fileCurveCsv", message: "Curve CSV" }),
  };
  const file = names[type];
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
  return (
    <Button
      size="small"
      variant={failed ? "danger" : "secondary"}
      loading={state === "downloading"}
      onClick={() => void download()}
      aria-label={
        failed
          ? t({ id: "portal.invoices.downloadFailedLabel", message: `${file} failed, retry (invoice ${invoiceNumber})` })
          : t({ id: "portal.invoices.downloadLabel", message: `Download ${file} of invoice ${invoiceNumber}` })
      }
    >
      {failed ? t({ id: "portal.invoices.downloadFailed", message: `${file} failed, retry` }) : file}
    </Button>
  );
});
