import type { BlobAnswer } from "../../../src/api/types";

/** The name of the export when the server names none (calls §7.5: an Excel workbook). */
const EXPORT_FILENAME = "virtual-batteries.xls";

/**
 * Hands a downloaded file to the browser as a download (the Excel export of calls §7.5). The link is
 * made in the document, not in the tag's shadow root, so that the host page's styles never see it.
 * @param file - the blob and its file name from `content-disposition`
 * @example saveFile(await exportBatteries(api, [101]));
 */
export function saveFile(file: BlobAnswer): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename ?? EXPORT_FILENAME;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
