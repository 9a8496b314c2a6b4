/**
 * The one way a form or a dialog sends something to the server (issue 38 item 3), beside `useQuery`,
 * which reads. A mutation is a flow store (./flow-store.ts) of one mounted form:
 * - it sends once: while a send runs, or after one succeeded (until `reset`), `send` does nothing, and
 *   that is checked before any await, so a double click, Enter and a click, or a retry pressed twice
 *   send one request (the house rule: a write is never sent twice);
 * - it keeps the last input, so the failure's Try again (`retry`) sends exactly what was sent, and the
 *   form keeps what was typed (the form's fields are the form's own, never reset by a failure);
 * - it aborts its call when the form goes away (`dispose`, which `useFlowStore` calls on unmount), and an
 *   aborted call is no failure;
 * - on success it runs `after` (the caller invalidates the keyed queries the write changed there), and
 *   on failure it keeps the error in `state.error` for the form to show with the catalogue's message and
 *   Try again (`RetryFailure`, which tells the page with `ov-error`), and hands a fault (not an answer
 *   about what was sent: see `isAnswer`) to `report` (the page's `reportError`, `useFaultReporter`).
 * It lives in src/state and not in src/runtime (the runtime chunk every page downloads first): valtio and
 * the forms that send stay out of the comparator's first load.
 */
import { useCallback, useLayoutEffect, useRef } from "react";
import { proxy, ref, type Snapshot } from "valtio/vanilla";
import { isAborted, isApiError } from "../api/errors";
import { useInvalidate } from "../runtime/query";
import { useOptionalWidget } from "../runtime/widget-context";
import { useFlowStore, type FlowStore } from "./flow-store";

/**
 * A send the server answered with a refusal in a successful answer (a status ERROR, a list of reasons):
 * thrown by a mutation's call so that the form shows it as a failure, and never reported as a fault.
 */
export class SendRefused extends Error {}

/**
 * Whether a failed send's error is the server's answer about what was sent, the customer's to read and
 * not a fault to report: a refusal inside a successful answer (`SendRefused`; an API error of status
 * 2xx, the leads' status), or a 4xx. What went wrong on the way or on the server (a 5xx, a timeout, a
 * lost connection, a malformed answer) is a fault.
 * @param error - what the send threw
 * @returns true for an answer
 * @example if (!isAnswer(error)) report(error);
 */
export function isAnswer(error: unknown): boolean {
  return error instanceof SendRefused || (isApiError(error) && error.status >= 200 && error.status < 500);
}

/** idle: nothing sent, or the last send failed; sending; done: the last send succeeded. */
export type MutationPhase = "idle" | "sending" | "done";

/** The state of one mutation, as a form renders it. */
export interface MutationState<Result> {
  phase: MutationPhase;
  /** What the last successful send gave (a case number, the server's answer); null before. */
  result: Result | null;
  /** The last failed send's error, kept until the next send or `reset`; null otherwise. */
  error: { readonly cause: unknown } | null;
}

/** A mutation's store: its state and actions. */
export interface Mutation<Input, Result> extends FlowStore<MutationState<Result>> {
  /**
   * Sends `input` unless a send runs or has succeeded (then call `reset` first to send another).
   * @returns true when this call sent it and it succeeded
   */
  send(input: Input): Promise<boolean>;
  /** Sends the last input again (the failure's Try again); false when there is none or a send runs. */
  retry(): Promise<boolean>;
  /** Back to idle, forgetting the result, the error and the last input ("send another"). */
  reset(): void;
  /** Aborts a running send; the store sends nothing more. */
  dispose(): void;
}

/** What a mutation needs. */
export interface MutationDeps<Input, Result> {
  /** The call, given the input and the store's abort signal. */
  send: (input: Input, signal: AbortSignal) => Promise<Result>;
  /** After a success, before `send` resolves: invalidate the queries the write changed. Its failure is reported, not the send's. */
  after?: (result: Result, input: Input) => Promise<void> | void;
  /**
   * A send (or its retry) succeeded and the state says so: what the form does next (close, say it,
   * sign in). A send and its Try again end here alike.
   */
  done?: (result: Result, input: Input) => void;
  /** A send (or its retry) failed, not aborted, and the state holds its error: what the form does then (field errors, a notice). */
  failed?: (error: unknown, input: Input) => void;
  /** A failed send that is a fault (not aborted, not an answer: `isAnswer`), for the page's `reportError` (`useFaultReporter`). */
  report?: (error: unknown) => void;
}

