import { EARLY_KEY, page } from "../load-protocol/globals";

/**
 * Issue 20 "a flat load graph": the loader starts the public settings and the feature flags calls
 * with the first wave, before the runtime exists. This `fetch` answers the runtime's identical call
 * (a GET without a token to the same address) with that request, once; every other call goes to
 * `fetch` itself. A request that was started early still honours the caller's abort (time-out, tag
 * removed).
 * @param fetcher the `fetch` the call would use otherwise
 * @returns a `fetch` that takes the loader's early answers first
 * @example createApiClient({ ..., fetch: () => withEarlyCalls(globalThis.fetch.bind(globalThis)) })
 */
export function withEarlyCalls(fetcher: typeof fetch): typeof fetch {
  return (input, init) => {
    const early = page[EARLY_KEY];
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const isPlainGet = (init?.method ?? "GET").toUpperCase() === "GET" && !new Headers(init?.headers).has("Authorization");
    const call = early && isPlainGet ? early.get(url) : undefined;
    if (!early || !call) return fetcher(input, init);
    early.delete(url);
    const signal = init?.signal;
    if (!signal) return call;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
      call.then(resolve, reject);
    });
  };
}
