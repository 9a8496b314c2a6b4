import type { BlobAnswer } from "../api/types";

/**
 * How long a file's object URL lives. The browser starts the download (or the new tab reads the URL)
 * after the click's task; revoking at once could cancel it, keeping it forever leaks the file.
 */
const REVOKE_AFTER_MS = 60_000;

/**
 * Hands a downloaded file to the browser as a download, under the name the server gave in
 * `content-disposition` (calls §7.1) or the caller's fallback. The temporary link lives inside `within`
 * (an element of the tag's shadow root, so the host page never sees it) or, without one, is clicked
 * detached: it is never added to the host page's document.
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

/** Where a file goes once it arrived: {@link fileTarget}. */
export interface FileTarget {
  /** Shows the file in the tab opened on the click, or saves it as {@link saveFile} does. */
  show: (file: Pick<BlobAnswer, "blob" | "filename">, fallbackName: string) => void;
  /** The call failed: closes the tab opened for it. */
  cancel: () => void;
}

/**
 * Prepares where a file will go, in the click handler, before its call starts: a tab must be opened on
 * the click itself (a tab opened once the file arrived is a blocked pop-up). Spec §9 settings
 * `invoices.downloadInNewTab`.
 * @param newTab - open it in a new tab rather than save it
 * @returns `show` once the file arrived, `cancel` when the call failed
 * @example const target = fileTarget(newTab); downloadInvoice(api, id, "pdf").then((file) => target.show(file, `${number}.pdf`), target.cancel);
 */
export function fileTarget(newTab: boolean): FileTarget {
  const tab = newTab ? window.open("", "_blank") : null;
  return {
    show(file, fallbackName) {
      if (!tab) {
        saveFile(file, fallbackName);
        return;
      }
      const url = URL.createObjectURL(file.blob);
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      tab.location.href = url;
    },
    cancel() {
      tab?.close();
    },
  };
}
