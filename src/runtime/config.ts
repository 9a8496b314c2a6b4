import { createStore, type StoreApi } from "zustand/vanilla";
import { safeHttpUrl } from "../domain/safe-url";
import { reduceLocale, type Locale } from "../i18n/locales";

/** Receives errors worth reporting: API version fallbacks, crashed tags, failed settings. */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

/** Page-wide configuration. docs/architecture.md "Shared-context bootstrapping": attribute > <ov-context> > configure() > defaults. */
export interface OvConfig {
  /** Origin (optionally with a path prefix) under which `/api/v{n}/` lives. Default: the page's origin. */
  apiBase: string;
  /** Explicit interface language, or null to follow the `lang` cookie and the settings default. */
  lang: Locale | null;
  /** Languages the partner enables (spec §1); null means "as the settings say". */
  languages: Locale[] | null;
  /** Theme name reflected on each tag (`light`, `dark` or a partner's own). */
  theme: string | null;
  /** Milliseconds before a call fails with the `timeout` error. */
  timeoutMs: number;
  /** The fetch used by the API client (tests pass the in-process sandbox's). Null: the global fetch. */
  fetch: typeof fetch | null;
  /** Where errors are reported (spec §7.1: each version fallback is reported). */
  reportError: ErrorReporter | null;
  /** Keep the token in the secure SameSite=Lax cookie of spec §9 (the portal does; lone widgets don't). */
  persistToken: boolean;
  /**
   * Where a tag sends a visitor who must log in (the price alerts' Sign in, the exit of the
   * session-expired dialog when no tag handles the logout). Null: no address, the tag only fires
   * `ov-login-required`. An `<ov-portal>` on the page provides its own login route as the lowest layer.
   */
  loginUrl: string | null;
  /**
   * The scoring below which the contracting wizard refuses a lead online (issue 36: the catalogue's
   * `GET leads/solvencia/{lead_id}` gives `scoring` and does not say how it maps to a refusal, so the
   * retailer says it here). Null: the scoring refuses no one.
   */
  minScoring: number | null;
}

export type ConfigInput = Partial<OvConfig>;

export interface ConfigState {
  defaults: OvConfig;
  /**
   * Values a tag on the page provides for the others, below every page setting: the portal's login
   * route (see `handleLoginRequests` in ./login-request.ts).
   */
  provided: ConfigInput;
  /** From `OvWidgets.configure()`. */
  configured: ConfigInput;
  /** From the attributes of `<ov-context>` elements. */
  context: ConfigInput;
}

export type ConfigStore = StoreApi<ConfigState>;

/** Default request timeout; the server's own limits are not shown (spec §9), 30 s covers slow mobile links. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export function defaultConfig(): OvConfig {
  const origin = typeof location !== "undefined" && location.origin !== "null" ? location.origin : "";
  return {
    apiBase: origin,
    lang: null,
    languages: null,
    theme: null,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    fetch: null,
    reportError: null,
    persistToken: false,
    loginUrl: null,
    minScoring: null,
  };
}

/** Creates the configuration store of one page (the runtime keeps a single one). */
export function createConfigStore(defaults: OvConfig = defaultConfig()): ConfigStore {
  return createStore<ConfigState>()(() => ({ defaults, provided: {}, configured: {}, context: {} }));
}

/** Drops keys whose value is undefined, so a layer never erases a lower one by accident. */
function defined(input: ConfigInput): ConfigInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/**
 * The configuration in force for one tag.
 * @param state the page's layers
 * @param tag values from the tag's own attributes (highest precedence)
 * @returns the merged configuration
 * @example resolveConfig(store.getState(), { lang: "es" }).apiBase
 */
export function resolveConfig(state: ConfigState, tag: ConfigInput = {}): OvConfig {
  return { ...state.defaults, ...defined(state.provided), ...defined(state.configured), ...defined(state.context), ...defined(tag) };
}

/**
 * Checks a value given from JavaScript or an attribute. Bad values fall back with one console
 * warning (issue 2 "Bad input"), never throw, so a typo on a CMS page cannot blank a widget.
 */
export function sanitizeConfigInput(input: Record<string, unknown>, source: string): ConfigInput {
  const out: ConfigInput = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const ignore = (why?: string) => warnOnce(`${source}: ignored ${key} "${String(value)}"${why ? ` (${why})` : ""}`);
    switch (key) {
      case "apiBase":
        if (typeof value === "string" && isUsableBase(value)) out.apiBase = value.replace(/\/+$/, "");
        else ignore("not an http(s) URL or path");
        break;
      case "lang": {
        if (value === null || value === "") {
          out.lang = null;
          break;
        }
        const locale = reduceLocale(value);
        if (locale) out.lang = locale;
        else ignore("unknown: the default language is used");
        break;
      }
      case "languages": {
        const list = typeof value === "string" ? value.split(/[\s,]+/) : Array.isArray(value) ? value : [];
        const locales = list.map((code) => reduceLocale(String(code))).filter((code): code is Locale => code !== null);
        if (locales.length > 0) out.languages = [...new Set(locales)];
        else ignore();
        break;
      }
      case "theme":
        if (value === null || (typeof value === "string" && /^[\w-]{1,40}$/.test(value))) out.theme = value || null;
        else ignore();
        break;
      case "timeoutMs":
        if (typeof value === "number" && value > 0) out.timeoutMs = value;
        else ignore();
        break;
      case "fetch":
        if (typeof value === "function" || value === null) out.fetch = value as typeof fetch | null;
        break;
      case "reportError":
        if (typeof value === "function" || value === null) out.reportError = value as ErrorReporter | null;
        break;
      case "persistToken":
        out.persistToken = value === true;
        break;
      case "loginUrl":
        if (value === null || value === "") out.loginUrl = null;
        else if (typeof value === "string" && isUsableAddress(value)) out.loginUrl = value;
        else ignore("not an http(s) URL, path or #route");
        break;
      case "minScoring":
        if (value === null || (typeof value === "number" && Number.isFinite(value))) out.minScoring = value;
        else ignore("not a number");
        break;
      default:
        ignore("an unknown option");
    }
  }
  return out;
}

/** A login address may be a page path, a hash route or an http(s) URL; never `javascript:` or `data:`. */
function isUsableAddress(value: string): boolean {
  return value.startsWith("#") || value.startsWith("?") || isUsableBase(value);
}

/** A base or login address that is not a path passes the one safe-URL rule of server addresses too. */
function isUsableBase(value: string): boolean {
  return value.startsWith("/") || safeHttpUrl(value) !== null;
}

const warned = new Set<string>();
/** One console warning per distinct problem per page. */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[ov-widgets] ${message}`);
}
