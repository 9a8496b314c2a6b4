/**
 * Hands a downloaded file to the browser (calls §7.1: blob answers carry their name in
 * `content-disposition`). The link is clicked inside the tag's shadow root, never added to the host page.
 * @param blob - the file
 * @param filename - the name to save it under
 * @param within - where the temporary link lives (the section's element)
 * @example saveFile(answer.blob, answer.filename ?? "consumption.csv", sectionElement)
 */
export function saveFile(blob: Blob, filename: string, within: Element): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  within.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium starts the download from the click, after this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
