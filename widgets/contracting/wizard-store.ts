/**
 * The contracting wizard's flow state (spec §4 "Contracting wizard"), on the pattern of
 * `src/state/flow-store.ts`: a valtio store made per wizard by {@link createWizardStore}, with its
 * actions beside it. The navigation rules are the pure reducer of `src/domain/contracting/wizard.ts`;
 * this store applies them, sends the lead steps, and keeps the wizard in sessionStorage (issue 7 item 7
 * "No data lost": a reload finds every field typed, the step, the leads and what they confirmed).
 */
import { proxy, ref } from "valtio/vanilla";
import {
  getDniValidation,
  getSolvency,
  sendGasLeadStep,
  sendLeadStep,
  type LeadAnswer,
  type LeadStepBody,
} from "../../src/api/contracting";
import type { ApiClient } from "../../src/api/types";
import { isAborted } from "../../src/api/errors";
import { paymentFields } from "../../src/domain/contracting/payload";
import { refusedByScoring } from "../../src/domain/contracting/rules";
import { initialContractingData, type ContractingData, type DataStep } from "../../src/domain/contracting/state";
import { leadEndpoint, leadStepNumber, type ContractingType } from "../../src/domain/contracting/steps";
import {
  canJumpTo,
  currentStepId,
  dataFingerprint,
  initialWizardState,
  needsSave,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from "../../src/domain/contracting/wizard";
import type { OvEventMap } from "../../src/events/catalogue";
import type { FlowStore } from "../../src/state/flow-store";
import { createMutation } from "../../src/state/mutation";
import type { RestoredWizard, SavedWizard } from "./persistence";

/** The calls the wizard makes, bound to the API client and the tag's abort signal. */
export interface LeadCalls {
  sendLeadStep(body: LeadStepBody): Promise<LeadAnswer>;
  sendGasLeadStep(body: LeadStepBody): Promise<LeadAnswer>;
  getDniValidation(leadId: number | string): Promise<{ dni_valid: boolean }>;
  getSolvency(leadId: number | string): Promise<{ scoring?: number | null }>;
}

/**
 * The wizard's calls through `src/api/contracting.ts`.
 * @param api - The tag's API client.
 * @param signal - Aborted when the tag goes away.
 * @example createWizardStore({ ..., calls: leadCalls(api, signal) })
 */
export function leadCalls(api: ApiClient, signal: AbortSignal): LeadCalls {
  return {
    sendLeadStep: (body) => sendLeadStep(api, body, signal),
    sendGasLeadStep: (body) => sendGasLeadStep(api, body, signal),
    getDniValidation: (leadId) => getDniValidation(api, leadId, signal),
    getSolvency: (leadId) => getSolvency(api, leadId, signal),
  };
}

/** Where the wizard is kept (`persistence.ts`, bound to the wizard's type). */
export interface WizardStorage {
  load(): RestoredWizard | null;
  save(saved: SavedWizard): unknown;
  clear(): void;
}

/** The events the wizard fires (the tag's `emit`); false when a listener cancelled a cancelable one. */
export type WizardEmit = <K extends "ov-contracting-step" | "ov-contracting-finished" | "ov-navigate">(
  name: K,
  detail: OvEventMap[K],
  options?: { cancelable?: boolean },
) => boolean;

export interface WizardStoreDeps {
  type: ContractingType;
  signedIn: boolean;
  calls: LeadCalls;
  storage: WizardStorage;
  emit: WizardEmit;
  /** spec §4: "If configuration halts business contracting and the person is a company", read when the person step is saved. */
  haltBusiness: () => boolean;
  /** The page's scoring threshold (`configure({ minScoring })`), read when the person step is saved. */
  minScoring: () => number | null;
  /** Called as the confirmation is sent: the finish step's code downloads meanwhile. */
  preloadFinish?: () => void;
  /** A confirmation that failed by a fault (not a refusal, not aborted), for the page's `reportError` (`useFaultReporter`). */
  report?: (error: unknown) => void;
  /** How long after the last change typing is saved (default 300 ms). */
  draftDelayMs?: number;
}

/**
 * The failure of the last step send, shown with a retry (spec §4 "A lead send failure sets
 * genericError"). The error itself (an `Error` is never proxied by valtio): the view gives its
 * catalogue message in the language shown then.
 */
export interface SendFailure {
  error: unknown;
}

export interface WizardStoreState {
  wizard: WizardState;
  /**
   * Every step's data as last typed. A valtio `ref`, replaced whole on each change, never proxied: no
   * render reads it (a step reads its own once, as its form's defaults), attachments are megabytes of
   * base64, and the form's value objects are kept as they were given.
   */
  data: ContractingData;
  failure: SendFailure | null;
  /** The page went away while a step was being sent: said once, until the wizard moves or sends again. */
  interrupted: boolean;
  /** Bumped by Go home: the step forms start again from the fresh data. */
  generation: number;
  /** The promotional code of the attribute or page address already taken (spec §2: validated once). */
  promocodeTaken: string | null;
}

/** What a step may add to its save. */
export interface SaveExtra {
  /** The dual wizard's gas lead: the bodies of gas/leads steps 1 and 2, sent first when there is no gas lead yet. */
  gasLeadPrelude?: Array<Record<string, unknown>>;
}

export interface WizardStore extends FlowStore<WizardStoreState> {
  readonly state: WizardStoreState;
  /** Every step's data as last typed (a step reads its own once, as its form's defaults). */
  readData(): ContractingData;
  /** A step's values on every change; saved a moment later (issue 7 item 7: a reload finds everything typed). */
  draft<K extends DataStep>(step: K, values: ContractingData[K]): void;
  /** The shown step's form says how to submit it (its rules run first); returns the unregistration. */
  registerStepForm(submit: () => void): () => void;
  /** Submits the shown step's form, as Next would: Try again and the stepper's forward jumps. */
  submitStep(): void;
  /** Saves the current step with these lead fields (only when its data changed, spec §4) and advances; resolves with the failure, if any. */
  saveStep(fields: Record<string, unknown>, extra?: SaveExtra): Promise<unknown>;
  previous(): void;
  /** The stepper and the confirmation's edit links (spec §4 "allowed only up to the completed count"). */
  jumpTo(index: number): void;
  /** spec §2: "a Go home button that resets the flow and goes to '/'". */
  goHome(): void;
  /** spec §2: a promotional code of the page or attribute goes, once, into the contract step's code. */
  takePromocode(code: string): void;
  /** Writes a pending draft now (the page goes away). */
  flush(): void;
  /** The wizard goes away: its pending draft is written, a confirmation under way aborted. */
  dispose(): void;
}

const DRAFT_SAVE_DELAY_MS = 300;

/** What the confirmation sends: the lead's last step, and the dual wizard's gas lead to confirm with it. */
interface ConfirmInput {
  endpoint: "leads" | "gas/leads";
  body: LeadStepBody;
  leadId: number | string | null;
  gasLeadId: number | string | null;
}

/**
 * A contracting wizard's store, restored from its saved state when there is one.
 *
 * @param deps - The wizard's type, calls, storage, events and settings.
 * @returns The store: `state` (render it through `useSnapshot`) and its actions.
 * @example
 * const { store, snap } = useFlowStore(() => createWizardStore({ type, signedIn, calls: leadCalls(api, signal), storage, emit, haltBusiness, describeFailure }));
 */
export function createWizardStore(deps: WizardStoreDeps): WizardStore {
  const { type, signedIn, calls, storage, emit } = deps;
  const restored = storage.load();
  const state = proxy<WizardStoreState>({
    wizard: restored?.wizard ?? initialWizardState(type),
    data: ref(restored?.data ?? initialContractingData({ authenticated: signedIn, type })),
    failure: null,
    interrupted: restored?.interrupted === true,
    generation: 0,
    promocodeTaken: restored?.promocodeTaken ?? null,
  });

  // Not rendered, so kept out of the proxy: the form of the step shown, whether it was changed since it
  // opened (its first draft is what it opened with), and a forward jump waiting for its save.
  let stepSubmit: (() => void) | null = null;
  let openedWith: { step: number; fingerprint: string } | null = null;
  let edited = false;
  let pendingJump: number | null = null;
  let draftTimer: ReturnType<typeof setTimeout> | null = null;

  const persist = () => {
    if (draftTimer !== null) clearTimeout(draftTimer);
    draftTimer = null;
    // spec §4 / issue 7 item 7: kept until finished or reset.
    if (state.wizard.confirmStatus === "ok") storage.clear();
    else storage.save({ wizard: state.wizard, data: state.data, promocodeTaken: state.promocodeTaken });
  };

  /** Applies a transition of the reducer, and keeps the wizard at once (a send started is then known to a reload). */
  const dispatch = (action: WizardAction) => {
    const before = state.wizard;
    const next = wizardReducer(before, action);
    if (next === before) return;
    state.wizard = next;
    if (next.currentStep !== before.currentStep) edited = false;
    if (next.submitting || next.currentStep !== before.currentStep) state.interrupted = false;
    persist();
  };

  /** After a successful save: the jump that asked for it, if any. */
  const afterSave = () => {
    const target = pendingJump;
    pendingJump = null;
    if (target !== null) dispatch({ type: "goTo", index: target });
  };

  const send = (endpoint: "leads" | "gas/leads", body: LeadStepBody) =>
    endpoint === "gas/leads" ? calls.sendGasLeadStep(body) : calls.sendLeadStep(body);

  const accepted = (answer: LeadAnswer) => answer.status === undefined || answer.status === "OK";

  /**
   * The confirmation's calls: the lead's last step, and the dual wizard's gas lead's. A lead confirmed by
   * an earlier attempt (the dual wizard's electricity lead, when its gas lead failed) is not confirmed
   * twice: only what is left is sent, and each lead is recorded as confirmed as soon as it is.
   * @returns the answer the finish step shows: the first accepted one (the electricity lead's) or the
   *   refusal; null when nothing was left to send
   */
  const confirmLeads = async ({ endpoint, body, leadId, gasLeadId }: ConfirmInput): Promise<LeadAnswer | null> => {
    const confirmedBefore = [...state.wizard.confirmedLeads];
    const done = (id: number | string | null) => id !== null && confirmedBefore.includes(id);
    let answer: LeadAnswer | null = null;
    if (!done(leadId)) {
      answer = await send(endpoint, body);
      if (accepted(answer) && leadId !== null) dispatch({ type: "leadConfirmed", leadId });
    }
    if (gasLeadId !== null && !done(gasLeadId) && (answer === null || accepted(answer))) {
      // Dual with gas: the gas lead is confirmed too; its refusal is the wizard's.
      const gas = await calls.sendGasLeadStep({ ...body, lead_id: gasLeadId });
      if (accepted(gas)) dispatch({ type: "leadConfirmed", leadId: gasLeadId });
      if (answer === null || !accepted(gas)) answer = gas;
    }
    return answer;
  };

  /**
   * The confirmation goes through the one mutation primitive (src/state/mutation.ts): one send while one
   * is in flight, aborted with the wizard, a fault reported to the page. The reducer keeps its own
   * `submitting`, which the mutation cannot: it is saved with the wizard, so that a reload during the
   * send knows it was interrupted. The lead steps before it are saved by {@link saveStep} directly: each
   * is sent again only when its data changed (`needsSave`), which the reducer decides.
   */
  const confirmation = createMutation<ConfirmInput, LeadAnswer | null>({ send: confirmLeads, report: deps.report });

  /**
   * spec §4: "Confirmation sends the data, shows a loader, then the finish step; on status OK the finish
   * step shows the rendered body (html or markdown) or a sent message; on error it shows the
   * connectivity error and a Previous button."
   */
  const confirm = async (input: ConfirmInput): Promise<unknown> => {
    deps.preloadFinish?.();
    // Each confirmation is a new send (after a refusal, the customer may go back, change and confirm
    // again); `reset` does nothing while one is in flight, and `send` then sends nothing.
    confirmation.reset();
    if (!(await confirmation.send(input))) {
      const failure = confirmation.state.error;
      if (!failure) return null; // aborted, or another send in flight
      dispatch({ type: "confirmFailed" });
      return failure.cause;
    }
    const answer = confirmation.state.result as LeadAnswer | null;
    const render = answer?.result?.render;
    const ok = answer === null || accepted(answer);
    dispatch({
      type: "confirmFinished",
      status: ok ? "OK" : "ERROR",
      render: render ? { format: render.format === "markdown" ? "markdown" : "html", body: render.body ?? "" } : null,
    });
    if (ok) emit("ov-contracting-finished", { type, leadId: answer?.lead_id ?? input.leadId });
    return null;
  };

  const saveStep = async (fields: Record<string, unknown>, extra?: SaveExtra): Promise<unknown> => {
    const wizard = state.wizard;
    const step = currentStepId(wizard);
    const number = leadStepNumber(step);
    const fingerprint = dataFingerprint(fields);
    state.failure = null;
    if (step === "person") {
      // spec §4: "If configuration halts business contracting and the person is a company, the contract,
      // gas contract and payment steps are removed."
      dispatch({
        type: "stepsChanged",
        options: { isCompany: (fields.owner as { company?: unknown } | undefined)?.company === true, haltBusiness: deps.haltBusiness() },
      });
    }
    if (number === null || !needsSave(state.wizard, fingerprint)) {
      dispatch({ type: "next" });
      afterSave();
      return null;
    }
    const endpoint = leadEndpoint(type, step);
    const index = state.wizard.currentStep;
    let leadId = endpoint === "gas/leads" ? state.wizard.gasLeadId : state.wizard.leadId;
    const gasLeadId = state.wizard.gasLeadId;
    // The dual wizard's gas lead (gas/leads), when the customer takes gas: it has the payment and the confirmation too.
    const alsoGas = type === "dual" && gasLeadId !== null && (step === "payment" || step === "confirmation");
    dispatch({ type: "sendStarted" });
    if (type === "dual" && step === "gasContract" && fields.include_gas === false) {
      // No gas: nothing to send (spec §3 includeGas), and a gas lead begun before is left alone: its
      // payment and confirmation are not sent.
      dispatch({ type: "sendSucceeded", fingerprint, gasLeadId: null });
      emit("ov-contracting-step", { type, step, index });
      afterSave();
      return null;
    }
    if (step === "confirmation") {
      // spec §4: a failed payment send still advanced; its data goes before the confirmation.
      if (state.wizard.steps.includes("payment") && state.wizard.sentData.payment === undefined) {
        try {
          const payment = paymentFields(state.data.payment);
          if (state.wizard.leadId !== null) await send("leads", { ...payment, step: 4, lead_id: state.wizard.leadId });
          if (gasLeadId !== null) await send("gas/leads", { ...payment, step: 4, lead_id: gasLeadId });
        } catch (error) {
          if (isAborted(error)) return null;
          // The confirmation itself says whether the lead can go on without it.
        }
      }
      const body: LeadStepBody = { ...fields, step: number, ...(leadId !== null ? { lead_id: leadId } : {}) };
      return confirm({ endpoint, body, leadId, gasLeadId: alsoGas ? gasLeadId : null });
    }
    try {
      if (leadId === null && extra?.gasLeadPrelude) {
        // The dual wizard's gas lead starts here: its installation and person steps first.
        const [first, second] = extra.gasLeadPrelude;
        const created = (await calls.sendGasLeadStep({ ...first, step: 1 })).lead_id ?? null;
        if (second) await calls.sendGasLeadStep({ ...second, step: 2, ...(created !== null ? { lead_id: created } : {}) });
        leadId = created;
        // Kept at once: if the rest of the step fails, Try again goes on with this lead.
        if (created !== null) dispatch({ type: "gasLeadCreated", gasLeadId: created });
      }
      const body: LeadStepBody = { ...fields, step: number, ...(leadId !== null ? { lead_id: leadId } : {}) };
      const answer = await send(endpoint, body);
      if (alsoGas && gasLeadId !== null) await calls.sendGasLeadStep({ ...fields, step: number, lead_id: gasLeadId });
      const id = answer.lead_id ?? leadId;
      if (step === "person" && id !== null) {
        // spec §4 / §8.4: the DNI-validation and scoring calls; a refusal keeps the person step with Next disabled.
        const [dni, scoring] = await Promise.all([calls.getDniValidation(id), calls.getSolvency(id)]);
        const dniInvalid = !dni.dni_valid;
        const badScore = refusedByScoring(scoring.scoring, deps.minScoring());
        if (dniInvalid || badScore) {
          dispatch({ type: "leadRefused", dniInvalid, badScore });
          return null;
        }
      }
      // The dual wizard's gas lead took its steps 1 and 2 from the installation and the owner: when
      // those change, it is begun again from the gas step, and its payment sent again after it.
      const gasLeadStale = type === "dual" && gasLeadId !== null && (step === "installation" || step === "person");
      dispatch({
        type: "sendSucceeded",
        fingerprint,
        ...(endpoint === "gas/leads" ? { gasLeadId: id } : { leadId: id }),
        ...(gasLeadStale ? { gasLeadId: null, unsend: ["gasContract" as const, "payment" as const] } : {}),
      });
      emit("ov-contracting-step", { type, step, index });
      afterSave();
      return null;
    } catch (error) {
      pendingJump = null;
      if (isAborted(error)) return null;
      dispatch({ type: "sendFailed" });
      // spec §4 / §8.4: "a failed payment-step send still advances" (the reducer moves on; the step is sent
      // again when it is next completed, its data not being marked as saved). Nothing to retry here.
      if (step === "payment") return error;
      // spec §8.4 "Lead step failure: genericError, step does not advance": every field stays as typed.
      state.failure = { error };
      return error;
    }
  };

  const store: WizardStore = {
    state,
    readData: () => state.data,
    draft: (step, values) => {
      const fingerprint = dataFingerprint(values);
      const shown = state.wizard.currentStep;
      if (openedWith?.step !== shown) openedWith = { step: shown, fingerprint };
      else if (openedWith.fingerprint !== fingerprint) {
        edited = true;
        pendingJump = null; // a jump waiting for a save that failed validation is dropped on the next edit
      }
      state.data = ref({ ...state.data, [step]: values });
      // Typing is saved a moment after the last key (a step with attachments is megabytes of JSON), and
      // at once when the page goes away or the tag is removed (`flush`).
      if (draftTimer !== null) clearTimeout(draftTimer);
      draftTimer = setTimeout(persist, deps.draftDelayMs ?? DRAFT_SAVE_DELAY_MS);
    },
    registerStepForm: (submit) => {
      stepSubmit = submit;
      return () => {
        if (stepSubmit === submit) stepSubmit = null;
      };
    },
    submitStep: () => stepSubmit?.(),
    saveStep,
    previous: () => dispatch({ type: "previous" }),
    jumpTo: (index) => {
      if (!canJumpTo(state.wizard, index)) return;
      // Going forward from a step that was changed first saves it (spec §4 "after a step submits
      // successfully ... the flow advances"), so the confirmation never shows data the lead does not have.
      if (index > state.wizard.currentStep && edited) {
        pendingJump = index;
        stepSubmit?.();
        return;
      }
      dispatch({ type: "goTo", index });
    },
    goHome: () => {
      storage.clear();
      state.data = ref(initialContractingData({ authenticated: signedIn, type }));
      state.failure = null;
      state.generation += 1;
      dispatch({ type: "goHome" });
      // The portal around the tag (or the host page) takes the navigation over by cancelling
      // ov-navigate; otherwise the site's root.
      if (emit("ov-navigate", { path: "/" }, { cancelable: true })) window.location.assign("/");
    },
    takePromocode: (code) => {
      if (type === "gas") return; // the gas wizard has no electricity contract step nor promotional code
      if (code === "" || code === state.promocodeTaken) return;
      // Remembered, so a code the visitor clears stays cleared.
      state.promocodeTaken = code;
      state.data = ref({ ...state.data, contract: { ...state.data.contract, promotionalCode: code } });
      persist();
    },
    flush: () => {
      if (draftTimer !== null) persist();
    },
    dispose: () => {
      store.flush();
      confirmation.dispose();
    },
  };
  // Kept from the start: a wizard restored without its files, or begun, is what a reload finds.
  persist();
  return store;
}
