import type { ComponentType } from "react";
import { retryableChunk, useChunk, type Chunk } from "../../../src/element/retryable-chunk";
import type { ContractDialogEntry, ContractDialogProps } from "./dialogs/registry";

type DialogComponent = ComponentType<ContractDialogProps>;

/**
 * The attribute of a Change button that names the dialog it opens: a dialog the address's `action`
 * opened has no opener, and gives the focus back to that button when it closes (change-buttons.tsx).
 */
export const DIALOG_ATTRIBUTE = "data-ov-dialog";

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
  return useChunk(chunkOf(entry));
}

/**
 * Starts downloading a dialog's chunk before it is opened, when the pointer rests on its button or the
 * button takes focus: on a phone's network the dialog then opens without its own round trip. A failed
 * download is forgotten here as in {@link useDialogComponent}, so opening it downloads again.
 * @param entry - the registry entry
 * @example <Button onPointerEnter={() => preloadDialog(entry)} onFocus={() => preloadDialog(entry)}>…</Button>
 */
export function preloadDialog(entry: ContractDialogEntry): void {
  chunkOf(entry)
    .load()
    .catch(() => undefined);
}

function chunkOf(entry: ContractDialogEntry): Chunk<DialogComponent> {
  let chunk = chunks.get(entry);
  if (!chunk) {
    chunk = retryableChunk(() => entry.load());
    chunks.set(entry, chunk);
  }
  return chunk;
}
