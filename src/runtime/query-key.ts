/** Brands a string as made by {@link queryKey}; exists only for the type checker. */
declare const QUERY_KEY: unique symbol;

/**
 * What a keyed query (`useQuery`) is, and what `invalidate` matches: parts joined by `:`, so a key
 * is the prefix of every key that continues it (`contracts` of `contracts:detail:0104521`). Only
 * {@link queryKey} makes one, and only the key factories of `src/api` (one per module, e.g.
 * `contractKeys`) call it: a free string, or a typo in an invalidation, does not compile.
 * Never the locale, the API base or the token: `useQuery` scopes every key by them.
 */
export type QueryKey = string & { readonly [QUERY_KEY]: true };

/**
 * Makes a query key from its parts, for the key factories of `src/api`. Marked free of side effects,
 * so a bundle that imports a module's calls but not its factory object drops the object.
 * @param parts the module's name first (its `all` key), then what the call asks for; a part holds no `:` except the last
 * @returns the parts joined by `:`
 * @example export const geoKeys = { all: queryKey("geo"), zip: (zip: string) => queryKey("geo", "zip", zip) };
 */
/* @__NO_SIDE_EFFECTS__ */
export function queryKey(...parts: (string | number)[]): QueryKey {
  return parts.join(":") as QueryKey;
}
