/**
 * How the portal's session starts on load (spec §4 Session): "On load the app tries in order: token
 * query value (validate; language from the token locale), id_client plus secret, stored token
 * (refresh), single sign-on redirect or code exchange, else not logged in." Pure over its inputs: the
 * calls and the cookies come in as functions, so every path is testable without a browser.
 */
import { decodeClaims } from "./claims";
import { safeHttpUrl } from "../safe-url";

/** The page query keys the start reads (spec §4; the names are the spec's own words). */
export const START_QUERY = {
  token: "token",
  clientId: "id_client",
  secret: "secret",
  /** What the identity provider sends back (spec §2 Login: "returns with code and state"). */
  code: "code",
  state: "state",
} as const;

/** Cookies of the single sign-on round trip (spec §2 Login: "a nonce and key are stored in cookies"). */
export const OIDC_COOKIES = {
  nonce: "ov_oidc_nonce",
  key: "ov_oidc_key",
  /** The portal path to come back to after the provider (spec §2 Login: "otherwise to the stored path"). */
  path: "ov_oidc_path",
  /**
   * The login page's promocode, kept across the provider (issue 36 item 8: its return address never
   * carries it; spec §2 Login: "goes to contracting if ... a promocode is present").
   */
  promocode: "ov_oidc_promocode",
  /** The provider's token, kept for its logout (spec §4: "redirects to the provider logout with the stored openid token"). */
  openidToken: "ov_openid_token",
} as const;

/** The calls the start makes (calls document §7.2). */
export interface StartCalls {
  isTokenValid(token: string): Promise<{ token_is_valid: boolean }>;
  loginWithClientId(payload: { client_id: string; secret: string }): Promise<{ token?: string | undefined }>;
  exchangeOpenIdCode(payload: {
    code: string;
    nonce: string;
  }): Promise<{ token: string; openid_token: string | null; new_customer: boolean }>;
}

export interface StartInput {
  /** The page's query (the address bar's, where a link or the identity provider puts these values). */
  query: URLSearchParams;
  /** The token a previous visit stored, if any. */
  storedToken: string | null;
  /** Single sign-on is on (settings.features.oidc). */
  oidc: boolean;
  readCookie(name: string): string | null;
  calls: StartCalls;
}

/** The page-level error screens of spec §8.1 the start can end on. */
export type StartErrorStatus = 401 | 500 | 504 | 505;

export type StartOutcome =
  | {
      kind: "signedIn";
      token: string;
      source: "token" | "client_id" | "refresh" | "openid";
      openidToken: string | null;
      /** The interface language the token asks for (two letters), when it carries one. */
      locale: string | null;
      /** OpenID only: a first-time customer (goes to contracting). */
      newCustomer: boolean;
    }
  | {
      kind: "anonymous";
      clearStored: boolean;
      /** A token link was followed and not accepted: the login says so rather than appearing without a word (issue 36, item 8). */
      linkRefused?: true;
    }
  | { kind: "error"; status: StartErrorStatus; clearStored: boolean };

/** The query keys the start used: the portal removes them from the address bar (a token must not linger there). */
export const CONSUMED_QUERY_KEYS: readonly string[] = [
  START_QUERY.token,
  START_QUERY.clientId,
  START_QUERY.secret,
  START_QUERY.code,
  START_QUERY.state,
];

const localeOf = (token: string): string | null => decodeClaims(token).locale?.slice(0, 2).toLowerCase() ?? null;

/** The answers by which the server refuses a token (calls §8.1): 401 (invalid), 403 and 419 (expired). */
const TOKEN_REFUSALS: ReadonlySet<number> = new Set([401, 403, 419]);

function refusesToken(error: unknown): boolean {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : null;
  return typeof status === "number" && TOKEN_REFUSALS.has(status);
}

/**
 * Runs the start in the spec's order and says how it ended. It never throws: a failed call is a step
 * that did not work (the next one is tried), except where §8.1 names an error page.
 * @example const outcome = await startSession({ query, storedToken, oidc: false, readCookie, calls });
 */
