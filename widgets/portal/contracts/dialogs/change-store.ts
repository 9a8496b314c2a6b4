import { proxy } from "valtio/vanilla";
import type { SignatureAnswer } from "../../../../src/api/contracts";
import { isAborted } from "../../../../src/api/errors";
import type { FlowStore } from "../../../../src/state/flow-store";

/**
 * spec §4 "Per-contract forms (IBAN, power): uninitialized, fetching, selecting, submitting, success,
 * error; closing returns to uninitialized. When the response carries waiting_for_signature, a
 * signature-started state is recorded". The other dialogs use the submitting, success and error part.
 */
export type ChangeStatus = "uninitialized" | "fetching" | "selecting" | "submitting" | "success" | "signature" | "error";

/** The state of one open change dialog. */
export interface ChangeState {
  status: ChangeStatus;
  /** The last failure (an `ApiError` from `src/api`), shown with a retry while `status` is "error". */
  error: unknown;
}

/** What a change dialog's store needs: the call that sends what the form produced. */
export interface ChangeDeps<Request> {
  send: (request: Request) => Promise<SignatureAnswer | void>;
}

/** The store of a change dialog: its state and actions (src/state/flow-store.ts pattern). */
export interface ChangeStore<Request> extends FlowStore<ChangeState> {
  /** The form's choices are loading (bank accounts, addresses, customisation options); a result already shown stays. */
  fetching: () => void;
  /** The form shows (its choices loaded, or it has none to load). */
  selecting: () => void;
  /** Sends once: while a send runs another is ignored (no double request). Resolves to the new status. */
  submit: (request: Request) => Promise<ChangeStatus>;
  /** Sends the last request again (the failure's retry). */
  retry: () => Promise<ChangeStatus>;
  /** Back to the form after a failure, what was typed kept (the form is not reset). */
  edit: () => void;
  /** Closing returns to uninitialized (spec §4). */
  close: () => void;
}

/** calls §7.4: the answer "has waiting_for_signature": a list of process names or a plain flag. */
export function awaitsSignature(answer: SignatureAnswer | void): boolean {
  if (!answer) return false;
  const { awaitingSignature } = answer;
  return Array.isArray(awaitingSignature) ? awaitingSignature.length > 0 : awaitingSignature;
}

/**
 * Creates the state of one change dialog (one per open dialog, never at module load).
 * @param deps - the send call, bound to the dialog's contract and abort signal
 * @returns the store
 * @example const { store, snap } = useFlowStore(() => createChangeStore({ send: (request) => changePower(api, name, request, signal) }));
 */
export function createChangeStore<Request>(deps: ChangeDeps<Request>): ChangeStore<Request> {
  const state = proxy<ChangeState>({ status: "uninitialized", error: null });
  let last: { request: Request } | null = null;

  const submit = async (request: Request): Promise<ChangeStatus> => {
    // Double submit is impossible: a second click, Enter or retry while sending does nothing.
    if (state.status === "submitting") return state.status;
    last = { request };
    state.status = "submitting";
    state.error = null;
    try {
      const answer = await deps.send(request);
      state.status = awaitsSignature(answer) ? "signature" : "success";
    } catch (error) {
      // The dialog went away: nothing to show.
      if (isAborted(error)) return state.status;
      state.error = error;
      state.status = "error";
    }
    return state.status;
  };

  return {
    state,
    fetching: () => {
      // Only before a result: a change reloads the contract's queries (the detail invalidates every
      // "contracts…" key, the dialog's own choices among them), and that reload must not turn the
      // result the dialog shows (the change sent, the signature started) back into the form.
      if (state.status === "uninitialized" || state.status === "selecting") state.status = "fetching";
    },
    selecting: () => {
      if (state.status === "uninitialized" || state.status === "fetching") state.status = "selecting";
    },
    submit,
    retry: () => (last ? submit(last.request) : Promise.resolve(state.status)),
    edit: () => {
      if (state.status === "error") state.status = "selecting";
    },
    close: () => {
      state.status = "uninitialized";
      state.error = null;
      last = null;
    },
  };
}
