import { useLingui } from "@lingui/react/macro";
import { Suspense, useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import {
  getDniValidation,
  getSolvency,
  sendGasLeadStep,
  sendLeadStep,
  type LeadAnswer,
  type LeadStepBody,
} from "../../src/api/contracting";
import { describeApiError } from "../../src/api/error-messages";
import { isAborted, isApiError } from "../../src/api/errors";
import type { ContractingOptions } from "../../src/domain/contracting/rules";
import { initialContractingData, type ContractingData, type DataStep } from "../../src/domain/contracting/state";
import { paymentFields } from "../../src/domain/contracting/payload";
import { leadEndpoint, leadStepNumber, type ContractingType } from "../../src/domain/contracting/steps";
import {
  canGoNext,
  canGoPrevious,
  canJumpTo,
  currentStepId,
  dataFingerprint,
  initialWizardState,
  needsSave,
  showsGoHome,
  showsNext,
  wizardReducer,
  type WizardState,
} from "../../src/domain/contracting/wizard";
import { enumProp } from "../../src/element/enum-prop";
import { retryableLazy } from "../../src/element/retryable-lazy";
import { useAbortSignal, useApi, useEmit, useMediaQuery, useSession, useSettings } from "../../src/runtime/widget-context";
import { Alert } from "../../src/ui/alert";
import { Button } from "../../src/ui/button";
import { Spinner } from "../../src/ui/spinner";
import { Stepper, StepperProgress } from "../../src/ui/stepper";
import { STEP_LABELS } from "./messages";
import { clearWizard, loadWizard, saveWizard } from "./persistence";
import type { SaveExtra, StepProps } from "./steps/step-props";

// The step forms (react-hook-form, the lists) load on demand: the tag's first chunk stays small. A
// step that could not be downloaded (connection lost mid-wizard) is downloaded again by Try again;
// the wizard itself is in sessionStorage, so even a reload loses nothing.
const InstallationStep = retryableLazy(() => import("./steps/installation"));
const PersonStep = retryableLazy(() => import("./steps/person"));
const ContractStep = retryableLazy(() => import("./steps/contract"));
const GasContractStep = retryableLazy(() => import("./steps/gas-contract"));
const PaymentStep = retryableLazy(() => import("./steps/payment"));
const ConfirmationStep = retryableLazy(() => import("./steps/confirmation"));
const loadFinish = () => import("./steps/finish");
const FinishView = retryableLazy(loadFinish);

export const TAG = "ov-contracting";
export const TYPES = ["electricity", "gas", "dual"] as const satisfies readonly ContractingType[];

/** How long after the last change typing is saved to sessionStorage. */
const DRAFT_SAVE_DELAY_MS = 300;

/** The promocode query value of the page, removed from the address bar (spec §2: "validated automatically then removed"). */
function takePromocodeFromUrl(): string {
  const url = new URL(window.location.href);
  const code = url.searchParams.get("promocode")?.trim() ?? "";
  if (code !== "") {
    url.searchParams.delete("promocode");
    history.replaceState(history.state, "", url.toString());
  }
  return code;
}

/** spec §9 "mobile breakpoint below 768 px": the progress bar and the fixed bottom bar. */
const SMALL_SCREEN = "(max-width: 767.98px)";

export interface ContractingProps {
  type?: unknown;
  promocode?: unknown;
}

/**
 * `<ov-contracting>`: the new-customer wizards for electricity, gas and dual supply (spec §2
 * "Contracting wizards", §4 "Contracting wizard").
 */
export function Contracting(props: ContractingProps) {
  const type = enumProp(TAG, "type", props.type, TYPES, "electricity");
  const { t } = useLingui();
  const enabled = useSettings((settings) => settings.contractation[type].enabled !== false);
  const authRequired = useSettings((settings) => settings.contractation.authRequired);
  const signedIn = useSession((session) => session.token !== null);
  if (!enabled) {
    return <Alert tone="info">{t({ id: "contracting.disabled", message: "Contracting is not available right now." })}</Alert>;
  }
  if (authRequired && !signedIn) {
    // spec §2: the new-customer routes are private "when authentication is required for contracting".
    return <Alert tone="info">{t({ id: "contracting.signInRequired", message: "Sign in to contract a new supply." })}</Alert>;
  }
  // A new type is another wizard (its own saved state): the key remounts it.
  const promocode = typeof props.promocode === "string" ? props.promocode.trim() : "";
  return <ContractingWizard key={type} type={type} signedIn={signedIn} promocode={promocode} />;
}

/** The failure of the last step send, shown with a retry (spec §4 "A lead send failure sets genericError"). */
interface SendFailure {
  text: string;
  fields: Record<string, unknown>;
}

function ContractingWizard({ type, signedIn, promocode }: { type: ContractingType; signedIn: boolean; promocode: string }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const signal = useAbortSignal();
  const emit = useEmit();
  const small = useMediaQuery(SMALL_SCREEN);
  const settings = useSettings((all) => all.contractation);
  const [restored] = useState(() => loadWizard(type, signedIn));
  const promocodeTaken = useRef<string | null>(restored?.promocodeTaken ?? null);
  const [wizard, dispatch] = useReducer(wizardReducer, restored?.wizard ?? initialWizardState(type));
  const dataRef = useRef<ContractingData>(restored?.data ?? initialContractingData({ authenticated: signedIn, type }));
  const wizardRef = useRef<WizardState>(wizard);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // The page went away while a step was being sent: said once, until the wizard moves or sends again.
  const [interrupted, setInterrupted] = useState(restored?.interrupted === true);
  const [generation, setGeneration] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const options: ContractingOptions = {
    restrictCompanyVAT: settings.restrictCompanyVAT,
    dniRequired: settings.dniRequired,
    emailRequired: settings.emailRequired,
    invoiceRequired: settings.invoiceRequired,
    requireDocumentation: settings.requireDocumentation,
    askPublicity: settings.askPublicity,
    originSelection: settings.originSelection,
    haltBusiness: settings.haltBusiness,
    morosityVerification: settings.morosityVerification,
    commsLanguageDisabled: settings.commsLanguageDisabled,
    leadsConsent: settings.leadsConsent,
    authenticated: signedIn,
  };

  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const persist = useCallback(() => {
    if (draftTimer.current !== null) clearTimeout(draftTimer.current);
    draftTimer.current = null;
    const current = wizardRef.current;
    // spec §4 / issue 7 item 7: kept until finished or reset.
    if (current.confirmStatus === "ok") clearWizard(type);
    else saveWizard(type, { wizard: current, data: dataRef.current, promocodeTaken: promocodeTaken.current });
  }, [type]);
  // Typing is saved a moment after the last key (a step with attachments is megabytes of JSON), and at
  // once when the page goes away or the tag is removed: a reload still finds every character.
  const persistSoon = useCallback(() => {
    if (draftTimer.current !== null) clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(persist, DRAFT_SAVE_DELAY_MS);
  }, [persist]);
  useEffect(() => {
    const flush = () => {
      if (draftTimer.current !== null) persist();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [persist]);

  useEffect(() => {
    wizardRef.current = wizard;
    persist();
  }, [wizard, persist]);

  // spec §2: "The query parameter promocode on the contract step is validated automatically then
  // removed"; the `promocode` attribute likewise. Taken once into the contract step's code field (the
  // step validates a code it opens with), and remembered, so a code the visitor clears stays cleared.
  useEffect(() => {
    if (type === "gas") return; // the gas wizard has no electricity contract step nor promotional code
    const code = takePromocodeFromUrl() || promocode;
    if (code === "" || code === promocodeTaken.current) return;
    promocodeTaken.current = code;
    dataRef.current = { ...dataRef.current, contract: { ...dataRef.current.contract, promotionalCode: code } };
    persist();
  }, [type, promocode, persist]);

  const stepId = currentStepId(wizard);

  // A reload or a closed tab during a send loses its answer (a step 1 without answer begins a second
  // lead, a confirmation may be sent twice): the browser asks before leaving while one is running.
  useEffect(() => {
    if (!wizard.submitting) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", hold);
    return () => window.removeEventListener("beforeunload", hold);
  }, [wizard.submitting]);
  const shownStep = useRef(wizard.currentStep);
  useEffect(() => {
    if (wizard.submitting || shownStep.current !== wizard.currentStep) setInterrupted(false);
    shownStep.current = wizard.currentStep;
  }, [wizard.submitting, wizard.currentStep]);

  // The new step's heading takes focus after a move (not on the first render: no focus theft on load).
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [wizard.currentStep]);
  useEffect(() => {
    if (failure || wizard.leadErrors.dniInvalid || wizard.leadErrors.badScore) failureRef.current?.focus();
  }, [failure, wizard.leadErrors.dniInvalid, wizard.leadErrors.badScore]);

  // Whether the step shown was changed since it opened (its first draft is what it opened with).
  const openedWith = useRef<{ step: number; fingerprint: string } | null>(null);
  const edited = useRef(false);
  const pendingJump = useRef<number | null>(null);
  const onDraft = useCallback(
    <K extends DataStep>(step: K, values: ContractingData[K]) => {
      const fingerprint = dataFingerprint(values);
      const shown = wizardRef.current.currentStep;
      if (openedWith.current?.step !== shown) openedWith.current = { step: shown, fingerprint };
      else if (openedWith.current.fingerprint !== fingerprint) {
        edited.current = true;
        pendingJump.current = null; // a jump waiting for a save that failed validation is dropped on the next edit
      }
      dataRef.current = { ...dataRef.current, [step]: values };
      persistSoon();
    },
    [persistSoon],
  );
  useEffect(() => {
    edited.current = false;
  }, [wizard.currentStep]);

  /** The form of the step shown: Try again and the stepper submit it, so its rules run again. */
  const stepRef = useRef<HTMLElement>(null);
  const submitStep = () => stepRef.current?.querySelector("form")?.requestSubmit();

  /**
   * The stepper (spec §4: "jumping to a step by index is allowed only up to the completed count").
   * Going forward from a step that was changed first saves it (spec §4 "after a step submits
   * successfully ... the flow advances"), so the confirmation never shows data the lead does not have.
   */
  const jumpTo = (index: number) => {
    const state = wizardRef.current;
    if (!canJumpTo(state, index)) return;
    if (index > state.currentStep && edited.current) {
      pendingJump.current = index;
      submitStep();
      return;
    }
    dispatch({ type: "goTo", index });
  };
  /** After a successful save: the jump that asked for it, if any. */
  const afterSave = () => {
    const target = pendingJump.current;
    pendingJump.current = null;
    if (target !== null) dispatch({ type: "goTo", index: target });
  };

  // Read by a step when it mounts (its defaults), never during the wizard's render.
  const readData = useCallback(() => dataRef.current, []);

  const sendLeadStepTo = (endpoint: "leads" | "gas/leads", body: LeadStepBody) =>
    endpoint === "gas/leads" ? sendGasLeadStep(api, body, signal) : sendLeadStep(api, body, signal);

  /** Saves the current step (only when its data changed, spec §4) and advances; resolves with the failure, if any. */
  const save = async (fields: Record<string, unknown>, extra?: SaveExtra): Promise<unknown> => {
    const state = wizardRef.current;
    const step = currentStepId(state);
    const number = leadStepNumber(step);
    const fingerprint = dataFingerprint(fields);
    setFailure(null);
    if (step === "person") {
      // spec §4: "If configuration halts business contracting and the person is a company, the contract,
      // gas contract and payment steps are removed."
      dispatch({ type: "stepsChanged", options: { isCompany: fields.company === true, haltBusiness: settings.haltBusiness } });
    }
    if (number === null || !needsSave(state, fingerprint)) {
      dispatch({ type: "next" });
      afterSave();
      return null;
    }
    const endpoint = leadEndpoint(type, step);
    let leadId = endpoint === "gas/leads" ? state.gasLeadId : state.leadId;
    // The dual wizard's gas lead (gas/leads), when the customer takes gas: it has the payment and the confirmation too.
    const alsoGas = type === "dual" && state.gasLeadId !== null && (step === "payment" || step === "confirmation");
    dispatch({ type: "sendStarted" });
    if (type === "dual" && step === "gasContract" && fields.include_gas === false) {
      // No gas: nothing to send (spec §3 includeGas), and a gas lead begun before is left alone: its
      // payment and confirmation are not sent.
      dispatch({ type: "sendSucceeded", fingerprint, gasLeadId: null });
      emit("ov-contracting-step", { type, step, index: state.currentStep });
      afterSave();
      return null;
    }
    if (step === "confirmation") {
      // spec §4: a failed payment send still advanced; its data goes before the confirmation.
      if (state.steps.includes("payment") && state.sentData.payment === undefined) {
        try {
          const payment = paymentFields(dataRef.current.payment);
          if (state.leadId !== null) await sendLeadStepTo("leads", { ...payment, step: 4, lead_id: state.leadId });
          if (state.gasLeadId !== null) await sendLeadStepTo("gas/leads", { ...payment, step: 4, lead_id: state.gasLeadId });
        } catch (error) {
          if (isAborted(error)) return null;
          // The confirmation itself says whether the lead can go on without it.
        }
      }
      const body: LeadStepBody = { ...fields, step: number, ...(leadId !== null ? { lead_id: leadId } : {}) };
      return confirm(endpoint, body, leadId, alsoGas ? state.gasLeadId : null, state.confirmedLeads);
    }
    try {
      if (leadId === null && extra?.gasLeadPrelude) {
        // The dual wizard's gas lead starts here: its installation and person steps first.
        const [first, second] = extra.gasLeadPrelude;
        const created = (await sendGasLeadStep(api, { ...first, step: 1 }, signal)).lead_id ?? null;
        if (second) await sendGasLeadStep(api, { ...second, step: 2, ...(created !== null ? { lead_id: created } : {}) }, signal);
        leadId = created;
        // Kept at once: if the rest of the step fails, Try again goes on with this lead.
        if (created !== null) dispatch({ type: "gasLeadCreated", gasLeadId: created });
      }
      const body: LeadStepBody = { ...fields, step: number, ...(leadId !== null ? { lead_id: leadId } : {}) };
      const answer = endpoint === "gas/leads" ? await sendGasLeadStep(api, body, signal) : await sendLeadStep(api, body, signal);
      if (alsoGas && state.gasLeadId !== null) await sendGasLeadStep(api, { ...fields, step: number, lead_id: state.gasLeadId }, signal);
      const id = answer.lead_id ?? leadId;
      if (step === "person") {
        // spec §4 / §8.4: the DNI-validation and scoring calls; a refusal keeps the person step with Next disabled.
        const checked = id ?? leadId;
        if (checked !== null) {
          const [dni, scoring] = await Promise.all([getDniValidation(api, checked, signal), getSolvency(api, checked, signal)]);
          const dniInvalid = !dni.dni_valid;
          const badScore = scoring.solvent === false;
          if (dniInvalid || badScore) {
            dispatch({ type: "leadRefused", dniInvalid, badScore });
            return null;
          }
        }
      }
      // The dual wizard's gas lead took its steps 1 and 2 from the installation and the owner: when
      // those change, it is begun again from the gas step, and its payment sent again after it.
      const gasLeadStale = type === "dual" && state.gasLeadId !== null && (step === "installation" || step === "person");
      dispatch({
        type: "sendSucceeded",
        fingerprint,
        ...(endpoint === "gas/leads" ? { gasLeadId: id } : { leadId: id }),
        ...(gasLeadStale ? { gasLeadId: null, unsend: ["gasContract" as const, "payment" as const] } : {}),
      });
      emit("ov-contracting-step", { type, step, index: state.currentStep });
      afterSave();
      return null;
    } catch (error) {
      pendingJump.current = null;
      if (isAborted(error)) return null;
      dispatch({ type: "sendFailed" });
      // spec §4 / §8.4: "a failed payment-step send still advances" (the reducer moves on; the step is sent
      // again when it is next completed, its data not being marked as saved). Nothing to retry here.
      if (step === "payment") return error;
      // spec §8.4 "Lead step failure: genericError, step does not advance": every field stays as typed.
      const reason = isApiError(error)
        ? i18n._(describeApiError(error.code))
        : t({ id: "contracting.sendFailed.unknown", message: "Please try again." });
      setFailure({ text: reason, fields });
      return error;
    }
  };

  /**
   * spec §4: "Confirmation sends the data, shows a loader, then the finish step; on status OK the finish
   * step shows the rendered body (html or markdown) or a sent message; on error it shows the connectivity
   * error and a Previous button."
   */
  const confirm = async (
    endpoint: "leads" | "gas/leads",
    body: LeadStepBody,
    leadId: number | string | null,
    gasLeadId: number | string | null,
    confirmedBefore: ReadonlyArray<number | string>,
  ): Promise<unknown> => {
    // The finish step's code (with the sanitiser) is fetched while the request is being sent.
    void loadFinish();
    const accepted = (answer: LeadAnswer) => answer.status === undefined || answer.status === "OK";
    try {
      // A lead confirmed by an earlier attempt (the dual wizard's electricity lead, when its gas lead
      // failed) is not confirmed twice: only what is left is sent.
      const done = (id: number | string | null) => id !== null && confirmedBefore.includes(id);
      let answer: LeadAnswer | null = null;
      if (!done(leadId)) {
        answer = endpoint === "gas/leads" ? await sendGasLeadStep(api, body, signal) : await sendLeadStep(api, body, signal);
        if (accepted(answer) && leadId !== null) dispatch({ type: "leadConfirmed", leadId });
      }
      if (gasLeadId !== null && !done(gasLeadId) && (answer === null || accepted(answer))) {
        // Dual with gas: the gas lead is confirmed too; its refusal is the wizard's.
        const gas = await sendGasLeadStep(api, { ...body, lead_id: gasLeadId }, signal);
        if (accepted(gas)) dispatch({ type: "leadConfirmed", leadId: gasLeadId });
        // The finish text is the first accepted answer's (the electricity lead's), or the refusal.
        if (answer === null || !accepted(gas)) answer = gas;
      }
      const render = answer?.result?.render;
      const ok = answer === null || accepted(answer);
      dispatch({
        type: "confirmFinished",
        status: ok ? "OK" : "ERROR",
        render: render ? { format: render.format === "markdown" ? "markdown" : "html", body: render.body ?? "" } : null,
      });
      if (ok) emit("ov-contracting-finished", { type, leadId: answer?.lead_id ?? leadId });
      return null;
    } catch (error) {
      if (isAborted(error)) return null;
      dispatch({ type: "confirmFailed" });
      return error;
    }
  };

  const goHome = () => {
    // spec §2: "a Go home button that resets the flow and goes to '/'". The portal around the tag (or
    // the host page) takes the navigation over by cancelling ov-navigate; otherwise the site's root.
    clearWizard(type);
    dataRef.current = initialContractingData({ authenticated: signedIn, type });
    setFailure(null);
    setGeneration((n) => n + 1);
    dispatch({ type: "goHome" });
    if (emit("ov-navigate", { path: "/" }, { cancelable: true })) window.location.assign("/");
  };

  const labels = wizard.steps.map((step) => ({ id: step, label: i18n._(STEP_LABELS[step]) }));
  const lastIndex = wizard.steps.length - 1;

  const nav: ReactNode = (
    <div className={small ? "ov-contracting__nav ov-contracting__nav--fixed" : "ov-contracting__nav"}>
      {canGoPrevious(wizard) && (
        <Button type="button" variant="secondary" onClick={() => dispatch({ type: "previous" })}>
          {t({ id: "contracting.previous", message: "Previous" })}
        </Button>
      )}
      <span className="ov-contracting__spacer" />
      {showsNext(wizard) && (
        <Button type="submit" loading={wizard.submitting} disabled={!canGoNext(wizard)}>
          {stepId === "confirmation"
            ? t({ id: "contracting.send", message: "Send request" })
            : t({ id: "contracting.next", message: "Next" })}
        </Button>
      )}
      {showsGoHome(wizard) && (
        <Button type="button" onClick={goHome}>
          {t({ id: "contracting.goHome", message: "Go home" })}
        </Button>
      )}
    </div>
  );

  const failureAlert = failure && (
    <div ref={failureRef} tabIndex={-1} className="ov-contracting__failure">
      <Alert
        tone="error"
        title={t({ id: "contracting.sendFailed", message: "This step could not be saved." })}
        action={{
          label: t({ id: "contracting.retry", message: "Try again" }),
          // The step's form is submitted again: its rules run on what is typed now, and the save
          // takes the same path (the dual wizard's gas lead included).
          onClick: submitStep,
        }}
      >
        {failure.text}
      </Alert>
    </div>
  );

  const refused = stepId === "person" && (wizard.leadErrors.dniInvalid || wizard.leadErrors.badScore);
  const refusal = refused && (
    <div ref={failureRef} tabIndex={-1} className="ov-contracting__failure">
      {wizard.leadErrors.dniInvalid ? (
        // spec §8.4 "DNI invalid: tax id not registered under the given name".
        <Alert tone="error" title={t({ id: "contracting.refused.dni.title", message: "The tax id does not match the name" })}>
          {t({
            id: "contracting.refused.dni",
            message:
              "This tax id is not registered under the name given. To correct the owner's data, go back to the previous step and return here.",
          })}
        </Alert>
      ) : (
        // spec §8.4 "Bad score: refusal plus thanks line".
        <Alert tone="error" title={t({ id: "contracting.refused.score.title", message: "We cannot offer you a contract online" })}>
          {t({ id: "contracting.refused.score", message: "Thank you for your interest in contracting with us." })}
        </Alert>
      )}
    </div>
  );

  const interruption = interrupted && !refused && !failure && (
    <Alert tone="warning" title={t({ id: "contracting.interrupted.title", message: "The page closed while this step was being sent" })}>
      {stepId === "confirmation"
        ? t({
            id: "contracting.interrupted.confirmation",
            message:
              "We cannot tell whether your request reached us. Check your answers and send it again: it goes with the same request, not as a new one.",
          })
        : t({
            id: "contracting.interrupted.step",
            message: "Your answers are kept. Check them and continue.",
          })}
    </Alert>
  );

  const stepProps: StepProps = {
    type,
    options,
    readData,
    onDraft,
    onSave: save,
    nav,
    steps: wizard.steps,
    onEdit: jumpTo,
    submitting: wizard.submitting,
    failure: refusal || failureAlert || interruption,
  };

  return (
    <div className={small ? "ov-contracting ov-contracting--small" : "ov-contracting"}>
      {small ? (
        <StepperProgress current={wizard.currentStep} total={wizard.steps.length} stepLabel={labels[wizard.currentStep]?.label} />
      ) : (
        <Stepper
          steps={labels}
          current={wizard.currentStep}
          // spec §4: "jumping to a step by index is allowed only up to the completed count, not on the
          // last step or while submitting".
          maxReachable={wizard.currentStep === lastIndex ? wizard.currentStep : Math.min(wizard.completedSteps, lastIndex - 1)}
          busy={wizard.submitting}
          onStepSelect={wizard.currentStep === lastIndex ? undefined : jumpTo}
          label={t({ id: "contracting.progress", message: "Contracting steps" })}
        />
      )}
      <section ref={stepRef} className="ov-contracting__step" aria-labelledby="ov-contracting-heading">
        <h2 id="ov-contracting-heading" ref={headingRef} tabIndex={-1}>
          {labels[wizard.currentStep]?.label}
        </h2>
        {stepId === "finish" ? (
          <Suspense key="finish" fallback={<Spinner label={t({ id: "contracting.loading", message: "Loading…" })} />}>
            <FinishView status={wizard.confirmStatus} render={wizard.confirmResponse} />
            {nav}
          </Suspense>
        ) : (
          <Suspense key="step" fallback={<Spinner label={t({ id: "contracting.loading", message: "Loading…" })} />}>
            {stepId === "installation" && <InstallationStep key={`installation:${generation}`} {...stepProps} />}
            {stepId === "person" && <PersonStep key={`person:${generation}`} {...stepProps} />}
            {stepId === "contract" && <ContractStep key={`contract:${generation}`} {...stepProps} />}
            {stepId === "gasContract" && <GasContractStep key={`gasContract:${generation}`} {...stepProps} />}
            {stepId === "payment" && <PaymentStep key={`payment:${generation}`} {...stepProps} />}
            {stepId === "confirmation" && <ConfirmationStep key={`confirmation:${generation}`} {...stepProps} />}
          </Suspense>
        )}
      </section>
    </div>
  );
}
