import { OIDC_COOKIES, START_QUERY } from "../domain/portal/session-start";
import { readCookie } from "./cookies";
import type { Runtime } from "./runtime";
import { storedToken } from "./session";

/**
 * spec §4 Session, step 3 "stored token (refresh)" for every tag, not only the portal: a token a
 * previous visit stored signs in a lone `<ov-price-alerts>` too. "Failed refresh clears the
 * session"; a call that did not get through leaves the stored token for the next visit. Loaded by
 * the runtime's start only when a token is stored (src/runtime/runtime.ts), so its code and the
 * start's names stay out of the runtime chunk every page downloads (docs/architecture.md "Quality bars").
 * @param runtime the page's runtime (its session and its shared `checkToken`)
 * @returns resolves when the session is settled (signed in, signed out, or left for the next visit)
 * @example if (storedToken()) void import("./stored-token-refresh").then(({ refreshStoredToken }) => refreshStoredToken(runtime));
 */
export async function refreshStoredToken(runtime: Runtime): Promise<void> {
  const { session } = runtime;
  const stored = storedToken();
  if (!stored || session.getState().status === "authenticated") return;
  // A token, client id or provider code in the address outranks the stored token (spec §4 order):
  // the portal's start handles those.
  const query = typeof location === "undefined" ? new URLSearchParams() : new URLSearchParams(location.search);
  if ([START_QUERY.token, START_QUERY.clientId, START_QUERY.code].some((key) => query.has(key))) return;
  const valid = await runtime.checkToken(stored).then(
    (answer) => answer.token_is_valid,
    () => null,
  );
  // Signed in meanwhile (the host page, a login): that session wins over the stored one.
  if (valid === null || session.getState().status === "authenticated" || storedToken() !== stored) return;
  if (valid) session.getState().signIn(stored, { source: "refresh", openidToken: readCookie(OIDC_COOKIES.openidToken) });
  else session.getState().signOut();
}
