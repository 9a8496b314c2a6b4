import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { ContractAction } from "./contracts.constants";
import type { ContractStateLabel } from "./contract-state";
import type { ContractDialogName } from "./dialogs/registry";

/**
 * The words of a contract's state label (spec §4: draft "in process" or "signature pending", open, closed).
 * @returns a function of the label
 * @example const stateLabel = useStateLabel(); stateLabel("open") // "Open"
 */
export function useStateLabel(): (label: ContractStateLabel) => string {
  const { t } = useLingui();
  // Stable while the language is: the contract list's memoised columns depend on it.
  return useCallback(
    (label: ContractStateLabel) => {
      switch (label) {
        case "inProcess":
          return t({ id: "portal.contracts.state.inProcess", message: "In process" });
        case "signaturePending":
          return t({ id: "portal.contracts.state.signaturePending", message: "Signature pending" });
        case "open":
          return t({ id: "portal.contracts.state.open", message: "Open" });
        case "closed":
          return t({ id: "portal.contracts.state.closed", message: "Closed" });
      }
    },
    [t],
  );
}

/**
 * The label of each change button, by the registry's dialog name (spec §2 contract-level actions).
 * @returns a function of the dialog name
 * @example const dialogLabel = useDialogLabel(); dialogLabel("powChange") // "Change the power"
 */
export function useDialogLabel(): (name: ContractDialogName) => string {
  const { t } = useLingui();
  return (name) => {
    switch (name) {
      case "powChange":
        return t({ id: "portal.contracts.change.power", message: "Change the power" });
      case "ibanChange":
        return t({ id: "portal.contracts.change.iban", message: "Change the bank account" });
      case "notifAddrChange":
        return t({ id: "portal.contracts.change.address", message: "Change the notification address" });
      case "noCesionSips":
        return t({ id: "portal.contracts.change.sips", message: "Opt out of sharing my metering data" });
      case "cadastralChange":
        return t({ id: "portal.contracts.change.cadastral", message: "Change the cadastral reference" });
      case "invoiceDelivery":
        return t({ id: "portal.contracts.change.invoiceDelivery", message: "Change how I get my invoices" });
      case "doubleTariff":
        return t({ id: "portal.contracts.change.doubleTariff", message: "Choose the double tariff period" });
      case "happyHours":
        return t({ id: "portal.contracts.change.happyHours", message: "Choose my happy hours" });
      case "happyDay":
        return t({ id: "portal.contracts.change.happyDay", message: "Choose my happy day" });
    }
  };
}

/**
 * What the screen says once a change dialog's change is accepted (issue 39 item 5: every save ends with a
 * visible confirmation): a saved value, or a request sent (power, bank account and SIPS go to the
 * distributor or wait for a signature).
 * @returns a function of the dialog name
 * @example const savedText = useSavedText(); savedText("cadastralChange") // "Cadastral reference saved."
 */
export function useSavedText(): (name: ContractDialogName) => string {
  const { t } = useLingui();
  return (name) => {
    switch (name) {
      case "powChange":
        return t({ id: "portal.contracts.saved.power", message: "Your power change request has been sent." });
      case "ibanChange":
        return t({ id: "portal.contracts.saved.iban", message: "Your bank account change request has been sent." });
      case "notifAddrChange":
        return t({ id: "portal.contracts.saved.address", message: "Notification address saved." });
      case "noCesionSips":
        return t({ id: "portal.contracts.saved.sips", message: "Your opt-out of sharing metering data has been requested." });
      case "cadastralChange":
        return t({ id: "portal.contracts.saved.cadastral", message: "Cadastral reference saved." });
      case "invoiceDelivery":
        return t({ id: "portal.contracts.saved.invoiceDelivery", message: "Invoice delivery saved." });
      case "doubleTariff":
        return t({ id: "portal.contracts.saved.doubleTariff", message: "Double tariff period saved." });
      case "happyHours":
        return t({ id: "portal.contracts.saved.happyHours", message: "Happy hours saved." });
      case "happyDay":
        return t({ id: "portal.contracts.saved.happyDay", message: "Happy day saved." });
    }
  };
}

/**
 * What an `action` of the address asks for, in words (the list's "which contract?" question).
 * @param action - the action
 * @returns its description
 * @example useActionLabel("download") // "Download the contract"
 */
export function useActionLabel(action: ContractAction): string {
  const { t } = useLingui();
  const dialogLabel = useDialogLabel();
  if (action === "download") return t({ id: "portal.contracts.action.download", message: "Download the contract" });
  if (action === "consumption") return t({ id: "portal.contracts.action.consumption", message: "See the consumption" });
  return dialogLabel(action);
}

/**
 * Why a contract that is not active cannot be changed (spec §4 "Only activa contracts can be modified;
 * closed ones show a warning that the contract is disabled and cannot be modified"): that warning is
 * for a closed contract; a draft being processed or waiting for its signature is on its way to active.
 * @returns a function of the contract's state label (not `open`)
 * @example const notModifiable = useNotModifiableReason(); notModifiable("signaturePending")
 */
export function useNotModifiableReason(): (label: ContractStateLabel) => string {
  const { t } = useLingui();
  return (label) => {
    switch (label) {
      case "signaturePending":
        return t({
          id: "portal.contracts.pending.reason",
          message: "This contract is waiting for your signature: it can be changed once it is active.",
        });
      case "inProcess":
        return t({
          id: "portal.contracts.inProcess.reason",
          message: "This contract is being processed: it can be changed once it is active.",
        });
      default:
        return t({ id: "portal.contracts.closed.reason", message: "This contract is disabled and cannot be modified." });
    }
  };
}
