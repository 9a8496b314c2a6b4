/**
 * The server data of the battery panel (calls §7.5), through the keyed queries of `src/runtime/query.ts`:
 * the discount-management types, the shares of the contract's batteries, and the batteries of the
 * customer's other contracts (for the move, portal-spec §6).
 */
import { batteryKeys, getBatteryPercentages, getBatteryTypes, type Battery, type BatteryPercentage } from "../../../src/api/batteries";
import { listContracts } from "../../../src/api/contracts";
import { useApi } from "../../../src/runtime/widget-context";
import { useQuery, type Query } from "../../../src/runtime/query";
import { CUSTOMER_CONTRACTS_LIMIT } from "./batteries.constants";

/** The shares of each battery, by battery id. */
export type SharesByBattery = Record<string, BatteryPercentage[]>;

/** A contract of the customer with the batteries it has a share of. */
export interface CustomerContract {
  name: string;
  batteries: Battery[];
}

/**
 * The discount-management types (v2), asked only when the panel shows a select or a toggle needs the
 * name of the "keep" type.
 * @param enabled - whether to ask
 * @returns the query
 */
export function useBatteryTypes(enabled: boolean) {
  const api = useApi();
  return useQuery(enabled ? batteryKeys.types : null, (signal) => getBatteryTypes(api, signal));
}

/**
 * The shares of some batteries, one call per battery, in one query.
 * @param batteryIds - the batteries (none: nothing is asked)
 * @returns the query, its data by battery id
 */
export function useBatteryShares(batteryIds: readonly (string | number)[]): Query<SharesByBattery> {
  const api = useApi();
  return useQuery(batteryIds.length === 0 ? null : batteryKeys.percentages(batteryIds), async (signal) => {
    const ids = [...new Set(batteryIds.map(String))];
    const answers = await Promise.all(ids.map((id) => getBatteryPercentages(api, id, signal)));
    const byBattery: SharesByBattery = {};
    ids.forEach((id, index) => (byBattery[id] = answers[index] ?? []));
    return byBattery;
  });
}

/**
 * The customer's electricity contracts with their batteries (portal-spec §6: "move needs at least 2
 * other batteries in other contracts").
 * @param enabled - whether a move is possible at all (else nothing is asked)
 * @returns the query
 */
export function useCustomerBatteries(enabled: boolean): Query<CustomerContract[]> {
  const api = useApi();
  return useQuery(enabled ? batteryKeys.customer : null, async (signal) => {
    const page = await listContracts(api, { type: "electricity", offset: 0, limit: CUSTOMER_CONTRACTS_LIMIT }, signal);
    return page.items.map((contract) => ({
      name: contract.name,
      batteries: contract.virtualBatteries.map((assignment) => assignment.battery),
    }));
  });
}
