import { ResponseCache } from "../api/cache";
import { createApiClient } from "../api/client";
import type { ApiClient } from "../api/types";
import { PENDING_KEY, RUNTIME_KEY, type PageSlots } from "../load-protocol/globals";
import type { Locale } from "../i18n/locales";
import { createConfigStore, resolveConfig, sanitizeConfigInput, type ConfigInput, type ConfigStore, type OvConfig } from "./config";
import { syncContextFromDom } from "./context";
import { withEarlyCalls } from "./early-calls";
import { I18nRegistry, rememberLocale, resolveLocale } from "./i18n";
import { createSessionStore, storedToken, type SessionStore } from "./session";
import { createSessionUiStore, type SessionUiStore } from "./session-ui";
import { createSettingsStore, type SettingsStore } from "./settings";

declare const __OV_VERSION__: string;

/** The library version, also `window.OvWidgets.version`. */
export const version: string = typeof __OV_VERSION__ === "string" ? __OV_VERSION__ : "0.0.0-dev";

/** The page-wide runtime of docs/architecture.md "Shared-context bootstrapping". */
export interface Runtime {
  readonly version: string;
  readonly config: ConfigStore;
  readonly session: SessionStore;
  /** Which tag shows the session-expired dialog, and the registered logout handlers (./session-ui.ts). */
  readonly sessionUi: SessionUiStore;
  readonly settings: SettingsStore;
  readonly i18n: I18nRegistry;
  readonly cache: ResponseCache;
  /** The client for the page's configuration. */
  readonly api: ApiClient;
  /** A client for one tag's own overrides (`api-base`, `lang`) sharing the page's cache and session. */
  apiFor(tag: ConfigInput, locale: () => Locale): ApiClient;
  /** Effective configuration for a tag's overrides. */
  resolve(tag?: ConfigInput): OvConfig;
  /** Active locale for a tag's `lang` override. */
  localeFor(tagLang?: Locale | null): Locale;
  /** Starts the start-up loads (public settings, feature flags) once; called when the first tag connects. */
  start(): void;
  configure(options: Record<string, unknown>): void;
  setToken(token: string | null): void;
  setLanguage(lang: string): void;
  report(error: unknown, context?: Record<string, unknown>): void;
  /**
   * Asks the server whether a token is still valid (POST is_token_valid). One request per token per
   * page: the stored-token refresh of the runtime and the portal's session start share it.
   * @returns the server's answer; rejects when the call failed
   */
  checkToken(token: string): Promise<{ token_is_valid: boolean }>;
}

/**
 * Creates a runtime. Use `getRuntime()` in product code; tests create their own for isolation.
 */
