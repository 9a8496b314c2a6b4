import { isTokenValid } from "../api/session";
import type { ApiClient } from "../api/types";

type TokenAnswer = { token_is_valid: boolean };

/** The checks asked per page client (one runtime, one client): one request per token per page. */
const checks = new WeakMap<ApiClient, Map<string, Promise<TokenAnswer>>>();

/**
 * Asks the server whether a token is still valid (POST is_token_valid), once per token per page: the
 * stored-token refresh of the runtime and the portal's session start share the answer. Loaded on
 * demand by `Runtime.checkToken` with the session calls (src/api/session.ts), so neither sits in the
 * runtime chunk every page downloads (docs/architecture.md "Quality bars"); only a page with a token asks.
 * @param api the page's client
 * @param token the token to check
 * @returns the server's answer; rejects when the call failed (and the next caller asks again)
 * @example const { token_is_valid } = await checkToken(runtime.api, stored);
 */
export function checkToken(api: ApiClient, token: string): Promise<TokenAnswer> {
  let asked = checks.get(api);
  if (!asked) checks.set(api, (asked = new Map()));
  let check = asked.get(token);
  if (!check) {
    check = isTokenValid(api, token);
    asked.set(token, check);
    // A failed call is not an answer: the next start may ask again.
    check.catch(() => asked.delete(token));
  }
  return check;
}
