import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { FileCheck, FileSpreadsheet, FileText, type LucideIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { downloadInvoice, type Invoice, type InvoiceFileType } from "../../../src/api/invoices";
import { useApi } from "../../../src/runtime/widget-context";
import { buttonLook } from "../../../src/ui/button-look";
import type { MenuItem } from "../../../src/ui/menu-button";
import { fileTarget } from "../../../src/ui/save-file";

/** A download under way or failed; a file without an entry is idle. */
type DownloadState = "downloading" | "failed";
/** One invoice's downloads that are not idle. */
export type InvoiceDownloadStates = Partial<Record<InvoiceFileType, DownloadState>>;
/** Starts the download of one file of one invoice. */
export type StartDownload = (invoice: Invoice, type: InvoiceFileType) => void;

const FILE_NAMES = {
  pdf: msg({ id: "portal.invoices.filePdf", message: "PDF" }),
  signed_pdf: msg({ id: "portal.invoices.fileSignedPdf", message: "Signed PDF" }),
  curve_csv: msg({ id: "portal.invoices.fileCurveCsv", message: "Curve CSV" }),
};
const DOWNLOAD = msg({ id: "portal.invoices.downloadLabel", message: "Download {file} of invoice {invoiceNumber}" });
const FAILED = msg({ id: "portal.invoices.downloadFailed", message: "{file} failed, retry" });
const FAILED_LABEL = msg({ id: "portal.invoices.downloadFailedLabel", message: "{file} failed, retry (invoice {invoiceNumber})" });

/**
 * The list's downloads (spec §2 invoice action "download"; calls §7.6 `invoices/{id}/{type}/`), held
 * once for the table by invoice id rather than in a component per row: a row shows another invoice on
 * the next page (invoice-table.tsx), and its buttons show that invoice's state, so a failure (or a late
 * answer) of one invoice never shows on another. The file's name comes from content-disposition (the
 * client reads it, calls §7.1). A failed download interrupts nothing (calls §8.3 "Download errors are
 * silent") but its button says it failed and a click tries again, like the attachments' (§8.2 "icon
 * becomes an error alert, click resets").
 * @param options - multipoint (its own file address) and `invoices.downloadInNewTab`
 * @returns the states by invoice id, and `download`, stable while the options stay
 * @example const { states, download } = useInvoiceDownloads({ multipoint: false, newTab: false });
 */
export function useInvoiceDownloads({ multipoint, newTab }: { multipoint: boolean; newTab: boolean }): {
  states: ReadonlyMap<Invoice["id"], InvoiceDownloadStates>;
  download: StartDownload;
} {
  const api = useApi();
  const [states, setStates] = useState<ReadonlyMap<Invoice["id"], InvoiceDownloadStates>>(() => new Map());
  const download = useCallback<StartDownload>(
    (invoice, type) => {
      const set = (state: DownloadState | null) =>
        setStates((previous) => {
          const next = new Map(previous);
          const files: InvoiceDownloadStates = { ...previous.get(invoice.id) };
          if (state) files[type] = state;
          else delete files[type];
          if (Object.keys(files).length > 0) next.set(invoice.id, files);
          else next.delete(invoice.id);
          return next;
        });
      // Opened on the click itself (a tab opened after the answer is a blocked pop-up).
      const target = fileTarget(newTab);
      set("downloading");
      downloadInvoice(api, invoice.id, type, { multipoint }).then(
        (file) => {
          target.show(file, `${invoice.number}.${type === "curve_csv" ? "csv" : "pdf"}`);
          set(null);
        },
        () => {
          target.cancel();
          set("failed");
        },
      );
    },
    [api, multipoint, newTab],
  );
  return { states, download };
}

/** Each file's icon in the menu. */
const FILE_ICONS: Record<InvoiceFileType, LucideIcon> = { pdf: FileText, signed_pdf: FileCheck, curve_csv: FileSpreadsheet };

/**
 * The row's downloads as menu entries (issue 39 item 3: the files in a menu, the row's one primary
 * action beside it), one per file that `invoices.downloadTypes` allows. Each is named with the invoice
 * (WCAG 2.5.3: the visible words first); a file under way is shown but not choosable.
 * @param invoice - the row's invoice
 * @param states - its downloads that are not idle
 * @param types - the files to offer
 * @param i18n - the list's translations
 * @param download - from {@link useInvoiceDownloads}
 * @returns the menu's entries
 * @example <MenuButton label={t`Downloads`} items={downloadItems(invoice, states.get(invoice.id), ["pdf"], i18n, download)} />
 */
export function downloadItems(
  invoice: Invoice,
  states: InvoiceDownloadStates | undefined,
  types: readonly InvoiceFileType[],
  i18n: I18n,
  download: StartDownload,
): MenuItem[] {
  return types.map((type) => {
    const file = i18n._(FILE_NAMES[type]);
    // Descriptors with their values (a literal inside `i18n._()` would be read as a new message by the extractor).
    const label: MessageDescriptor = { ...DOWNLOAD, values: { file, invoiceNumber: invoice.number } };
    return {
      id: type,
      label: file,
      ariaLabel: i18n._(label),
      icon: FILE_ICONS[type],
      disabled: states?.[type] === "downloading",
      onSelect: () => download(invoice, type),
    };
  });
}

/**
 * The row's downloads that are under way or failed, as buttons beside its menu: a busy one while the
 * file comes, and after a failure one that says so and tries again on a click (calls §8.2, §8.3). Plain
 * `<button>`s with a Button's look: a page of 100 rows renders them without a component each (issue 18
 * item 8); an idle file has none (it is in the menu, {@link downloadItems}).
 * @param invoice - the row's invoice
 * @param states - its downloads that are not idle
 * @param i18n - the list's translations
 * @param download - from {@link useInvoiceDownloads}
 * @returns the buttons
 * @example {downloadStateButtons(invoice, states.get(invoice.id), i18n, download)}
 */
export function downloadStateButtons(invoice: Invoice, states: InvoiceDownloadStates | undefined, i18n: I18n, download: StartDownload) {
  const invoiceNumber = invoice.number;
  return Object.entries(states ?? {}).map(([key, state]) => {
    const type = key as InvoiceFileType;
    const file = i18n._(FILE_NAMES[type]);
    const failed = state === "failed";
    const loading = state === "downloading";
    const label: MessageDescriptor = { ...(failed ? FAILED_LABEL : DOWNLOAD), values: { file, invoiceNumber } };
    const failedText: MessageDescriptor = { ...FAILED, values: { file } };
    return (
      <button
        key={type}
        type="button"
        aria-label={i18n._(label)}
        // Busy: the click is ignored, as a loading Button's.
        onClick={loading ? undefined : () => download(invoice, type)}
        {...buttonLook({ variant: failed ? "danger" : "secondary", size: "small", loading, label: failed ? i18n._(failedText) : file })}
      />
    );
  });
}
