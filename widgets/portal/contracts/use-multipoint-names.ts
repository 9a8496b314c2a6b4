import { useMemo } from "react";
import { contractKeys, listWholeContracts } from "../../../src/api/contracts";
import { useQuery, type Query } from "../../../src/runtime/query";
import { useApi } from "../../../src/runtime/widget-context";

const NONE: ReadonlySet<string> = new Set();

/**
 * The names of the supplies on the customer's multipoint account, for the screens that send a contract
 * to its invoices (spec §2 "The invoices button goes to invoices with contractType and contractName").
 * A contract does not say it is one of them (calls §3 Contract has no such field); the server lists them
 * on the multipoint contracts list (`contracts?type=multipoint`, calls §7.4) and under electricity too,
 * while their invoices are on the multipoint invoices only (calls §7.6 `invoices_multipoint/`), so the
 * Electricity tab of the invoices never shows them. Read whole once under one key: the list's Electricity
 * tab and a contract's detail share the answer.
 * @param wanted - whether the customer may have such supplies: the settings display a Multipoint list,
 *   and the contracts concerned are electricity ones; when false nothing is asked and no name is one
 * @returns the names once known (a success with none when not wanted), the list's failure and its retry
 * @example const multipoint = useMultipointNames(types.includes("multipoint")); multipoint.data?.has("0201002")
 */
export function useMultipointNames(wanted: boolean): Query<ReadonlySet<string>> {
  const api = useApi();
  const query = useQuery(wanted ? contractKeys.whole({ type: "multipoint" }) : null, (signal) =>
    listWholeContracts(api, { type: "multipoint" }, signal),
  );
  // Past WHOLE_CONTRACT_LIST_MAX the list is not read whole (null): no name is known to be one.
  const names = useMemo(() => (query.data ? new Set(query.data.items.map((contract) => contract.name)) : NONE), [query.data]);
  if (!wanted) return { status: "success", data: NONE, error: undefined, retry: query.retry };
  if (query.status === "success") return { ...query, data: names };
  const data = query.data === undefined ? undefined : names;
  if (query.status === "error") return { ...query, data };
  return { status: "loading", data, error: undefined, retry: query.retry };
}
