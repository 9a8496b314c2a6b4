/**
 * The navigation of a contracting wizard as a pure reducer (spec §4 "Contracting wizard", errors §8.4).
 * The widget sends the calls and dispatches their outcome; the rules of what may happen live here.
 */
import { stepsFor, type ContractingType, type StepId, type StepListOptions } from "./steps";

/** spec §3 leadErrors. */
export interface LeadErrors {
  badScore: boolean;
  dniInvalid: boolean;
  genericError: boolean;
}

/** spec §3 confirmStatus ("starts pending"). */
export type ConfirmStatus = "pending" | "ok" | "error";

/** spec §7.8: step 5 answers result.render {format, body}. */
export interface ConfirmRender {
  format: "html" | "markdown";
  body: string;
}

export interface WizardState {
  type: ContractingType;
  steps: StepId[];
  /** Index into `steps`. */
  currentStep: number;
  /** How many steps, from the first, have been saved: jumps go up to this index. */
  completedSteps: number;
  leadId: number | string | null;
  gasLeadId: number | string | null;
  leadErrors: LeadErrors;
  submitting: boolean;
  isConfirming: boolean;
  confirmStatus: ConfirmStatus;
  confirmResponse: ConfirmRender | null;
  /** spec §4 "steps are saved only if data changed": the fingerprint of the data last sent per step. */
  sentData: Partial<Record<StepId, string>>;
  /**
   * The leads whose confirmation the server accepted. The dual wizard confirms two leads one after the
   * other: when the gas one fails, sending again must not confirm the electricity lead a second time.
   */
  confirmedLeads: Array<number | string>;
}

export type WizardAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; index: number }
  | { type: "sendStarted" }
  | {
      type: "sendSucceeded";
      fingerprint: string;
      leadId?: number | string | null;
      /** The dual wizard's gas lead; `null` drops it (gas no longer taken, or its steps 1-2 are stale). */
      gasLeadId?: number | string | null;
      /** Steps whose last send no longer counts, to be sent again when next completed. */
      unsend?: StepId[];
    }
  | { type: "gasLeadCreated"; gasLeadId: number | string }
  | { type: "leadConfirmed"; leadId: number | string }
  | { type: "sendFailed" }
  | { type: "leadRefused"; badScore: boolean; dniInvalid: boolean }
  | { type: "confirmFinished"; status: "OK" | "ERROR"; render?: ConfirmRender | null }
  | { type: "confirmFailed" }
  | { type: "stepsChanged"; options: StepListOptions }
  | { type: "goHome" };

const NO_ERRORS: LeadErrors = { badScore: false, dniInvalid: false, genericError: false };

/**
 * A wizard at its first step (spec §4 "starts at installation").
 *
 * @param type - The wizard type.
 * @param options - Company flag and halt-business setting.
 * @example
 * initialWizardState("dual").steps[0]; // "installation"
 */
export function initialWizardState(type: ContractingType, options: StepListOptions = {}): WizardState {
  return {
    type,
    steps: stepsFor(type, options),
    currentStep: 0,
    completedSteps: 0,
    leadId: null,
    gasLeadId: null,
    leadErrors: { ...NO_ERRORS },
    submitting: false,
    isConfirming: false,
    confirmStatus: "pending",
    confirmResponse: null,
    sentData: {},
    confirmedLeads: [],
  };
}

/**
 * The step shown.
 * @example currentStepId(initialWizardState("gas")); // "installation"
 */
export function currentStepId(state: WizardState): StepId {
  return state.steps[state.currentStep] ?? "installation";
}

function isLastStep(state: WizardState): boolean {
  return state.currentStep >= state.steps.length - 1;
}

