import { isAborted } from "../api/errors";
import type { QueryKey } from "./query-key";

/** What a query shows (spec §4 "Request statuses": uninitialized, loading, success; plus the failure). */
export type QueryState<T> =
  | { status: "idle"; data: undefined; error: undefined }
  | { status: "loading"; data: T | undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: T | undefined; error: unknown };

/** A loaded (or loading) state: what one entry of the cache holds; `idle` belongs to the hook alone. */
export type EntryState = Exclude<QueryState<unknown>, { status: "idle" }>;

/** The call behind a query, given the signal that aborts it. */
export type QueryLoader<T = unknown> = (signal: AbortSignal) => Promise<T>;

interface Entry {
  /** The caller's key, without its scope (what `invalidate` matches). */
  readonly key: QueryKey;
  state: EntryState;
  /** Each subscriber's listener and its loader; the newest subscriber's loader makes the next call. */
  readonly subscribers: Map<() => void, QueryLoader>;
  /** The call in flight, if any: a newer call replaces (aborts) it and only the newest may write. */
  controller: AbortController | null;
}

/** The first state of a key nobody has loaded yet: the hook shows it until the first answer. */
export const LOADING: EntryState = { status: "loading", data: undefined, error: undefined };

/**
 * Keyed, shared answers of the API for one page runtime: components that subscribe to the same id
 * share one call and one answer. An entry lives while someone subscribes to it: the last one to
 * leave aborts the call in flight and drops the answer, so a screen opened again loads afresh (as
 * each component did before queries were shared) and nothing is written for a tree that is gone.
 * Pure TypeScript, no React: the hook in `./query` and flow stores (after a mutation) both use it.
 */
export class QueryCache {
  private readonly entries = new Map<string, Entry>();

  /**
   * The state of one id, or undefined when nobody subscribes to it.
   * @param id the scoped id (see `scopedId`)
   */
  peek(id: string): EntryState | undefined {
    return this.entries.get(id)?.state;
  }

  /**
   * Adds a subscriber; the first one starts the call.
   * @param id the scoped id
   * @param key the caller's own key (matched by `invalidate`)
   * @param load the call, used for this id's next load while this subscriber is the newest
   * @param listener told after every change of the id's state
   * @returns the unsubscribe function: the last one aborts the call and forgets the answer
   * @example const stop = cache.subscribe(scopedId(scope, contractKeys.info), contractKeys.info, (s) => getContractListInfo(api, s), render);
   */
  subscribe(id: string, key: QueryKey, load: QueryLoader, listener: () => void): () => void {
    let entry = this.entries.get(id);
    const fresh = !entry;
    if (!entry) {
      entry = { key, state: LOADING, subscribers: new Map(), controller: null };
      this.entries.set(id, entry);
    }
    entry.subscribers.set(listener, load);
    if (fresh) void this.run(id);
    const subscribed = entry;
    return () => {
      subscribed.subscribers.delete(listener);
      if (subscribed.subscribers.size > 0 || this.entries.get(id) !== subscribed) return;
      this.entries.delete(id);
      subscribed.controller?.abort();
      subscribed.controller = null;
    };
  }

  /**
   * Loads an id again, keeping its data while the call runs; a call already in flight is replaced.
   * @param id the scoped id
   * @returns settles when the new answer (or failure) is in; at once if nobody subscribes to the id
   */
  refetch(id: string): Promise<void> {
    return this.run(id);
  }

  /**
   * Loads again every entry whose key is `keyOrPrefix` or continues it (parts after a `:`), in every
   * scope: data changed on the server is stale for every tag.
   * @param keyOrPrefix a key of a factory of `src/api`: one call's (`contractKeys.detail(name)`) or a
   * module's or group's (`contractKeys.all`: the list, the details and the rest of the module)
   * @returns settles when the reloads are in
   * @example await cache.invalidate(contractKeys.all); // after an IBAN change (spec §7.4)
   */
  invalidate(keyOrPrefix: QueryKey): Promise<void> {
    const prefix = `${keyOrPrefix}:`;
    const runs: Promise<void>[] = [];
    for (const [id, entry] of this.entries) {
      if (entry.key === keyOrPrefix || entry.key.startsWith(prefix)) runs.push(this.run(id));
    }
    return Promise.all(runs).then(() => undefined);
  }

  private run(id: string): Promise<void> {
    const entry = this.entries.get(id);
    if (!entry) return Promise.resolve();
    const load = Array.from(entry.subscribers.values()).at(-1);
    if (!load) return Promise.resolve();
    entry.controller?.abort();
    const controller = new AbortController();
    entry.controller = controller;
    // The previous answer stays while reloading, so a list does not blink.
    this.set(entry, { status: "loading", data: entry.state.data, error: undefined });
    const current = () => entry.controller === controller && this.entries.get(id) === entry;
    return new Promise<unknown>((resolve) => resolve(load(controller.signal))).then(
      (data) => {
        if (!current()) return;
        entry.controller = null;
        this.set(entry, { status: "success", data, error: undefined });
      },
      (error: unknown) => {
        // An aborted call means its caller went away or a newer call replaced it: nothing to show.
        if (!current() || isAborted(error)) return;
        entry.controller = null;
        this.set(entry, { status: "error", data: entry.state.data, error });
      },
    );
  }

  private set(entry: Entry, state: EntryState): void {
    entry.state = state;
    for (const listener of Array.from(entry.subscribers.keys())) listener();
  }
}

/**
 * The cache id of a key within a scope (what the call depends on besides the key: see `useQuery`).
 * @example scopedId("https://api.example|ca|eyJ…", contractKeys.info)
 */
export function scopedId(scope: string, key: QueryKey): string {
  return `${scope}\u0000${key}`;
}

/** Where the runtime-to-cache map lives: on `globalThis`, like the runtime, so two copies of the bundle share it. */
const CACHES_KEY = Symbol.for("ov-widgets.queries");
type CachesHost = typeof globalThis & { [CACHES_KEY]?: WeakMap<object, QueryCache> };

/**
 * The query cache of one page runtime, made on first use. Kept beside the runtime (a WeakMap on
 * `globalThis`) rather than as a field of it: two copies of the bundle sharing the page runtime share
 * its queries too, and a test's fresh runtime starts with an empty cache.
 * @param owner the page runtime (any object standing for a page)
 * @returns its cache
 * @example void queryCacheFor(getRuntime()).invalidate(contractKeys.all);
 */
export function queryCacheFor(owner: object): QueryCache {
  const host = globalThis as CachesHost;
  const caches = (host[CACHES_KEY] ??= new WeakMap());
  let cache = caches.get(owner);
  if (!cache) {
    cache = new QueryCache();
    caches.set(owner, cache);
  }
  return cache;
}
