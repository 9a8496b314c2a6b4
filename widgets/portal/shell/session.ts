import { useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { exchangeOpenIdCode, loginWithClientId } from "../../../src/api/session";
import { pathOf, safeRedirectPath, REDIRECT_PATH, matchRoute, type RouteSettings } from "../../../src/domain/portal/routes";
import {
  afterOpenIdLogin,
  CONSUMED_QUERY_KEYS,
  OIDC_COOKIES,
  oidcAuthorizeUrl,
  oidcLogoutUrl,
  randomKey,
  startSession,
  type StartErrorStatus,
} from "../../../src/domain/portal/session-start";
import { deleteCookie, readCookie, writeCookie } from "../../../src/runtime/cookies";
import type { Settings } from "../../../src/runtime/default-settings";
import { decodeClaims, storedToken } from "../../../src/runtime/session";
import { whenPublicSettingsKnown } from "../../../src/runtime/settings";
import { useApi, useEmit, useRuntime } from "../../../src/runtime/widget-context";
import type { PortalLocation } from "./location";

export type StartState =
  | { phase: "starting" }
  /** `linkRefused`: the visit came by a token link the server did not accept (see StartOutcome). */
  | { phase: "ready"; linkRefused?: true }
  | { phase: "error"; status: StartErrorStatus };

/** The round trip's cookies live ten minutes: long enough to log in at the provider, short enough not to linger. */
const OIDC_ROUND_TRIP_SECONDS = 600;

/** The page's own query plus, in hash mode, the portal's (a link may carry either). */
function startQuery(location: PortalLocation): URLSearchParams {
  const query = new URLSearchParams(window.location.search);
  for (const [key, value] of new URLSearchParams(location.search)) if (!query.has(key)) query.set(key, value);
  return query;
}

const forgetRoundTrip = () => {
  deleteCookie(OIDC_COOKIES.nonce);
  deleteCookie(OIDC_COOKIES.key);
  deleteCookie(OIDC_COOKIES.path);
  deleteCookie(OIDC_COOKIES.promocode);
};

/** The first enabled contracting route, for a new customer after single sign-on (spec §2 Login). */
function contractingPath(settings: RouteSettings): string | null {
  for (const name of ["newElectricityCustomer", "newDualCustomer", "newGasCustomer"] as const) {
    if (matchRoute(pathOf(name), settings)) return pathOf(name);
  }
  return null;
}

/**
 * Whether the session start has nothing to check: no stored session and none of the start's query
 * values (a token, a client id, the identity provider's code and state). Its outcome is then "not
 * logged in" whatever the settings say (`startSession`, step 5), so it need not wait for them.
 */
function nothingToStart(location: PortalLocation): boolean {
  const query = startQuery(location);
  return storedToken() === null && CONSUMED_QUERY_KEYS.every((key) => !query.has(key));
}

/**
 * Runs the session start of spec §4 once, when the public settings are known (single sign-on is one
 * of them), and lands where the spec says. A session the host page already set (`OvWidgets.setToken`,
 * another portal) is kept as it is. A visitor with nothing to check (no stored session, no start
 * values in the address) is ready at once: the login draws with the shell's first render, with the
 * built-in settings until the public ones arrive (spec §1: they are merged over the defaults), instead
 * of a spinner painted while the settings' answer waits for the main thread (issue 20: traced at 4x,
 * the answer was in before the portal's code had run, but read after a frame of spinner and a second
 * render of the shell).
 */
export function useSessionStart(location: PortalLocation): StartState {
  const runtime = useRuntime();
  const api = useApi();
  const emit = useEmit();
  const [ownsSession] = useState(() => runtime.session.getState().status !== "authenticated");
  const [state, setState] = useState<StartState>(() =>
    !ownsSession || nothingToStart(location) ? { phase: "ready" } : { phase: "starting" },
  );
  const started = useRef(false);
  // The location of the moment the answers arrive, not of the first render.
  const currentLocation = useEffectEvent(() => location);

  // The portal is the page's session owner: its token is kept in the cookie for the next visit (spec §7.2).
  useLayoutEffect(() => {
    if (ownsSession) runtime.configure({ persistToken: true });
  }, [runtime, ownsSession]);

  // Started in the commit, not in a task after it, where React runs a plain effect (at times after a
  // paint): the first screen waits for this start.
  useLayoutEffect(() => {
    if (started.current || state.phase !== "starting") return;
    started.current = true;
    let cancelled = false;

    void whenPublicSettingsKnown(runtime.settings).then(async () => {
      const settings = runtime.settings.getState().settings;
      const query = startQuery(currentLocation());
      const outcome = await startSession({
        query,
        storedToken: storedToken(),
        oidc: settings.features.oidc,
        readCookie,
        calls: {
          // One check per token for the page: the runtime refreshes a stored token for every tag too.
          isTokenValid: (token) => runtime.checkToken(token),
          loginWithClientId: (payload) => loginWithClientId(api, payload),
          exchangeOpenIdCode: (payload) => exchangeOpenIdCode(api, payload),
        },
      });
      if (cancelled) return;
      const session = runtime.session.getState();
      // A token set meanwhile by the host page wins over what the start found.
      if (session.status === "authenticated" && outcome.kind !== "signedIn") return setState({ phase: "ready" });
      currentLocation().forget(CONSUMED_QUERY_KEYS);
      if (outcome.kind === "signedIn") {
        if (outcome.locale) runtime.setLanguage(outcome.locale);
        session.signIn(outcome.token, { source: outcome.source, openidToken: outcome.openidToken });
        if (outcome.source === "openid") {
          if (outcome.openidToken) writeCookie(OIDC_COOKIES.openidToken, outcome.openidToken, { secure: true });
          const landing = afterOpenIdLogin({
            newCustomer: outcome.newCustomer,
            // The provider's return carries no promocode: the one the login page had was kept for it.
            promocode: query.get("promocode") ?? readCookie(OIDC_COOKIES.promocode),
            contractingPath: contractingPath(settings),
            storedPath: safeRedirectPath(readCookie(OIDC_COOKIES.path), settings),
          });
          forgetRoundTrip();
          currentLocation().navigate(landing, { replace: true });
        }
        const claims = decodeClaims(outcome.token);
        emit("ov-login", { userId: claims.userId, readonly: claims.readonly });
        return setState({ phase: "ready" });
      }
      if (outcome.clearStored) {
        session.signOut();
        deleteCookie(OIDC_COOKIES.openidToken);
      }
      if (outcome.kind === "error") {
        forgetRoundTrip();
        return setState({ phase: "error", status: outcome.status });
      }
      setState(outcome.linkRefused ? { phase: "ready", linkRefused: true } : { phase: "ready" });
    });
    return () => {
      cancelled = true;
      started.current = false;
    };
  }, [runtime, api, emit, state.phase]);

  return state;
}

/**
 * Whether the settings give a usable provider address (an http(s) one). Then
 * {@link startOpenIdLogin} leaves for the identity provider (spec §2 Login: "a nonce and key are stored in cookies, the user is
 * redirected out"), remembering the portal path to come back to.
 * @returns false when the settings give no usable provider address
 */
export function canStartOpenId(settings: Settings): boolean {
  return oidcAuthorizeUrl(settings.oidc.authorizeUrl, { clientId: "", redirectUri: "", nonce: "", state: "" }) !== null;
}

/** See {@link canStartOpenId}. */
export function startOpenIdLogin(settings: Settings, href: (to: string) => string, query: URLSearchParams): boolean {
  const nonce = randomKey();
  const key = randomKey();
  const url = oidcAuthorizeUrl(settings.oidc.authorizeUrl, {
    clientId: settings.oidc.clientId,
    redirectUri: href(pathOf("connect")),
    nonce,
    state: key,
  });
  if (!url) return false;
  writeCookie(OIDC_COOKIES.nonce, nonce, { secure: true, maxAgeSeconds: OIDC_ROUND_TRIP_SECONDS });
  writeCookie(OIDC_COOKIES.key, key, { secure: true, maxAgeSeconds: OIDC_ROUND_TRIP_SECONDS });
  const back = safeRedirectPath(query.get(REDIRECT_PATH), settings);
  if (back) writeCookie(OIDC_COOKIES.path, back, { secure: true, maxAgeSeconds: OIDC_ROUND_TRIP_SECONDS });
  const promocode = query.get("promocode")?.trim();
  if (promocode) writeCookie(OIDC_COOKIES.promocode, promocode, { secure: true, maxAgeSeconds: OIDC_ROUND_TRIP_SECONDS });
  window.location.assign(url);
  return true;
}

/**
 * spec §4: "Logout clears the session and, with OpenID, redirects to the provider logout with the stored
 * openid token." Returns true when the page is leaving for the provider.
 */
export function providerLogout(settings: Settings, openidToken: string | null, returnTo: string): boolean {
  deleteCookie(OIDC_COOKIES.openidToken);
  if (!openidToken || !settings.features.oidc) return false;
  const url = oidcLogoutUrl(settings.oidc.logoutUrl, { idToken: openidToken, returnTo });
  if (!url) return false;
  window.location.assign(url);
  return true;
}
