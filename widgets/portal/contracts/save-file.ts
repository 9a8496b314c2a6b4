import type { BlobAnswer } from "../../../src/api/types";

/**
 * Hands a downloaded file to the browser as a download (the contract PDF, an attachment). The object
 * URL is revoked on the next task: Chromium and Firefox have started the download by then.
 * @param answer - the blob and the file name from `content-disposition` (spec §7.1)
 * @param fallbackName - the name when the server gave none
 * @example saveFile(await downloadContractPdf(api, name, type), `${name}.pdf`);
 */
export function saveFile(answer: BlobAnswer, fallbackName: string): void {
  const url = URL.createObjectURL(answer.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = answer.filename ?? fallbackName;
  link.rel = "noopener";
  // Not inside the shadow root: a click on a detached anchor is enough and the host page never sees it.
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