/** cyrb53, a fast 53-bit string hash: enough to tell one step's data from its next version. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * A stable fingerprint of a step's data (keys sorted), to tell whether it changed since it was sent.
 * A short hash, not the data: the wizard is kept in sessionStorage, and a step's attachments (base64
 * data URLs of several MB) must not be stored twice.
 *
 * @param data - What the step would send.
 * @returns A short string equal for equal data, whatever the key order.
 * @example
 * dataFingerprint({ a: 1, b: 2 }) === dataFingerprint({ b: 2, a: 1 }); // true
 */
export function dataFingerprint(data: unknown): string {
  const canonical = JSON.stringify(data, (_key, value: unknown) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  });
  return `${canonical.length.toString(36)}:${hash53(canonical)}`;
}

/**
 * Whether the current step must be sent before advancing (spec §4 "steps are saved only if data
 * changed"): not when the same data was already sent successfully.
 *
 * @param state - The wizard.
 * @param fingerprint - {@link dataFingerprint} of what the step would send now.
 * @example
 * needsSave(state, dataFingerprint(body)) ? send() : dispatch({ type: "next" });
 */
export function needsSave(state: WizardState, fingerprint: string): boolean {
  return state.sentData[currentStepId(state)] !== fingerprint;
}

/**
 * Whether Next shows and works (spec §2 "Next on every step except the last"; §4 dniInvalid or badScore
 * disables Next on the person step).
 * @example canGoNext(initialWizardState("gas")); // true
 */
export function canGoNext(state: WizardState): boolean {
  if (isLastStep(state) || state.submitting) return false;
  if (currentStepId(state) === "person" && (state.leadErrors.dniInvalid || state.leadErrors.badScore)) return false;
  return true;
}

/** Whether the Next button is shown at all (it is, disabled, while submitting or refused). */
export function showsNext(state: WizardState): boolean {
  return !isLastStep(state);
}

/**
 * Whether Previous shows (spec §2 "only after the first and before the last step"); the finish step
 * of a failed confirmation shows it too (spec §4 "the connectivity error and a Previous button").
 * @example canGoPrevious(initialWizardState("gas")); // false
 */
export function canGoPrevious(state: WizardState): boolean {
  if (state.submitting || state.currentStep === 0) return false;
  if (isLastStep(state)) return state.confirmStatus === "error";
  return true;
}

/**
 * Whether the stepper may jump to a step (spec §4 "allowed only up to the completed count, not on the
 * last step or while submitting").
 * @example canJumpTo(state, 0);
 */
export function canJumpTo(state: WizardState, index: number): boolean {
  if (state.submitting || isLastStep(state)) return false;
  if (!Number.isInteger(index) || index < 0 || index >= state.steps.length) return false;
  // The finish step is reached only through the confirmation send.
  if (index === state.steps.length - 1) return false;
  return index <= state.completedSteps;
}

/** Whether Go home shows: on the last step (spec §2). */
export function showsGoHome(state: WizardState): boolean {
  return isLastStep(state);
}

function moveTo(state: WizardState, index: number): WizardState {
  // spec §4: lead errors clear on going back.
  const back = index < state.currentStep;
  return { ...state, currentStep: index, leadErrors: back ? { ...NO_ERRORS } : state.leadErrors };
}

function advance(state: WizardState): WizardState {
  const next = Math.min(state.currentStep + 1, state.steps.length - 1);
  return { ...state, currentStep: next, completedSteps: Math.max(state.completedSteps, next) };
}

