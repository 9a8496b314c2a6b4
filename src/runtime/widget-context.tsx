import type * as LogoutCode from "./logout";
import { retryableChunk } from "../element/retryable-chunk";
import { createContext, useContext, useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import type { ApiClient } from "../api/types";
import { emit as emitEvent, type OvEventMap, type OvEventName } from "../events/catalogue";
import type { Locale } from "../i18n/locales";
import { resolveConfig, type ConfigInput } from "./config";
import type { Settings } from "./default-settings";
import type { Runtime } from "./runtime";
import type { SessionActions, SessionState } from "./session";
import { isFeatureEnabled, publicSettingsKnown, type FeatureFlags } from "./settings";

/** What every hook of a widget's tree reads: one value per tag, provided by the element wrapper. */
export interface WidgetContextValue {
  runtime: Runtime;
  /** The custom element itself (events are dispatched on it). */
  host: HTMLElement;
  tag: string;
  api: ApiClient;
  locale: Locale;
  /** The tag's own configuration (its `lang`, `api-base`, `theme`, `login-url` attributes), checked. */
  config?: ConfigInput;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

function useWidgetContext(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error("ov-widgets hooks must be used inside a tag defined with defineWidget");
  return value;
}

/** The tag's runtime, language and host element, or null outside a tag (Storybook frames, unit tests of parts). */
export function useOptionalWidget(): { runtime: Runtime; locale: Locale; host: HTMLElement } | null {
  const value = useContext(WidgetContext);
  return value ? { runtime: value.runtime, locale: value.locale, host: value.host } : null;
}

/** The page-wide runtime. */
export function useRuntime(): Runtime {
  return useWidgetContext().runtime;
}

/** The API client of this tag (its `api-base` and language). */
export function useApi(): ApiClient {
  return useWidgetContext().api;
}

/** The language this tag shows (2-letter). */
export function useLocale(): Locale {
  return useWidgetContext().locale;
}

/** A slice of the merged settings; re-renders only when that slice changes. */
export function useSettings<T>(selector: (settings: Settings) => T): T {
  const { runtime } = useWidgetContext();
  return useStore(runtime.settings, (state) => selector(state.settings));
}

/** {@link publicSettingsKnown}, re-rendering when it changes. */
export function usePublicSettingsKnown(): boolean {
  const { runtime } = useWidgetContext();
  return useStore(runtime.settings, publicSettingsKnown);
}

/** A slice of the session (token, claims, expired...). */
export function useSession<T>(selector: (session: SessionState & SessionActions) => T): T {
  const { runtime } = useWidgetContext();
  return useStore(runtime.session, selector);
}

/**
 * The server's feature flags as they stand (null until they arrive), for code that checks several by
 * name (`isFeatureEnabled`); one known flag reads better with `useFeature`.
 * @returns the flags, or null before they are loaded
 */
export function useFlags(): FeatureFlags | null {
  const { runtime } = useWidgetContext();
  return useStore(runtime.settings, (state) => state.flags);
}

/**
 * spec §4: a missing or not-yet-loaded flag shows; only an explicit false hides. A flag that demands
 * something (`missing: false`) demands it only when explicitly true (see `isFeatureEnabled`).
 */
export function useFeature(name: string, { missing = true }: { missing?: boolean } = {}): boolean {
  const { runtime } = useWidgetContext();
  return useStore(runtime.settings, (state) => isFeatureEnabled(state.flags, name, missing));
}

/**
 * Fires a catalogue event from this tag (bubbles, composed). Call it on user action only.
 * @returns false when a listener cancelled a `cancelable` event (see `emit` in src/events/catalogue.ts)
 */
export function useEmit(): <K extends OvEventName>(name: K, detail: OvEventMap[K], options?: { cancelable?: boolean }) => boolean {
  const { host } = useWidgetContext();
  return useMemo(() => (name, detail, options) => emitEvent(host, name, detail, options), [host]);
}

/**
 * Where this tag sends a visitor who must log in: its `login-url`, else `<ov-context login-url>`, else
 * `configure({ loginUrl })`, else the login route of an `<ov-portal>` on the page; null when none.
 */
export function useLoginUrl(): string | null {
  const { runtime, config } = useWidgetContext();
  return useStore(runtime.config, (state) => resolveConfig(state, config).loginUrl);
}

/**
 * A tag asks for a login (the price alerts' Sign in): it fires the cancelable `ov-login-required`
 * from itself (bubbles, composed). A listener that cancels it takes the visitor to its own login
 * (the portal's router, the host page's login dialog, see `handleLoginRequests` in ./login-request.ts);
 * otherwise the tag's login address is followed. Here rather than in ./login-request.ts, whose
 * handling is the portal's: that module stays out of the runtime chunk (scripts/build.mjs).
 * @param from the tag asking (the event's target)
 * @param tag the tag's name, in the detail
 * @param loginUrl the address the tag would follow (its resolved `loginUrl`), passed in the detail
 * @returns true when nobody took over, so the caller follows `loginUrl` itself
 * @example if (!requestLogin(host, "ov-price-alerts", href)) event.preventDefault();
 */
export function requestLogin(from: EventTarget, tag: string, loginUrl: string | null): boolean {
  const detail: OvEventMap["ov-login-required"] = { tag, loginUrl };
  return emitEvent(from, "ov-login-required", detail, { cancelable: true });
}

/**
 * Asks for a login from this tag, on user action (a Sign in link's click): fires the cancelable
 * `ov-login-required` (see {@link requestLogin}).
 * @returns true when nobody took over: the link's own navigation goes ahead
 * @example <a href={href} onClick={(event) => { if (!askLogin()) event.preventDefault(); }}>
 */
export function useRequestLogin(): () => boolean {
  const { host, tag } = useWidgetContext();
  const loginUrl = useLoginUrl();
  return () => requestLogin(host, tag, loginUrl);
}

/** The logout's chunk, downloaded once for every tag on the page; a failed download is tried again at the next call. */
const logoutCode = retryableChunk<typeof LogoutCode>(() => import("./logout"));

/**
 * Logs out from this tag (spec §4 Session): clears the session, fires `ov-logout`, then the registered
 * logout handler or the login address (see `logout` in ./logout.ts). The portal's Log out button and
 * its failed-authorisation exits use it. The logout's code is a chunk of its own, not in the runtime
 * chunk every page downloads (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs): its
 * download starts when the tag using this renders with `preload` true, so it is there before the
 * person presses Log out; with `preload` false (nobody signed in: the portal's login screen, issue 20
 * "the first screen carries only what it shows") it starts when `preload` turns true or at the press.
 * @param preload whether to download the logout's code now (default true)
 * @returns the call that logs out; it resolves false when the person could not be logged out (the code
 *   could not be downloaded: calls §8 "Logout failure: cannot leave the session"), for the button to say so
 * @example const logout = useLogout(signedIn); <Button onClick={() => logout().then(setLoggedOut)}>Log out</Button>
 */
export function useLogout(preload = true): () => Promise<boolean> {
  const { runtime, host, config } = useWidgetContext();
  useEffect(() => {
    if (preload) logoutCode.load().catch(() => {}); // a failed download is reported at the press, which retries it
  }, [preload]);
  return useMemo(
    () => () =>
      logoutCode.load().then(
        ({ logout }) => (logout(runtime, host, config), true),
        (error: unknown) => (runtime.report(error, { kind: "chunk-load", chunk: "logout" }), false),
      ),
    [runtime, host, config],
  );
}

/**
 * A signal aborted when the component unmounts (the tag was removed): pass it to every call so that
 * no answer is written into an unmounted tree (issue 2 "Bad input").
 */
export function useAbortSignal(): AbortSignal {
  // Tags render without StrictMode, so an effect's cleanup means the tree is really going away.
  const [controller] = useState(() => new AbortController());
  useEffect(() => () => controller.abort(), [controller]);
  return controller.signal;
}
