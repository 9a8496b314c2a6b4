/**
 * When the ATC claim (the customer-service claim, calls §7.7 `contracts/{contractName}/atc/`) is offered,
 * and how a screen links to it with a contract chosen. One rule for every place that offers it: the
 * support area's forms, its menu entry and the contract detail's option. Pure: the portal gives it the
 * settings; the flag is read by the portal's usual flag check (a flag not loaded does not hide).
 */
import type { ContractType } from "../../api/contracts";
import { pathOf } from "./routes";

/**
 * The server's feature flag of the claim (spec §3 feature flags `reclamATCContract`): only an explicit
 * false hides it (spec §4).
 */
export const ATC_CLAIM_FLAG = "reclamATCContract";

/**
 * The setting half of the rule (spec §3 Settings `features.reclamATCContact`; §6 "Feature flags gate
 * ... ATC contact"): the claim is offered only when the retailer turns it on.
 * @param settings - the merged settings (their `features`)
 * @returns whether the setting allows the claim
 * @example atcClaimSettingOn(settings) && isFeatureEnabled(flags, ATC_CLAIM_FLAG)
 */
export function atcClaimSettingOn(settings: { features: { reclamATCContact?: boolean } }): boolean {
  return settings.features.reclamATCContact === true;
}

/** The query values of the claims route that choose the claim's contract (read once by the claim form). */
export const CLAIM_QUERY = { contract: "contract", contractType: "contractType" } as const;

/**
 * The claims route with a contract chosen in its form (spec §2 Contract detail: "A reclamation option exists").
 * @param contractName - the contract's name (number)
 * @param contractType - its type (two types may share a name)
 * @returns the portal path
 * @example claimPathFor("0104521", "electricity") // "/reclamacions?contract=0104521&contractType=electricity"
 */
export function claimPathFor(contractName: string, contractType: ContractType): string {
  const query = new URLSearchParams({ [CLAIM_QUERY.contract]: contractName, [CLAIM_QUERY.contractType]: contractType });
  return `${pathOf("claims")}?${query.toString()}`;
}

/** A claim's contract as the claims route's query names it. */
export interface ClaimContract {
  name: string;
  /** Its type, when the query gives a known one. */
  type: ContractType | null;
}

/**
 * Reads the contract that {@link claimPathFor} put in the claims route's query.
 * @param read - reads a query value (the portal's one-shot `consumeQuery`, so the address drops them)
 * @returns the contract, or null when the query names none
 * @example claimContractFrom((key) => route.consumeQuery(key)) // { name: "0104521", type: "electricity" }
 */
export function claimContractFrom(read: (key: string) => string | null): ClaimContract | null {
  const name = read(CLAIM_QUERY.contract);
  const type = read(CLAIM_QUERY.contractType);
  if (!name) return null;
  return { name, type: type === "electricity" || type === "gas" ? type : null };
}
