/** How long the download's object URL lives: the browser has started the download by then. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a downloaded file with its name (spec §7.1: the name comes from `content-disposition`).
 * @param blob - the file
 * @param filename - its name
 * @example saveFile(blob, "rebut_F2025-001.pdf");
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
