/**
 * Only http(s) addresses are opened from server data (a coupon's links, the help address): a `javascript:` or `data:` one is dropped.
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
