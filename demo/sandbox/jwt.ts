/**
 * Unsigned, JWT-shaped tokens (header.payload.signature, base64url JSON) so the client can read the
 * claims of spec §3 (locale, user id, read-only) exactly as it would from the real API. The third part
 * is a checksum of the first two, not a signature: it only lets the sandbox tell a token it issued from
 * an edited one (401 token_invalid).
 */

export function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function base64UrlDecode(part: string): string | null {
  try {
    const padded = part.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((part.length + 3) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** FNV-1a 32-bit, twice with different salts: enough to notice an edited token, not security. */
function checksum(text: string): string {
  let out = "";
  for (const salt of ["ov-sandbox", "not-a-secret"]) {
    let hash = 0x811c9dc5;
    for (const char of salt + text) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    out += hash.toString(16).padStart(8, "0");
  }
  return base64UrlEncode(out);
}

export function signToken(payload: Record<string, unknown>): string {
  const head = base64UrlEncode(JSON.stringify({ alg: "none", typ: "JWT", kid: "ov-sandbox" }));
  const body = base64UrlEncode(JSON.stringify(payload));
  return `${head}.${body}.${checksum(`${head}.${body}`)}`;
}

/** The payload of a token this sandbox issued, or null when it is not one (edited, foreign, garbage). */
export function readToken(token: string): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [head = "", body = "", sum = ""] = parts;
  if (checksum(`${head}.${body}`) !== sum) return null;
  const text = base64UrlDecode(body);
  if (text === null) return null;
  try {
    const payload: unknown = JSON.parse(text);
    return typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
