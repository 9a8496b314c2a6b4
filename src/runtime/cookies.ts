/** Minimal cookie access for the runtime's own cookies (token, lang). DOM-free callers get no-ops. */

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("=")) || null; // an emptied cookie counts as none
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  /** spec §9: the token cookie is secure and SameSite=Lax. */
  secure?: boolean;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === "undefined") return;
  const parts = [`${name}=${encodeURIComponent(value)}`, "path=/", "SameSite=Lax"];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  // Browsers refuse Secure cookies on plain-http pages other than localhost; that is intended.
  if (options.secure) parts.push("Secure");
  document.cookie = parts.join("; ");
}

export function deleteCookie(name: string): void {
  writeCookie(name, "", { maxAgeSeconds: 0 });
}