/**
 * The wizard reducer.
 *
 * @param state - The wizard now.
 * @param action - What happened.
 * @returns The next wizard (the same object when the action is not allowed).
 * @example
 * const [wizard, dispatch] = useReducer(wizardReducer, "dual", initialWizardState);
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "next":
      // Unchanged data: advance without a send (spec §4).
      return canGoNext(state) ? advance(state) : state;
    case "previous":
      return canGoPrevious(state) ? { ...moveTo(state, state.currentStep - 1), confirmStatus: "pending", confirmResponse: null } : state;
    case "goTo":
      return canJumpTo(state, action.index) ? moveTo(state, action.index) : state;
    case "sendStarted": {
      if (state.submitting || isLastStep(state)) return state;
      const confirming = currentStepId(state) === "confirmation";
      return { ...state, submitting: true, isConfirming: confirming, confirmStatus: confirming ? "pending" : state.confirmStatus };
    }
    case "sendSucceeded": {
      if (!state.submitting) return state;
      const step = currentStepId(state);
      // The confirmation's outcome is confirmFinished; an answer without a status is a plain "sent".
      if (step === "confirmation") return wizardReducer(state, { type: "confirmFinished", status: "OK" });
      const sentData = { ...state.sentData, [step]: action.fingerprint };
      for (const stale of action.unsend ?? []) delete sentData[stale];
      const saved: WizardState = {
        ...state,
        submitting: false,
        leadId: action.leadId ?? state.leadId,
        gasLeadId: action.gasLeadId === undefined ? state.gasLeadId : action.gasLeadId,
        // spec §4: lead errors clear when a later step succeeds.
        leadErrors: { ...NO_ERRORS },
        sentData,
        // A step saved again after a confirmation changed what was confirmed: it is confirmed again.
        confirmedLeads: [],
      };
      return advance(saved);
    }
    case "gasLeadCreated": {
      // Kept at once: a failure of the rest of the step then retries on this lead, not on a new one.
      return state.submitting ? { ...state, gasLeadId: action.gasLeadId } : state;
    }
    case "leadConfirmed":
      if (!state.isConfirming || state.confirmedLeads.includes(action.leadId)) return state;
      return { ...state, confirmedLeads: [...state.confirmedLeads, action.leadId] };
    case "sendFailed": {
      if (!state.submitting) return state;
      const failed: WizardState = {
        ...state,
        submitting: false,
        isConfirming: false,
        leadErrors: { ...state.leadErrors, genericError: true },
      };
      // spec §4 / §8.4: "a failed payment-step send still advances" (its data is sent again next time).
      return currentStepId(state) === "payment" ? advance(failed) : failed;
    }
    case "leadRefused":
      // spec §4: the DNI-validation and scoring calls after the person step; Next stays disabled there.
      if (!action.badScore && !action.dniInvalid) return { ...state, submitting: false };
      return { ...state, submitting: false, leadErrors: { ...state.leadErrors, badScore: action.badScore, dniInvalid: action.dniInvalid } };
    case "confirmFinished": {
      if (!state.isConfirming) return state;
      const ok = action.status === "OK";
      const finished: WizardState = {
        ...state,
        submitting: false,
        isConfirming: false,
        confirmStatus: ok ? "ok" : "error",
        confirmResponse: action.render ?? null,
      };
      return { ...finished, currentStep: state.steps.length - 1, completedSteps: state.steps.length - 1 };
    }
    case "confirmFailed":
      // spec §4 / §8.4: final send failure shows the connectivity error and Previous on the finish step.
      if (!state.isConfirming) return state;
      return {
        ...state,
        submitting: false,
        isConfirming: false,
        confirmStatus: "error",
        confirmResponse: null,
        currentStep: state.steps.length - 1,
      };
    case "stepsChanged": {
      // spec §4: halt-business removes steps when the person turns out to be a company.
      const steps = stepsFor(state.type, action.options);
      if (steps.join() === state.steps.join()) return state;
      const current = currentStepId(state);
      const index = Math.max(0, steps.indexOf(current));
      // The completed count stays a prefix: it stops at the first step not saved before.
      let completed = 0;
      const wasSaved = (step: StepId | undefined) =>
        step !== undefined && state.steps.includes(step) && state.steps.indexOf(step) < state.completedSteps;
      while (completed < steps.length - 1 && wasSaved(steps[completed])) completed += 1;
      return { ...state, steps, currentStep: index, completedSteps: completed };
    }
    case "goHome":
      // spec §2: Go home resets the flow.
      return initialWizardState(state.type);
  }
}
