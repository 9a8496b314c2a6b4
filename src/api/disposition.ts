/**
 * spec §7.1: "Blob answers take the file name from the content-disposition header."
 * Handles RFC 6266 `filename*=UTF-8''...` before the plain `filename=`.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return sanitizeFilename(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, "")));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? sanitizeFilename(name.trim()) : null;
}

/** A server-given name must not carry a path (hostile server data). */
function sanitizeFilename(name: string): string | null {
  const last = name.split(/[\\/]/).pop() ?? "";
  const base = Array.from(last)
    .filter((char) => char.charCodeAt(0) >= 0x20)
    .join("")
    .trim();
  return base.length > 0 ? base : null;
}
