import { PENDING_KEY, RUNTIME_KEY, page, type RuntimeCall } from "../../src/load-protocol/globals";
import { DEFAULT_LOCALE, reduceLocale, type Locale } from "../../src/load-protocol/locale";

type RuntimeSlot = { [RUNTIME_KEY]?: Record<RuntimeCall, (value: never) => void> };

/**
 * Calls the runtime at once when a tag has already created it, else queues the call: the runtime
 * replays the queue when it is created, before any tag makes a request. So `configure()` written
 * before the script's chunks arrive is never lost and costs the loader no runtime bytes.
 */
export function toRuntime(method: RuntimeCall, value: unknown): void {
  const host = page as typeof page & RuntimeSlot;
  const runtime = host[RUNTIME_KEY];
  if (runtime) runtime[method](value as never);
  else (host[PENDING_KEY] ??= []).push([method, value]);
}

let cookieRead: string | null = null;
/** `document.cookie`, read once per run of the loader: each read is a call into the browser (2 to 3 ms at 4x CPU in a profile). */
function pageCookie(): string {
  if (cookieRead === null) {
    cookieRead = document.cookie;
    queueMicrotask(() => (cookieRead = null));
  }
  return cookieRead;
}

/**
 * The language a tag will show when it is known before the runtime runs (docs/architecture.md "i18n" order): its
 * `lang` attribute, `<ov-context lang>`, `setLanguage()`/`configure({ lang })` queued so far, the
 * `lang` cookie. Null when only the settings will tell (their default language).
 */
export function knownLocale(element: Element | null): Locale | null {
  let queued: unknown = null;
  for (const [method, value] of page[PENDING_KEY] ?? []) {
    if (method === "setLanguage") queued = value;
    else if (method === "configure" && typeof value === "object" && value && "lang" in value) queued = (value as { lang?: unknown }).lang;
  }
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(pageCookie())?.[1];
  for (const candidate of [element?.getAttribute("lang"), document.querySelector("ov-context")?.getAttribute("lang"), queued, cookie]) {
    const locale = reduceLocale(candidate); // "es-ES", " ES " and "es_ES" are Spanish
    if (locale) return locale;
  }
  return null;
}

/** A session stored by a previous visit (the token cookie of src/runtime/session.ts) or a queued `setToken`. */
export function storedSession(): boolean {
  // An emptied cookie is no session (src/runtime/cookies.ts readCookie).
  return /(?:^|;\s*)ov_token=[^;]/.test(pageCookie()) || (page[PENDING_KEY] ?? []).some(([method]) => method === "setToken");
}

/** The language of a tag's first screen: the known one, else the default until the settings answer. */
export const firstLocale = (element: Element | null): Locale => knownLocale(element) ?? DEFAULT_LOCALE;
