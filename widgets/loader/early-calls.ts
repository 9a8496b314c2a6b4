import { EARLY_KEY, PENDING_KEY, RUNTIME_KEY, page } from "../../src/load-protocol/globals";
import type { ConfigureOptions } from "../loader";
import { firstLocale, storedSession } from "./page";

/** How long an early answer waits for the first screen's call (a slow phone runs the runtime in seconds). */
const EARLY_CALLS_KEPT_MS = 60_000;

/**
 * spec §7.3: every page's first calls, the public settings and the feature flags, started with the
 * first wave instead of after the runtime has run (issue 20), and the public lists a tag's first screen
 * shows (the comparator's and the wizard's companies of origin, the wizard's street types:
 * the `calls` of widgets/<tag>/first-load.ts). The runtime takes these answers when it makes the same calls
 * (src/runtime/early-calls.ts: same address, no custom `fetch`); an answer it does not ask for is never
 * read. Not on a page whose calls carry a token (a queued `setToken`, the stored session cookie) or go
 * through the host's own `fetch`: those the runtime makes itself.
 * @param tagPaths - the tag's own calls, relative to `/api/` (e.g. `v1/leads/comers`)
 * @param tagLang - the language of the tag's calls
 */
export function startEarlyCalls(tagPaths: string[], tagLang: string): void {
  const host = page;
  if (RUNTIME_KEY in host || storedSession()) return;
  let apiBase: unknown = null;
  for (const [method, value] of host[PENDING_KEY] ?? []) {
    if (method === "configure" && (value as ConfigureOptions).fetch) return;
    if (method === "configure") apiBase = (value as ConfigureOptions).apiBase ?? apiBase;
  }
  // The page-wide base (src/runtime/config.ts): <ov-context api-base> > configure(). Only a base the
  // page names: with none yet (a configure() written later), no call leaves for a guessed address.
  const named = document.querySelector("ov-context")?.getAttribute("api-base") ?? apiBase;
  if (typeof named !== "string" || !named) return;
  const base = named.replace(/\/+$/, "");
  const calls = host[EARLY_KEY] ?? new Map<string, Promise<Response>>();
  const start = (path: string, lang: string) => {
    // The address buildUrl (src/api/client.ts) makes for the same call.
    const url = `${base}/api/${path}?lang=${lang}`;
    if (calls.has(url)) return;
    const call = fetch(url, { headers: { Accept: "application/json" }, credentials: "omit" });
    calls.set(url, call);
    // For the first screens only: a failed answer, or one no first screen took in time, is forgotten,
    // so that a later call (a later step's list, a retry) asks again rather than get this one. The
    // runtime's own call reports failures; an unread early one stays silent.
    const forget = () => calls.get(url) === call && calls.delete(url);
    call.then((response) => response.ok || forget(), forget);
    setTimeout(forget, EARLY_CALLS_KEPT_MS);
  };
  // Once per page: getPublicSettings and getFeatureFlags (src/api/settings.ts).
  if (!host[EARLY_KEY]) for (const path of ["v2/ov_customize/ov_settings", "v1/feature_flags/"]) start(path, firstLocale(null));
  for (const path of tagPaths) start(path, tagLang);
  host[EARLY_KEY] = calls;
}
