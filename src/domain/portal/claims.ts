/**
 * The claims of the session token (spec §3), read without verifying it: pure and DOM-free (`atob` and
 * `TextDecoder` exist in browsers and in Node), so the session start of src/domain and the runtime
 * share one reading.
 */

/** Token claims of spec §3: locale, a user id field and the read-only flag of staff impersonation. */
export interface TokenClaims {
  locale: string | null;
  userId: string | null;
  readonly: boolean;
  /** Expiry in seconds since the epoch, when the token carries one. */
  exp: number | null;
}

/**
 * Reads the claims of a JWT-shaped token without verifying it (the server verifies; the portal only
 * needs the locale, user id and read-only flag). A token that is not a JWT yields empty claims.
 * @example decodeClaims(token).readonly
 */
export function decodeClaims(token: string): TokenClaims {
  const empty: TokenClaims = { locale: null, userId: null, readonly: false, exp: null };
  const payload = token.split(".")[1];
  if (!payload) return empty;
  try {
    const text = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    const data: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(text, (c) => c.charCodeAt(0))));
    if (typeof data !== "object" || data === null) return empty;
    const record = data as Record<string, unknown>;
    const userId = record.user_id ?? record.uid ?? record.sub;
    return {
      locale: typeof record.locale === "string" ? record.locale : null,
      userId: typeof userId === "string" || typeof userId === "number" ? String(userId) : null,
      readonly: record.readonly === true || record.read_only === true,
      exp: typeof record.exp === "number" ? record.exp : null,
    };
  } catch {
    return empty;
  }
}