export async function startSession(input: StartInput): Promise<StartOutcome> {
  const { query, calls } = input;
  let clearStored = false;

  // 1. A token in the query (a link from another of the retailer's systems): valid, it signs in with its language.
  const queryToken = query.get(START_QUERY.token);
  if (queryToken) {
    const valid = await calls.isTokenValid(queryToken).then(
      (answer) => answer.token_is_valid,
      () => false,
    );
    if (valid)
      return { kind: "signedIn", token: queryToken, source: "token", openidToken: null, locale: localeOf(queryToken), newCustomer: false };
  }

  // 2. A client id and secret: spec §8.1 "Client id failure or no token: status 505".
  const clientId = query.get(START_QUERY.clientId);
  const secret = query.get(START_QUERY.secret);
  if (clientId && secret) {
    const token = await calls.loginWithClientId({ client_id: clientId, secret }).then(
      (answer) => answer.token ?? null,
      () => null,
    );
    if (!token) return { kind: "error", status: 505, clearStored };
    return { kind: "signedIn", token, source: "client_id", openidToken: null, locale: localeOf(token), newCustomer: false };
  }

  // 3. The stored token, refreshed: spec §4 "Failed refresh clears the session". A refresh fails when
  // the server refuses the token (`token_is_valid` false, or an authentication answer: calls §8.1
  // "Token 419 token expired; token 401 token invalid", 403). A server error or a lost call says
  // nothing about the token (§8.1 "500 or 502 internal error"): the stored session stays for a
  // retry and the start ends on the 500 page, whose button reloads (issue 36, item 8).
  if (input.storedToken) {
    const valid = await calls.isTokenValid(input.storedToken).then(
      (answer) => answer.token_is_valid,
      (error: unknown) => (refusesToken(error) ? false : null),
    );
    if (valid === null) return { kind: "error", status: 500, clearStored: false };
    if (valid) {
      return {
        kind: "signedIn",
        token: input.storedToken,
        source: "refresh",
        openidToken: input.readCookie(OIDC_COOKIES.openidToken),
        locale: null,
        newCustomer: false,
      };
    }
    clearStored = true;
  }

  // 4. Back from the identity provider with a code: exchange it with the nonce stored before leaving.
  const code = query.get(START_QUERY.code);
  if (input.oidc && code) {
    const nonce = input.readCookie(OIDC_COOKIES.nonce);
    // spec §8.1: "Single sign-on nonce missing: status 504".
    if (!nonce) return { kind: "error", status: 504, clearStored: true };
    const key = input.readCookie(OIDC_COOKIES.key);
    // The state must be the key this browser stored: a code started elsewhere is refused (no login CSRF).
    if (key && query.get(START_QUERY.state) !== key) return { kind: "error", status: 401, clearStored: true };
    const answer = await calls.exchangeOpenIdCode({ code, nonce }).catch(() => null);
    // spec §8.1: "exchange failure clears nonce and tokens and records 401".
    if (!answer) return { kind: "error", status: 401, clearStored: true };
    return {
      kind: "signedIn",
      token: answer.token,
      source: "openid",
      openidToken: answer.openid_token,
      locale: localeOf(answer.token),
      newCustomer: answer.new_customer,
    };
  }

  // 5. Not logged in (the single sign-on redirect itself happens when a private screen needs a login).
  return queryToken ? { kind: "anonymous", clearStored, linkRefused: true } : { kind: "anonymous", clearStored };
}

/**
 * The provider's authorize address for a new round trip (spec §2 Login: "a nonce and key are stored in
 * cookies, the user is redirected out").
 * @example oidcAuthorizeUrl("https://idp/authorize", { clientId: "ov", redirectUri, nonce, state })
 */
export function oidcAuthorizeUrl(
  authorizeUrl: string,
  { clientId, redirectUri, nonce, state }: { clientId: string; redirectUri: string; nonce: string; state: string },
): string | null {
  const safe = safeHttpUrl(authorizeUrl);
  if (!safe) return null;
  const url = new URL(safe);
  url.searchParams.set("response_type", "code");
  if (clientId) url.searchParams.set("client_id", clientId);
  url.searchParams.set("scope", "openid");
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("nonce", nonce);
  url.searchParams.set("state", state);
  return url.href;
}

/**
 * The provider's logout address (spec §4: "with OpenID, redirects to the provider logout with the
 * stored openid token").
 */
export function oidcLogoutUrl(logoutUrl: string, { idToken, returnTo }: { idToken: string | null; returnTo: string }): string | null {
  const safe = safeHttpUrl(logoutUrl);
  if (!safe) return null;
  const url = new URL(safe);
  if (idToken) url.searchParams.set("id_token_hint", idToken);
  url.searchParams.set("post_logout_redirect_uri", returnTo);
  return url.href;
}

/**
 * Where a single sign-on login lands (spec §2 Login): contracting for a new customer or when a
 * promocode is present and contracting is enabled, otherwise the stored path or home.
 */
export function afterOpenIdLogin({
  newCustomer,
  promocode,
  contractingPath,
  storedPath,
}: {
  newCustomer: boolean;
  promocode: string | null;
  /** The first enabled contracting route, or null when contracting is off. */
  contractingPath: string | null;
  /** Already checked as a path of this portal. */
  storedPath: string | null;
}): string {
  if ((newCustomer || promocode) && contractingPath)
    return promocode ? `${contractingPath}?promocode=${encodeURIComponent(promocode)}` : contractingPath;
  return storedPath ?? "/";
}

/** A random value for the nonce and the key (crypto, never Math.random). */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
