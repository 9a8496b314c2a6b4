import type { ComponentType } from "react";
import { retryableLazy } from "../../../src/element/retryable-lazy";
import type { ContractDialogEntry, ContractDialogProps } from "./dialogs/registry";

/** Once per registry entry: its lazy component (a failed download is tried again on retry). */
const lazyDialogs = new Map<ContractDialogEntry, ComponentType<ContractDialogProps>>();

/**
 * The lazy component of a registry entry, the same one every time (its chunk downloads when it first renders).
 * @param entry - the registry entry
 * @returns its component
 * @example const Dialog = dialogComponent(CONTRACT_DIALOGS.powChange);
 */
export function dialogComponent(entry: ContractDialogEntry): ComponentType<ContractDialogProps> {
  let Component = lazyDialogs.get(entry);
  if (!Component) {
    Component = retryableLazy(() => entry.load().then((loaded) => ({ default: loaded })));
    lazyDialogs.set(entry, Component);
  }
  return Component;
}