/**
 * Makes the store of one form's sends (one per mounted form: `useFlowStore(() => createMutation(deps))`).
 * @param deps - the call, what to do after a success, where to report a failure
 * @returns the store
 * @example const { store, snap } = useFlowStore(() => createMutation({ send: (values, signal) => createCase(api, values, signal) }));
 */
export function createMutation<Input, Result>(deps: MutationDeps<Input, Result>): Mutation<Input, Result> {
  const state = proxy<MutationState<Result>>({ phase: "idle", result: null, error: null });
  const controller = new AbortController();
  let last: { input: Input } | null = null;

  const send = async (input: Input): Promise<boolean> => {
    if (state.phase !== "idle" || controller.signal.aborted) return false;
    last = { input };
    state.phase = "sending";
    state.error = null;
    let result: Result;
    try {
      result = await deps.send(input, controller.signal);
    } catch (cause) {
      if (controller.signal.aborted || isAborted(cause)) return false;
      state.phase = "idle";
      state.error = ref({ cause });
      if (!isAnswer(cause)) deps.report?.(cause);
      deps.failed?.(cause, input);
      return false;
    }
    if (controller.signal.aborted) return false;
    // The write is done: a failed refresh after it is reported, never shown as a failed send (which
    // would invite sending the write again).
    try {
      await deps.after?.(result, input);
    } catch (cause) {
      if (!isAborted(cause)) deps.report?.(cause);
    }
    // An object answer is kept as it came (ref: not made a proxy), for the form to read.
    state.result = result !== null && typeof result === "object" ? ref(result) : (result ?? null);
    state.phase = "done";
    deps.done?.(result, input);
    return true;
  };

  return {
    state,
    send,
    retry: () => (last === null ? Promise.resolve(false) : send(last.input)),
    reset: () => {
      if (state.phase === "sending") return;
      last = null;
      state.phase = "idle";
      state.result = null;
      state.error = null;
    },
    dispose: () => controller.abort(),
  };
}

/** The keys `useInvalidate` takes (the query keys of src/api). */
type InvalidateKey = Parameters<ReturnType<typeof useInvalidate>>[0];

/**
 * A mounted form's mutation: {@link createMutation} with the tag's error reporter and the query keys to
 * invalidate after a success, read through a snapshot (./flow-store.ts `useFlowStore`).
 * @param send - the call, given the input and the abort signal (read from the latest render)
 * @param options - `invalidates`: the query keys (or prefixes) the write changes; `onDone` and `onFailed`:
 *   how a send and its Try again end (alike: the form never writes the same ending twice)
 * @returns the store (`send`, `retry`, `reset`) and `snap`, its state to render
 * @example const save = useMutation((values: Values, signal) => changeEmail(api, values, signal), { invalidates: [sessionKeys.profile] });
 */
export function useMutation<Input, Result>(
  send: (input: Input, signal: AbortSignal) => Promise<Result>,
  options: {
    invalidates?: readonly InvalidateKey[];
    /** After a successful send or Try again (the latest render's): what the form does next. */
    onDone?: (result: Result, input: Input) => void;
    /** After a failed send or Try again (the latest render's): field errors, a notice. */
    onFailed?: (error: unknown, input: Input) => void;
  } = {},
): { store: Mutation<Input, Result>; snap: Snapshot<MutationState<Result>> } {
  const report = useFaultReporter();
  const invalidate = useInvalidate();
  // The store is made once; the call, the keys and the endings are the latest render's (a form's values and props).
  const latest = useRef({ send, options, invalidate });
  useLayoutEffect(() => {
    latest.current = { send, options, invalidate };
  });
  return useFlowStore(() =>
    createMutation<Input, Result>({
      send: (input, signal) => latest.current.send(input, signal),
      after: async () => {
        const {
          options: { invalidates = [] },
          invalidate: run,
        } = latest.current;
        await Promise.all(invalidates.map((key) => run(key)));
      },
      done: (result, input) => latest.current.options.onDone?.(result, input),
      failed: (error, input) => latest.current.options.onFailed?.(error, input),
      report,
    }),
  );
}

/**
 * The page's reporter of a mounted tag's faulty sends, for a store that composes its own mutations
 * (`createMutation({ …, report })`; `useMutation` passes it itself): the tag's `reportError`, which
 * tells the page with `ov-error`.
 * @returns the reporter (stable while the tag lives)
 * @example const report = useFaultReporter(); useFlowStore(() => createBatteryStore({ calls, changed, save, report }));
 */
export function useFaultReporter(): (error: unknown) => void {
  const widget = useOptionalWidget();
  return useCallback((error: unknown) => widget?.runtime.report(error, { kind: "mutation" }), [widget]);
}
