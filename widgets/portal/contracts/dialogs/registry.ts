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
  /**
   * Closes the dialog (Cancel, Escape, Close after a result, or a change that closes on success);
   * `changed` when a change was accepted in it (or its signature started), for the screen to say so
   * beside the value. The contract's queries are reloaded by the change itself (use-change-flow.ts).
   */
  onClose: (changed: boolean) => void;
}

/** A dialog of the registry: its button's gate and its lazy code. */
export interface ContractDialogEntry {
  /** Whether the dialog exists for this contract and these settings (spec §5, §6 gates); absent: always. */
  available?: (contract: Contract, contractType: ContractType, settings: Settings) => boolean;
  /**
   * The feature flag that must not be off for the dialog to exist (spec §3 feature flags, §4 "only an
   * explicit false hides it"): the detail checks it with `useFeature(entry.feature)`, as flags are not
   * part of the settings `available` receives.
   */
  feature?: string;
  load: () => Promise<ComponentType<ContractDialogProps>>;
}

const electricity = (_contract: Contract, contractType: ContractType) => contractType === "electricity";

/** The dialogs, by name (the detail reads it). Each `load` is its own chunk, downloaded when it opens. */
export const CONTRACT_DIALOGS: Partial<Record<ContractDialogName, ContractDialogEntry>> = {
  // spec §9 "Up to 15 kW uses 2 periods; above uses 6": electricity powers only (calls §7.4 power).
  powChange: {
    feature: "powerChange",
    available: electricity,
    load: () => import("./power-change-dialog").then((module) => module.PowerChangeDialog),
  },
  // spec §3 settings `contracts.ibanChange.enabled`.
  ibanChange: {
    available: (_contract, _type, settings) => settings.contracts.ibanChange.enabled,
    load: () => import("./iban-change-dialog").then((module) => module.IbanChangeDialog),
  },
  notifAddrChange: {
    feature: "notificacionAddressChange",
    load: () => import("./notification-address-dialog").then((module) => module.NotificationAddressDialog),
  },
  // spec §4 SIPS: the contract carries its no_cession_sips state when the process applies to it.
  noCesionSips: {
    feature: "noCesionSips",
    available: (contract) => contract.noCessionSips !== null,
    load: () => import("./no-cession-sips-dialog").then((module) => module.NoCessionSipsDialog),
  },
  // spec §3 settings `contracts.refCatastral.enabled/.modify`.
  cadastralChange: {
    available: (_contract, _type, settings) => settings.contracts.refCatastral.enabled && settings.contracts.refCatastral.modify,
    load: () => import("./cadastral-dialog").then((module) => module.CadastralDialog),
  },
  invoiceDelivery: {
    feature: "modifyInvoiceOnline",
    load: () => import("./invoice-delivery-dialog").then((module) => module.InvoiceDeliveryDialog),
  },
  // spec §3 settings `contracts.customizeDoubleTariff/HappyHours/HappyDay`; electricity contracts only.
  doubleTariff: {
    available: (contract, type, settings) => electricity(contract, type) && settings.contracts.customizeDoubleTariff,
    load: () => import("./customisation-dialogs").then((module) => module.DoubleTariffDialog),
  },
  happyHours: {
    available: (contract, type, settings) => electricity(contract, type) && settings.contracts.customizeHappyHours,
    load: () => import("./customisation-dialogs").then((module) => module.HappyHoursDialog),
  },
  happyDay: {
    available: (contract, type, settings) => electricity(contract, type) && settings.contracts.customizeHappyDay,
    load: () => import("./customisation-dialogs").then((module) => module.HappyDayDialog),
  },
};
