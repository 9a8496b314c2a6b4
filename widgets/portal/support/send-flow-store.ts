/**
 * The flow of one support form (spec §4 "Support forms: ATC form: form, sending, sent (returns to form
 * on failed send). Contact form success shows the case number"), on the pattern of
 * `src/state/flow-store.ts`: a valtio store per mounted form, made by {@link createSendFlowStore}.
 * Every form of the area (contact, unsigned contact, ATC claim, reply to a case) sends through it, so
 * they share the two rules of issue 19 item 4: a failed send goes back to the form with what was typed
 * (the fields are the form's, untouched) and the failure to show with Try again; a form being sent or
 * sent cannot be sent again (a double click sends once: the phase is checked before any await).
 */
import { proxy, ref } from "valtio/vanilla";
import { isAborted } from "../../../src/api/errors";
import type { FlowStore } from "../../../src/state/flow-store";

/** spec §4 "Support forms": form, sending, sent. */
export type SendPhase = "form" | "sending" | "sent";

/** The state of a send flow. */
export interface SendFlowState {
  phase: SendPhase;
  /** What the send gave to show: the case or reference number (spec §2 "Contact and claims"). */
  result: string | null;
  /** The last failed send's error (calls §8.2 "the form stays"); null after a success or a new try. */
  error: { readonly cause: unknown } | null;
}

/** A send flow's store: its state and actions. */
export interface SendFlowStore<Values> extends FlowStore<SendFlowState> {
  /**
   * Sends the values unless a send is running or done.
   * @returns true when this call sent them successfully
   */
  submit(values: Values): Promise<boolean>;
  /** Sends the last values again (the failure's Try again). */
  retry(): Promise<boolean>;
  /** Back to an empty form after a success ("send another"). */
  reset(): void;
}

/**
 * Makes the store of one support form.
 * @param deps - `send` makes the call with the form's values and the store's abort signal, and gives
 *   the number to show (`String(id)`); aborted calls (the form went away) are not failures.
 * @returns the store
 * @example const { store, snap } = useFlowStore(() => createSendFlowStore({ send: (values, signal) => createCase(api, body(values), signal).then(({ id }) => String(id)) }));
 */
export function createSendFlowStore<Values>(deps: {
  send: (values: Values, signal: AbortSignal) => Promise<string>;
}): SendFlowStore<Values> {
  const state = proxy<SendFlowState>({ phase: "form", result: null, error: null });
  const controller = new AbortController();
  let last: Values | null = null;

  const submit = async (values: Values): Promise<boolean> => {
    // Checked synchronously: a second click of the same tick finds "sending" and sends nothing.
    if (state.phase !== "form" || controller.signal.aborted) return false;
    last = values;
    state.phase = "sending";
    state.error = null;
    try {
      const result = await deps.send(values, controller.signal);
      state.result = result;
      state.phase = "sent";
      return true;
    } catch (cause) {
      state.phase = "form";
      if (!isAborted(cause) && !controller.signal.aborted) state.error = ref({ cause });
      return false;
    }
  };

  return {
    state,
    submit,
    retry: () => (last === null ? Promise.resolve(false) : submit(last)),
    reset: () => {
      last = null;
      state.phase = "form";
      state.result = null;
      state.error = null;
    },
    dispose: () => controller.abort(),
  };
}
