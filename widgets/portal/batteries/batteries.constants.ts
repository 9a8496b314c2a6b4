/**
 * The batteries area's numbers, in one place (its query keys are `batteryKeys` of src/api/batteries.ts) (CONVENTIONS: numbers of the spec once).
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
