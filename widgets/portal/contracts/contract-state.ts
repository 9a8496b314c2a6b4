import type { Contract } from "../../../src/api/contracts";

/**
 * How a contract's state shows (spec §4 "Contract state labels"): a draft is "in process", or
 * "signature pending" when it has no `sign_date`; activa is open; baixa, cancelada and any other
 * value are closed.
 */
export type ContractStateLabel = "inProcess" | "signaturePending" | "open" | "closed";

/**
 * The label of a contract's state (spec §4).
 * @param contract - its status and sign date
 * @returns which label to show
 * @example contractStateLabel({ status: "draft", signDate: null }) // "signaturePending"
 */
export function contractStateLabel(contract: Pick<Contract, "status" | "signDate">): ContractStateLabel {
  if (contract.status === "draft") return contract.signDate ? "inProcess" : "signaturePending";
  if (contract.status === "active") return "open";
  return "closed";
}

/**
 * spec §4: "Only activa contracts can be modified; closed ones show a warning".
 * @param contract - its status
 * @returns whether changes may be requested
 * @example isModifiable({ status: "active" }) // true
 */
export function isModifiable(contract: Pick<Contract, "status">): boolean {
  return contract.status === "active";
}

/**
 * spec §4 "Debt: shown if amount_debt is above 0, else no debt".
 * @param contract - its debt in euros
 * @returns whether the contract has debt
 * @example hasDebt({ amountDebt: 48.73 }) // true
 */
export function hasDebt(contract: Pick<Contract, "amountDebt">): boolean {
  return contract.amountDebt > 0;
}

/** spec §2 Contracts list "Open contracts sorted first": the rank of each label. */
const ORDER: Record<ContractStateLabel, number> = { open: 0, inProcess: 1, signaturePending: 1, closed: 2 };

/**
 * Contracts with open ones first (stable: the server's order otherwise): the whole list when it was read whole, else one page.
 * @param contracts - the contracts, in the server's order
 * @returns a new array, open first, then drafts, then closed
 * @example openFirst(page.items)
 */
export function openFirst<T extends Pick<Contract, "status" | "signDate">>(contracts: readonly T[]): T[] {
  return contracts
    .map((contract, index) => ({ contract, index }))
    .sort((a, b) => ORDER[contractStateLabel(a.contract)] - ORDER[contractStateLabel(b.contract)] || a.index - b.index)
    .map(({ contract }) => contract);
}
