import type { ContractType } from "../../../src/api/contracts";
import { pathOf, type RouteName } from "../../../src/domain/portal/routes";

/** A list of the contracts screen: one per display type (spec §2 "Tabs electricity, gas (and multipoint)"). */
export type ContractListType = ContractType | "multipoint";

/** spec §2: the tabs' order. */
export const LIST_TYPES: readonly ContractListType[] = ["electricity", "gas", "multipoint"];

/** The query value that picks the multipoint tab (the multipoint list lives on the electricity route). */
export const LIST_TYPE_QUERY = "type";

/**
 * The list types to show for the settings' display types (spec §2: tabs "when several display types
 * are enabled; otherwise one list").
 * @param displayTypes - `features.displayTypes`
 * @returns the enabled types in the spec's order (electricity when none is known)
 * @example listTypesOf(["multipoint", "electricity"]) // ["electricity", "multipoint"]
 */
export function listTypesOf(displayTypes: readonly string[]): ContractListType[] {
  const types = LIST_TYPES.filter((type) => displayTypes.includes(type));
  return types.length > 0 ? types : ["electricity"];
}

/**
 * The contract type a route of the area is about.
 * @param route - the route on show
 * @returns gas for the gas routes, else electricity
 * @example contractTypeOfRoute("gasContract") // "gas"
 */
export function contractTypeOfRoute(route: string): ContractType {
  return route.startsWith("gas") ? "gas" : "electricity";
}

const LIST_ROUTE: Record<ContractType, RouteName> = { electricity: "electricityContracts", gas: "gasContracts" };
const DETAIL_ROUTE: Record<ContractType, RouteName> = { electricity: "electricityContract", gas: "gasContract" };
const COMMUNICATIONS_ROUTE: Record<ContractType, RouteName> = { electricity: "electricityCommunications", gas: "gasCommunications" };

/**
 * The path of a list (multipoint: the electricity list with `?type=multipoint`).
 * @param type - the list type
 * @returns the portal path
 * @example listPath("gas") // "/contractes/gas"
 */
export function listPath(type: ContractListType): string {
  if (type === "multipoint") return `${pathOf("electricityContracts")}?${LIST_TYPE_QUERY}=multipoint`;
  return pathOf(LIST_ROUTE[type]);
}

/**
 * The path of a contract's detail, with an optional `action` kept (spec §2 "action").
 * @param type - the contract's type
 * @param contractName - its name (number)
 * @param action - an action to run there
 * @returns the portal path
 * @example detailPath("electricity", "0104521", "powChange") // "/contractes/electricitat/0104521?action=powChange"
 */
export function detailPath(type: ContractType, contractName: string, action?: string | null): string {
  const path = pathOf(DETAIL_ROUTE[type], { contractName });
  return action ? `${path}?action=${encodeURIComponent(action)}` : path;
}

/**
 * The path of a contract's communications sub-route.
 * @param type - the contract's type
 * @param contractName - its name (number)
 * @returns the portal path
 * @example communicationsPath("gas", "0104522") // "/contractes/gas/0104522/comunicacions"
 */
export function communicationsPath(type: ContractType, contractName: string): string {
  return pathOf(COMMUNICATIONS_ROUTE[type], { contractName });
}

/**
 * The invoices of one contract (spec §2 "The invoices button goes to invoices with contractType and
 * contractName query values"), from its detail or a list. A supply of the multipoint account goes to the
 * invoices' Multipoint tab: its invoices are on the multipoint list only (calls §7.6 `invoices_multipoint/`).
 * @param contract - its name
 * @param type - the invoices' tab: its type, or multipoint
 * @returns the portal path with the query
 * @example invoicesPathOf({ name: "0104521" }, "electricity") // "/factures?contractType=electricity&contractName=0104521"
 */
export function invoicesPathOf(contract: { name: string }, type: ContractListType): string {
  return `${pathOf("invoices")}?${new URLSearchParams({ contractType: type, contractName: contract.name })}`;
}

/**
 * The anchor of an address's hash (spec §2 "A hash anchor scrolls smoothly"): in history routing the
 * whole hash (`#consumption`), in hash routing what follows a second `#` (`#/contractes/...#consumption`).
 * @param hash - `location.hash`
 * @returns the anchor id, or null
 * @example anchorOf("#/contractes/electricitat/0104521#consumption") // "consumption"
 */
export function anchorOf(hash: string): string | null {
  const parts = hash.split("#").filter(Boolean);
  const last = parts.at(-1);
  if (!last || last.startsWith("/")) return null;
  return decodeURIComponent(last);
}
