import { readToken, signToken } from "./jwt.ts";
import type { SandboxCustomer, SandboxDb, SandboxUser } from "./types.ts";

/** Tokens live 8 hours of wall-clock time: the client compares `exp` with its own clock. */
export const TOKEN_TTL_SECONDS = 8 * 3600;

let serial = 0;

/**
 * Issues the bearer token of a login (spec §3 token claims: locale, a user id field, readonly).
 * A staff login impersonating a customer carries that customer's id and `readonly: true`.
 */
export function issueToken(db: SandboxDb, customer: SandboxCustomer, options: { ttlSeconds?: number } = {}): string {
  const nowSeconds = Math.floor(Date.now() / 1000);
  serial += 1;
  return signToken({
    sub: customer.impersonates ?? customer.id,
    user_id: customer.impersonates ?? customer.id,
    username: customer.user,
    name: customer.name,
    locale: customer.locale,
    readonly: customer.readonly,
    ...(customer.impersonates ? { staff_user: customer.user } : {}),
    iat: nowSeconds,
    exp: nowSeconds + (options.ttlSeconds ?? TOKEN_TTL_SECONDS),
    jti: `${db.seed}-${serial}`,
  });
}

export type AuthResult =
  | { status: "anonymous" }
  | { status: "ok"; user: SandboxUser }
  | { status: "invalid" }
  | { status: "expired" };

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? (match[1] as string).trim() : null;
}

/** Resolves the bearer token of a request against the customers of this data set. */
export function authenticate(db: SandboxDb, token: string | null): AuthResult {
  if (!token) return { status: "anonymous" };
  const payload = readToken(token);
  if (!payload) return { status: "invalid" };
  const customer = db.customers.find((c) => c.id === payload.user_id);
  if (!customer) return { status: "invalid" };
  if (typeof payload.exp === "number" && payload.exp * 1000 < Date.now()) return { status: "expired" };
  return {
    status: "ok",
    user: {
      customerId: customer.id,
      locale: typeof payload.locale === "string" ? payload.locale : customer.locale,
      readonly: payload.readonly === true,
      token,
    },
  };
}
