/**
 * The one rule for an address that comes from the server before it reaches an `href` or `src`: only
 * an absolute http(s) address passes, normalised; a `javascript:`, `data:` or relative one, or
 * anything that is not a string, is dropped (issue 36, hostile answers). Settings links are mapped
 * through it where the settings answer is read (src/api/settings.ts), so a screen never gets an unsafe one.
 * @param value - an address from the server (anything: only a non-empty string can pass)
 * @returns the normalised http(s) address, or null
 * @example safeHttpUrl("javascript:alert(1)") // null
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
