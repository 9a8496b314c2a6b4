/**
 * Reads a file as a base64 `data:` URL (spec §5: "invoice attachments must be base64 data URLs").
 * @param file the picked file
 * @returns `data:<type>;base64,<content>`
 * @example const urls = await Promise.all(files.map(readAsDataUrl));
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") resolve(reader.result);
      else reject(new Error("FileReader did not return a data URL"));
    };
    reader.onerror = () => reject(reader.error ?? new Error("FileReader failed"));
    reader.readAsDataURL(file);
  });
}
