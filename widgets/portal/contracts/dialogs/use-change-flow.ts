import type { SignatureAnswer } from "../../../../src/api/contracts";
import { useAbortSignal } from "../../../../src/runtime/widget-context";
import { useFlowStore } from "../../../../src/state/flow-store";
import { createChangeStore, type ChangeStatus, type ChangeStore } from "./change-store";
import type { ContractDialogProps } from "./registry";

/** What {@link useChangeFlow} takes. */
export interface ChangeFlowOptions<Request> {
  /** The call of the change, with the dialog's abort signal. */
  send: (request: Request, signal: AbortSignal) => Promise<SignatureAnswer | void>;
  /** The dialog's own props: `onChanged` after an accepted change, `onClose`. */
  props: Pick<ContractDialogProps, "onClose" | "onChanged">;
  /**
   * spec §4: "Cadastral reference, invoice delivery and notification address: submitting, success (form
   * closes), error"; power and IBAN stay open with their result (or the signature started).
   */
  closeOnSuccess: boolean;
  /** What a failure does besides the message (field errors at their fields). */
  onError?: (error: unknown) => void;
}

/**
 * The flow of one change dialog: its store (spec §4 per-contract form states), the send and its retry
 * settled alike, and the props the {@link ChangeDialog} frame needs.
 * @param options - the call, the dialog's props, whether success closes it, what a failure adds
 * @returns the store and its snapshot, `submit`, and `frame` (status, error, onRetry, onClose)
 * @example const flow = useChangeFlow({ send: (mode, signal) => updateInvoiceDelivery(api, name, type, mode, signal), props, closeOnSuccess: true });
 */
export function useChangeFlow<Request>(options: ChangeFlowOptions<Request>) {
  const signal = useAbortSignal();
  const { store, snap } = useFlowStore<ChangeStore<Request>>(() =>
    createChangeStore<Request>({ send: (request) => options.send(request, signal) }),
  );
  const { onChanged, onClose } = options.props;
  const settle = (status: ChangeStatus) => {
    if (status === "success" || status === "signature") onChanged();
    if (status === "success" && options.closeOnSuccess) onClose();
    if (status === "error") options.onError?.(store.state.error);
  };
  return {
    store,
    snap,
    submit: async (request: Request) => settle(await store.submit(request)),
    frame: {
      status: snap.status,
      error: snap.error,
      onRetry: () => void store.retry().then(settle),
      // spec §4: "closing returns to uninitialized".
      onClose: () => {
        store.close();
        onClose();
      },
    },
  };
}
