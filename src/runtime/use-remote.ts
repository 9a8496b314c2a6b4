import { useQuery, type QueryState } from "./query";

/**
 * The former name of a query's state, kept while today's callers move to `Query<T>` from `./query`.
 * @deprecated use `Query<T>` (state and `retry`) or `QueryState<T>` from `./query`
 */
export type Remote<T> = QueryState<T>;

/**
 * The former name of `useQuery`: the same function (keyed, shared across the page, see `./query`),
 * kept so that today's callers compile unchanged until they import `useQuery`.
 * @deprecated use `useQuery` from `./query`
 * @example const comers = useRemote("comers", (signal) => getComers(api, signal));
 */
export const useRemote = useQuery;
