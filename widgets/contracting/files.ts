/** Attachments as the lead carries them (base64 data URLs, spec §5 Uploads) and as FileUpload shows them. */
import type { UploadedFile } from "../../src/domain/contracting/state";
import { readAsDataUrl } from "../../src/ui/read-as-data-url";

/** Accepted attachment types: a PDF or a photo. */
export const ATTACHMENT_TYPES = ["application/pdf", "image/*"] as const;

/**
 * Reads picked files as data URLs.
 * @example const uploaded = await toUploadedFiles(files);
 */
export async function toUploadedFiles(files: readonly File[]): Promise<UploadedFile[]> {
  const contents = await Promise.all(files.map((file) => readAsDataUrl(file)));
  return files.map((file, index) => ({ name: file.name, content: contents[index] ?? "" }));
}

/**
 * A stored attachment as a File again (after a reload the upload shows what was attached).
 * @example const files = uploaded.map(fromUploadedFile);
 */
export function fromUploadedFile(file: UploadedFile): File {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(file.content);
  const type = match?.[1] ?? "application/octet-stream";
  const payload = match?.[3] ?? "";
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    const binary = match?.[2] ? atob(payload) : decodeURIComponent(payload);
    bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    bytes = new Uint8Array(0);
  }
  return new File([bytes], file.name, { type });
}
