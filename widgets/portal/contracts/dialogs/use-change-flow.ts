import type { Snapshot } from "valtio/vanilla";
import { contractKeys, type SignatureAnswer } from "../../../../src/api/contracts";
import { useMutation, type MutationState } from "../../../../src/state/mutation";
import type { ContractDialogProps } from "./registry";

/**
 * spec §4 "Per-contract forms (IBAN, power): uninitialized, fetching, selecting, submitting, success,
 * error; closing returns to uninitialized. When the response carries waiting_for_signature, a
 * signature-started state is recorded". The other dialogs use the submitting, success and error part.
 * It is derived ({@link changeStatus}) from the change's mutation and the dialog's own loading queries,
 * never kept apart: "uninitialized" is a closed dialog (the dialog is not mounted, its mutation reset).
 */
export type ChangeStatus = "uninitialized" | "fetching" | "selecting" | "submitting" | "success" | "signature" | "error";

/** calls §7.4: the answer "has waiting_for_signature": a list of process names or a plain flag. */
export function awaitsSignature(answer: Snapshot<SignatureAnswer> | void | null): boolean {
  if (!answer) return false;
  const { awaitingSignature } = answer;
  return typeof awaitingSignature === "boolean" ? awaitingSignature : awaitingSignature.length > 0;
}

/**
 * The state a change dialog shows. A result (the change sent, the signature started) or a failure
 * outranks the dialog's loading: a change reloads the contract's queries (every "contracts…" key, the
 * dialog's own choices among them: {@link useChangeFlow}), and that reload must not turn what the
 * dialog shows back into the form.
 * @param send - the change's mutation state
 * @param loading - the dialog's own choices are loading (bank accounts, addresses, options)
 * @returns the spec §4 state
 * @example changeStatus(snap, accounts.status === "loading")
 */
export function changeStatus(send: Snapshot<MutationState<SignatureAnswer | void>>, loading: boolean): ChangeStatus {
  if (send.phase === "sending") return "submitting";
  if (send.phase === "done") return awaitsSignature(send.result) ? "signature" : "success";
  if (send.error) return "error";
  return loading ? "fetching" : "selecting";
}

/** What {@link useChangeFlow} takes. */
export interface ChangeFlowOptions<Request> {
  /** The call of the change, with the mutation's abort signal (aborted when the dialog goes away). */
  send: (request: Request, signal: AbortSignal) => Promise<SignatureAnswer | void>;
  /** The dialog's own props: `onClose`, told whether a change was accepted. */
  props: Pick<ContractDialogProps, "onClose">;
  /**
   * spec §4: "Cadastral reference, invoice delivery and notification address: submitting, success (form
   * closes), error"; power and IBAN stay open with their result (or the signature started).
   */
  closeOnSuccess: boolean;
  /** The dialog's own choices are loading (spec §4 "fetching"); absent: it has none to load. */
  loading?: boolean;
  /** What a failure does besides the message (field errors at their fields). */
  onError?: (error: unknown) => void;
}

/**
 * The flow of one change dialog: its send through the one mutation primitive (src/state/mutation.ts:
 * never sent twice, Try again sends what was sent, the form keeps what was typed), which reloads the
 * contract's queries after an accepted change, the send and its retry settled alike, and the props the
 * `ChangeDialog` frame needs.
 * @param options - the call, the dialog's props, whether success closes it, its loading, what a failure adds
 * @returns the mutation and its snapshot, `submit`, and `frame` (status, error, onRetry, onClose)
 * @example const flow = useChangeFlow({ send: (mode, signal) => updateInvoiceDelivery(api, name, type, mode, signal), props, closeOnSuccess: true });
 */
export function useChangeFlow<Request>(options: ChangeFlowOptions<Request>) {
  // calls §7.4: an accepted change changes the contract. The module's prefix: its detail, the lists
  // showing it (state, pending changes) and the dialogs' own choices (a new bank account, an address).
  // The screen re-reads what it shows by itself, before the dialog says the change is done.
  const { store, snap } = useMutation<Request, SignatureAnswer | void>((request, signal) => options.send(request, signal), {
    invalidates: [contractKeys.all],
  });
  const { onClose } = options.props;
  const status = changeStatus(snap, options.loading === true);
  // A send and its Try again end alike.
  const settle = async (sent: Promise<boolean>) => {
    if (await sent) {
      if (options.closeOnSuccess && !awaitsSignature(store.state.result)) onClose(true);
    } else if (store.state.error) options.onError?.(store.state.error.cause);
  };
  return {
    store,
    snap,
    status,
    submit: (request: Request) => settle(store.send(request)),
    frame: {
      status,
      error: snap.error?.cause ?? null,
      onRetry: () => void settle(store.retry()),
      // spec §4: "closing returns to uninitialized".
      onClose: () => {
        const changed = store.state.phase === "done";
        store.reset();
        onClose(changed);
      },
    },
  };
}
