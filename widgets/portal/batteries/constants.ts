/**
 * The batteries area's numbers and query keys, in one place (CONVENTIONS: numbers of the spec once).
 */

/** The `contract.virtualBattery.renderType` value that shows a select (spec §3 Settings); anything else a toggle. */
export const RENDER_TYPE_SELECT = "select";

/** portal-spec §3 `gestio_descomptes`: the type that applies the discounts (the toggle's "on"). */
export const APPLY_DISCOUNTS = "aplicar";

/**
 * How many electricity contracts are read to find the batteries of the customer's other contracts
 * (portal-spec §6 "move needs at least 2 other batteries in other contracts"): one page, as large as
 * the biggest multipoint customer the retailer serves through the portal.
 */
export const CUSTOMER_CONTRACTS_LIMIT = 200;

/** Query keys (`src/runtime/query.ts`): every key of this area starts with {@link QUERY_PREFIX}. */
export const QUERY_PREFIX = "batteries:";
export const typesKey = `${QUERY_PREFIX}types`;
export const percentagesPrefix = `${QUERY_PREFIX}percentages:`;
export const customerBatteriesKey = `${QUERY_PREFIX}customer`;
/**
 * The key of the shares of some batteries.
 * @param batteryIds - the batteries, in any order
 * @returns one key per set of batteries, under {@link percentagesPrefix}
 * @example percentagesKey([102, 101]) // "batteries:percentages:101,102"
 */
export function percentagesKey(batteryIds: readonly (string | number)[]): string {
  return `${percentagesPrefix}${[...new Set(batteryIds.map(String))].sort().join(",")}`;
}
