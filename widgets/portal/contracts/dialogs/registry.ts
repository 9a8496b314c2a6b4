import type { ComponentType } from "react";
import type { Contract, ContractType } from "../../../../src/api/contracts";
import type { Settings } from "../../../../src/runtime/default-settings";

/**
 * The change dialogs of a contract (spec §2 "Contract detail", contract-level actions; §5 rules).
 * The detail screen shows one button per dialog registered here and opens the one the `action` query
 * value names (`powChange`, `ibanChange`, `notifAddrChange`, `noCesionSips` are the spec's names; the
 * others are ours). Each dialog is its own lazy chunk, downloaded when it opens.
 */
export type ContractDialogName =
  | "powChange"
  | "ibanChange"
  | "notifAddrChange"
  | "noCesionSips"
  | "cadastralChange"
  | "invoiceDelivery"
  | "doubleTariff"
  | "happyHours"
  | "happyDay";

/** What every contract dialog receives. */
export interface ContractDialogProps {
  contract: Contract;
  contractType: ContractType;
  /** Closes the dialog (Cancel, Escape, or Close after a result). */
  onClose: () => void;
  /** The change was accepted (or a signature started): the detail reloads the contract. */
  onChanged: () => void;
}

/** A dialog of the registry: its button's gate and its lazy code. */
export interface ContractDialogEntry {
  /** Whether the dialog exists for this contract and these settings (spec §5, §6 gates); absent: always. */
  available?: (contract: Contract, contractType: ContractType, settings: Settings) => boolean;
  load: () => Promise<ComponentType<ContractDialogProps>>;
}

/** The dialogs, by name (filled by the dialogs' module; the detail reads it). */
export const CONTRACT_DIALOGS: Partial<Record<ContractDialogName, ContractDialogEntry>> = {};
