/**
 * The numbers of the spec the contracts area uses, in one place (spec §9 "Business constants and
 * limits", calls §9).
 */

/** spec §9 "Debounces: contracts search 1500 ms": the search is sent to the server after this pause. */
export const CONTRACTS_SEARCH_DEBOUNCE_MS = 1500;

/** calls §9 "10 for contracts unless set": the page size when `contracts.itemsPerPage` is missing. */
export const CONTRACTS_DEFAULT_PAGE_SIZE = 10;

/**
 * spec §2 "Contract-level actions: download, powChange, ibanChange, notifAddrChange, noCesionSips,
 * consumption": the values of the `action` query the detail acts on.
 */
export const CONTRACT_ACTIONS = ["download", "powChange", "ibanChange", "notifAddrChange", "noCesionSips", "consumption"] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/**
 * How long an anchor (`action=consumption`, a hash) is kept at the top while the detail fills in (its
 * lent sections and cards load after the first scroll). Ours, not the spec's: the household's detail
 * settles within about a second in the demo; a visitor's own scroll ends it sooner.
 */
export const ANCHOR_SETTLE_MS = 4000;

/** The id of the consumption section lent by the consumption area (`slotPart` id): `action=consumption` scrolls to it. */
export const CONSUMPTION_ANCHOR = "consumption";

/**
 * Whether a query value is one of the spec's contract actions.
 * @param value - the `action` query value
 * @returns true for a known action
 * @example isContractAction("powChange") // true
 */
export function isContractAction(value: string | null): value is ContractAction {
  return value !== null && (CONTRACT_ACTIONS as readonly string[]).includes(value);
}
