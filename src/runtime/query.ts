import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { LOADING, queryCacheFor, scopedId, type EntryState, type QueryCache, type QueryLoader, type QueryState } from "./query-cache";
import type { QueryKey } from "./query-key";
import { WidgetContext } from "./widget-context";

export type { QueryState } from "./query-cache";
export type { QueryKey } from "./query-key";

/** The one state type of data loaded from the API, with `retry` to load again (after an error). */
export type Query<T> = QueryState<T> & { retry: () => void };

/** Components rendered outside a tag (unit tests of parts, Storybook frames) share this cache. */
const detachedCache: QueryCache = queryCacheFor(WidgetContext);

const IDLE: QueryState<never> = { status: "idle", data: undefined, error: undefined };

/** The cache of this tag's page runtime and the scope of its API client. */
function useQueryScope(): { cache: QueryCache; scope: string } {
  const widget = useContext(WidgetContext);
  if (!widget) return { cache: detachedCache, scope: "" };
  // The client's base, language and token: what every call depends on besides its own key.
  return { cache: queryCacheFor(widget.runtime), scope: widget.api.scope?.() ?? "" };
}

/**
 * Loads data for a component as a keyed query shared across the page: every component (in any tag)
 * asking for the same key in the same scope gets one call and one answer. `null` means "nothing to
 * load yet". The previous data stays while reloading (after `retry`, an invalidation or a change of
 * key), so a list does not blink. When the last component using a key goes, its call is aborted and
 * its answer forgotten; nothing is ever written into an unmounted tree.
 *
 * Keys: made by the key factory of the `src/api` module whose call loads the data (`contractKeys`,
 * `tariffListKeys`...), never written by hand (a string does not compile: see `QueryKey`), so the
 * same call gets the same key in every widget and an invalidation names keys that exist.
 *
 * Scope: the cache id is the key within the scope of the tag's API client (API base, language and
 * token, see `ApiClient.scope`), so the key only names what the call asks for
 * (`tariffListKeys.tariffs(4.6)`, `contractKeys.detail("0104521")`) and two tags with another
 * `api-base`, `lang` or session never share an answer. The hook does it rather than each key, because
 * a key that forgot one of the three would show another language's or another customer's data.
 *
 * @param key what the data is, from a factory of `src/api` (e.g. `tariffListKeys.tariffs(4.6)`), or null
 * @param load the call, given an abort signal (aborted when nobody needs the answer any more)
 * @returns the state, and `retry` to load again after an error
 * @example const comers = useQuery(tariffListKeys.comers("electricity"), (signal) => getComers(api, signal));
 */
export function useQuery<T>(key: QueryKey | null, load: QueryLoader<T>): Query<T> {
  const { cache, scope } = useQueryScope();
  const id = key === null ? null : scopedId(scope, key);

  // The newest render's loader makes the call; kept in a ref so subscribing does not depend on it.
  // Declared before the subscription so that it is current when a new key subscribes.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const run = useCallback((signal: AbortSignal) => loadRef.current(signal), []);

  const subscribe = useCallback(
    (listener: () => void) => (id === null || key === null ? () => {} : cache.subscribe(id, key, run, listener)),
    [cache, id, key, run],
  );
  const entry: EntryState | null = useSyncExternalStore(
    subscribe,
    () => (id === null ? null : (cache.peek(id) ?? LOADING)),
    () => (id === null ? null : LOADING),
  );

  // What this component showed last, kept across a change of key (React's "storing information from
  // previous renders" pattern): the old list stays on screen while the new one loads.
  const [shown, setShown] = useState<unknown>(undefined);
  if (entry?.data !== undefined && entry.data !== shown) setShown(entry.data);

  const retry = useCallback(() => {
    if (id !== null) void cache.refetch(id);
  }, [cache, id]);

  if (entry === null) return { ...IDLE, retry };
  if (entry.status === "success") return { status: "success", data: entry.data as T, error: undefined, retry };
  const data = (entry.data ?? shown) as T | undefined;
  if (entry.status === "error") return { status: "error", data, error: entry.error, retry };
  return { status: "loading", data, error: undefined, retry };
}

/**
 * The function a mutation calls to reload what it changed, in every tag of the page. It takes a key of
 * a factory of `src/api`: a key matches itself and the keys that continue it after a `:`, so a
 * factory's `all` reloads every query of its module (`contractKeys.all`: the list, the details...).
 * @returns `invalidate(keyOrPrefix)`, settling when the reloads are in
 * @example
 * const invalidate = useInvalidate();
 * await changeIban(api, name, type, change);
 * await invalidate(contractKeys.all); // the list and the detail (spec §7.4)
 */
export function useInvalidate(): (keyOrPrefix: QueryKey) => Promise<void> {
  const widget = useContext(WidgetContext);
  const cache = widget ? queryCacheFor(widget.runtime) : detachedCache;
  return useCallback((keyOrPrefix: QueryKey) => cache.invalidate(keyOrPrefix), [cache]);
}
