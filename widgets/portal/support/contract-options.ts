import type { ContractListInfo } from "../../../src/api/contracts";
import type { SelectOption } from "../../../src/ui/select";

/** A contract as the support forms send it (calls §7.7 `polissa_id`, `polissa_type`; the claim's path names it). */
export interface ContractChoice {
  id: string | number;
  name: string;
  type: "electricity" | "gas";
}

/** The `<select>` value of a contract: type and id (two contracts of different types may share an id). */
const valueOf = (type: ContractChoice["type"], id: string | number) => `${type}:${String(id)}`;

/**
 * The customer's contracts as choices (calls §7.4 `contracts/list-info/`: electricity[] and gas[] of {id, name}).
 * @param info - the list info
 * @param typeLabel - the words of a type ("Electricity", "Gas"), to tell the two lists apart
 * @returns the select's options, a lookup from an option's value back to the contract and one from a
 *   contract's name to its option's value
 * @example const { options, find } = contractChoices(info, (type) => i18n._(TYPE[type]));
 */
export function contractChoices(
  info: ContractListInfo,
  typeLabel: (type: ContractChoice["type"]) => string,
): {
  options: SelectOption[];
  find: (value: string) => ContractChoice | undefined;
  /** The option's value of a contract named so (of that type, when given), or undefined when it is not the customer's. */
  valueOfName: (name: string, type?: ContractChoice["type"] | null) => string | undefined;
} {
  const all: ContractChoice[] = [
    ...info.electricity.map((ref) => ({ ...ref, type: "electricity" as const })),
    ...info.gas.map((ref) => ({ ...ref, type: "gas" as const })),
  ];
  return {
    options: all.map((contract) => ({
      value: valueOf(contract.type, contract.id),
      label: `${contract.name} · ${typeLabel(contract.type)}`,
    })),
    find: (value) => all.find((contract) => valueOf(contract.type, contract.id) === value),
    valueOfName: (name, type) => {
      const contract = all.find((candidate) => candidate.name === name && (!type || candidate.type === type));
      return contract ? valueOf(contract.type, contract.id) : undefined;
    },
  };
}