export function createRuntime(): Runtime {
  const config = createConfigStore();
  const session = createSessionStore({ persist: () => resolveConfig(config.getState()).persistToken });
  const sessionUi = createSessionUiStore();
  const cache = new ResponseCache();
  const i18n = new I18nRegistry();
  let started = false;

  const report = (error: unknown, context: Record<string, unknown> = {}) => {
    const reporter = resolveConfig(config.getState()).reportError;
    try {
      if (reporter) reporter(error, context);
    } catch {
      // A broken reporter on the host page must never break a widget.
    }
  };

  const localeFor = (tagLang?: Locale | null): Locale => {
    const effective = resolveConfig(config.getState());
    const language = settings.getState().settings.language;
    const partner = effective.languages ?? language.partner.map((code) => code.slice(0, 2).toLowerCase() as Locale);
    return resolveLocale({ tag: tagLang ?? null, configured: effective.lang, settingsDefault: language.default, enabled: partner });
  };

  const earlyFetch: typeof fetch = (input, init) => withEarlyCalls(globalThis.fetch.bind(globalThis))(input, init);
  const apiFor = (tag: ConfigInput, locale: () => Locale): ApiClient =>
    createApiClient({
      apiBase: () => resolveConfig(config.getState(), tag).apiBase,
      locale,
      token: () => session.getState().token,
      timeoutMs: () => resolveConfig(config.getState(), tag).timeoutMs,
      // The host's own fetch as it is; else the settings and flags calls the loader started early are taken.
      fetch: () => resolveConfig(config.getState(), tag).fetch ?? earlyFetch,
      report,
      onTokenExpired: () => session.getState().expire(),
      cache,
    });

  const api = apiFor({}, () => localeFor());
  const settings = createSettingsStore(() => api);

  // spec §7.3: private settings after login; back to the public ones after logout.
  session.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    if (state.status === "authenticated") void settings.getState().loadPrivate();
    else {
      settings.getState().dropPrivate();
      cache.clear();
    }
  });

  // The token check and the session calls load on demand (./token-check.ts): src/api/session.ts is the
  // portal's, and the runtime chunk every page downloads stays within the comparator's first-load budget
  // (docs/architecture.md "Quality bars"); only a page with a token asks.
  const checkToken = (token: string) => import("./token-check").then((check) => check.checkToken(api, token));

  const runtime: Runtime = {
    version,
    config,
    session,
    sessionUi,
    settings,
    i18n,
    cache,
    api,
    apiFor,
    resolve: (tag) => resolveConfig(config.getState(), tag),
    localeFor,
    report,
    start() {
      if (started) return;
      started = true;
      syncContextFromDom(runtime);
      void settings.getState().loadPublic();
      void settings.getState().loadFlags();
      // spec §4 Session step 3 for every tag (./stored-token-refresh.ts): its code loads only on a page
      // that has a stored token, not in the runtime chunk every page downloads.
      if (storedToken()) {
        void import("./stored-token-refresh")
          .then(({ refreshStoredToken }) => refreshStoredToken(runtime))
          .catch((error: unknown) => report(error, { kind: "stored-token-refresh" }));
      }
    },
    checkToken,
    configure(options) {
      const input = sanitizeConfigInput(options, "OvWidgets.configure");
      config.setState((state) => ({ configured: { ...state.configured, ...input } }));
    },
    setToken(token) {
      if (token) session.getState().signIn(token, { source: "api" });
      // The host page signs the person out: what they typed in this tab goes with them.
      else session.getState().signOut({ forgetDrafts: true });
    },
    setLanguage(lang) {
      const input = sanitizeConfigInput({ lang }, "OvWidgets.setLanguage");
      if (!input.lang) return;
      rememberLocale(input.lang);
      // A page-level choice outranks configure() but not <ov-context> or a tag attribute.
      config.setState((state) => ({ configured: { ...state.configured, lang: input.lang } }));
    },
  };
  return runtime;
}

type RuntimeHost = typeof globalThis & PageSlots & { [RUNTIME_KEY]?: Runtime };

/** Whether this copy has said that it runs on another version's runtime (once, see getRuntime). */
let warned = false;

/**
 * The page's runtime, created on first use and kept on `globalThis` so a second copy of the bundle
 * (another version loaded by a partner, the CDN and the npm build together) shares it.
 */
export function getRuntime(): Runtime {
  const host = globalThis as RuntimeHost;
  if (!host[RUNTIME_KEY]) {
    const runtime = createRuntime();
    host[RUNTIME_KEY] = runtime;
    // Replay what the loader queued before this chunk arrived (configure, setToken, setLanguage).
    for (const [method, value] of host[PENDING_KEY]?.splice(0) ?? []) {
      if (method === "configure" && typeof value === "object" && value !== null) runtime.configure(value as Record<string, unknown>);
      else if (method === "setToken") runtime.setToken(typeof value === "string" ? value : null);
      else if (method === "setLanguage" && typeof value === "string") runtime.setLanguage(value);
    }
  }
  const shared = host[RUNTIME_KEY];
  // Two bundles of different versions on one page (a partner's npm build beside the CDN script) share
  // the first one's runtime (docs/architecture.md "Shared-context bootstrapping"): this copy's tags run
  // on it, and the page's developer hears of it once.
  if (shared.version !== version && !warned) {
    warned = true;
    console.warn(`[ov-widgets] ${version} runs on ${shared.version}`);
  }
  return shared;
}

/** Test helper: forget the page runtime so the next `getRuntime()` starts fresh. */
export function resetRuntimeForTests(): void {
  delete (globalThis as RuntimeHost)[RUNTIME_KEY];
}
