import type { BlobAnswer } from "../api/types";

/**
 * How long a download's object URL lives. The browser starts the download from the click, after the
 * click's task; revoking at once could cancel it in some browsers, keeping it forever leaks the file.
 */
const REVOKE_AFTER_MS = 10_000;

/**
 * Hands a downloaded file to the browser as a download, under the name the server gave in
 * `content-disposition` (calls §7.1) or the caller's fallback. The temporary link lives inside `within`
 * (the part's own element, so the host page never sees it) or, without one, is clicked detached.
 * @param file - the blob answer of an `src/api` download
 * @param fallbackName - the name when the server gave none
 * @param within - where the link is added for its click (an element of the tag's shadow root)
 * @example saveFile(await downloadContractPdf(api, name, "electricity"), `${name}.pdf`);
 */
export function saveFile(file: Pick<BlobAnswer, "blob" | "filename">, fallbackName: string, within?: Element | null): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename ?? fallbackName;
  link.rel = "noopener";
  link.hidden = true;
  within?.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
