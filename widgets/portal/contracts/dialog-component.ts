import type { ComponentType } from "react";
import { retryableChunk, useChunk, type Chunk } from "../../../src/element/use-chunk";
import type { ContractDialogEntry, ContractDialogProps } from "./dialogs/registry";

type DialogComponent = ComponentType<ContractDialogProps>;

/** Once per registry entry (a test's stand-in entry is another object, so it gets its own chunk). */
const chunks = new Map<ContractDialogEntry, Chunk<DialogComponent>>();

/**
 * The component of a registry entry once its chunk has downloaded, else null (show a spinner). It is
 * awaited in an effect, not by suspending: the dialog opens from a click (see `useChunk`). A failed
 * download goes to the caller's error boundary, whose retry downloads again.
 * @param entry - the registry entry
 * @returns its component, or null while it downloads
 * @example const Dialog = useDialogComponent(CONTRACT_DIALOGS.powChange); return Dialog ? <Dialog {...props} /> : spinner;
 */
export function useDialogComponent(entry: ContractDialogEntry): DialogComponent | null {
  let chunk = chunks.get(entry);
  if (!chunk) {
    chunk = retryableChunk(() => entry.load());
    chunks.set(entry, chunk);
  }
  return useChunk(chunk);
}
