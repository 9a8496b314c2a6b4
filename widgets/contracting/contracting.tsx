import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { isApiError } from "../../src/api/errors";
import type { ContractingOptions } from "../../src/domain/contracting/rules";
import type { ContractingType, StepId } from "../../src/domain/contracting/steps";
import { canGoNext, canGoPrevious, currentStepId, showsGoHome, showsNext, type WizardState } from "../../src/domain/contracting/wizard";
import { enumProp } from "../../src/element/enum-prop";
import { Lazy, retryableChunk, type Chunk } from "../../src/element/retryable-chunk";
import { useAbortSignal, useApi, useEmit, useRuntime, useSession, useSettings } from "../../src/runtime/widget-context";
import { useMediaQuery } from "../../src/ui/use-media-query";
import { useFlowStore } from "../../src/state/flow-store";
import { useFaultReporter } from "../../src/state/mutation";
import { Alert } from "../../src/ui/alert";
import { Button } from "../../src/ui/button";
import { RetryFailure } from "../../src/ui/retry-failure";
import { Spinner } from "../../src/ui/spinner";
import { Stepper, StepperProgress } from "../../src/ui/stepper";
import { STEP_LABELS } from "./contracting.texts";
import { clearWizard, loadWizard, saveWizard } from "./persistence";
import type { StepProps } from "./steps/step-props";
import { createWizardStore, leadCalls } from "./wizard-store";

// The step forms (react-hook-form, the lists) load on demand: the tag's first chunk stays small. A
// step that could not be downloaded (connection lost mid-wizard) is downloaded again by Try again;
// the wizard itself is in sessionStorage, so even a reload loses nothing.
const STEP_FORMS: Record<Exclude<StepId, "finish">, Chunk<ComponentType<StepProps>>> = {
  installation: retryableChunk(() => import("./steps/installation").then((module) => module.InstallationStep)),
  person: retryableChunk(() => import("./steps/person").then((module) => module.PersonStep)),
  contract: retryableChunk(() => import("./steps/contract").then((module) => module.ContractStep)),
  gasContract: retryableChunk(() => import("./steps/gas-contract").then((module) => module.GasContractStep)),
  payment: retryableChunk(() => import("./steps/payment").then((module) => module.PaymentStep)),
  confirmation: retryableChunk(() => import("./steps/confirmation").then((module) => module.ConfirmationStep)),
};
const finishView = retryableChunk(() => import("./steps/finish").then((module) => module.FinishView));

export const TAG = "ov-contracting";
export const TYPES = ["electricity", "gas", "dual"] as const satisfies readonly ContractingType[];

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

function ContractingWizard({ type, signedIn, promocode }: { type: ContractingType; signedIn: boolean; promocode: string }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const signal = useAbortSignal();
  const runtime = useRuntime();
  const emit = useEmit();
  const small = useMediaQuery(SMALL_SCREEN);
  const settings = useSettings((all) => all.contractation);
  // Read by the store when the person step is saved: the setting as it is then.
  const haltBusiness = useRef(settings.haltBusiness);
  useEffect(() => {
    haltBusiness.current = settings.haltBusiness;
  }, [settings.haltBusiness]);
  const report = useFaultReporter();
  const { store, snap } = useFlowStore(() =>
    createWizardStore({
      type,
      signedIn,
      calls: leadCalls(api, signal),
      storage: {
        load: () => loadWizard(type, signedIn),
        save: (saved) => saveWizard(type, saved),
        clear: () => clearWizard(type),
      },
      emit,
      haltBusiness: () => haltBusiness.current,
      minScoring: () => runtime.resolve().minScoring,
      preloadFinish: () => void finishView.load().catch(() => {}),
      report,
    }),
  );
  const wizard = snap.wizard as WizardState;
  const headingRef = useRef<HTMLHeadingElement>(null);
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

  // A reload still finds every character: a pending draft is written when the page goes away (and
  // when the tag is removed, by the store's dispose).
  useEffect(() => {
    const flush = () => store.flush();
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [store]);

  // spec §2: "The query parameter promocode on the contract step is validated automatically then
  // removed"; the `promocode` attribute likewise. Taken once into the contract step's code field (the
  // step validates a code it opens with).
  useEffect(() => {
    if (type === "gas") return; // the page's promocode is left for a wizard that has a contract step
    store.takePromocode(takePromocodeFromUrl() || promocode);
  }, [type, promocode, store]);

  const stepId = currentStepId(wizard);

  // A reload or a closed tab during a send loses its answer (a step 1 without answer begins a second
  // lead, a confirmation may be sent twice): the browser asks before leaving while one is running.
  useEffect(() => {
    if (!wizard.submitting) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", hold);
    return () => window.removeEventListener("beforeunload", hold);
  }, [wizard.submitting]);

  // The new step's heading takes focus after a move (not on the first render: no focus theft on load).
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [wizard.currentStep]);

  const labels = wizard.steps.map((step) => ({ id: step, label: i18n._(STEP_LABELS[step]) }));
  const lastIndex = wizard.steps.length - 1;

  const nav: ReactNode = (
    <div className={small ? "ov-contracting__nav ov-contracting__nav--fixed" : "ov-contracting__nav"}>
      {canGoPrevious(wizard) && (
        <Button type="button" variant="secondary" onClick={store.previous}>
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
        <Button type="button" onClick={store.goHome}>
          {t({ id: "contracting.goHome", message: "Go home" })}
        </Button>
      )}
    </div>
  );

  const failure = snap.failure;
  const failureAlert = failure && (
    <RetryFailure
      className="ov-contracting__failure"
      error={failure.error}
      title={t({ id: "contracting.sendFailed", message: "This step could not be saved." })}
      retry={{
        label: t({ id: "contracting.retry", message: "Try again" }),
        // The step's form is submitted again (through the store, not the DOM): its rules run on what is
        // typed now, and the save takes the same path (the dual wizard's gas lead included).
        onClick: store.submitStep,
      }}
    >
      {/* An API error gets the catalogue's message (RetryFailure), anything else this one. */}
      {isApiError(failure.error) ? null : t({ id: "contracting.sendFailed.unknown", message: "Please try again." })}
    </RetryFailure>
  );

  const refused = stepId === "person" && (wizard.leadErrors.dniInvalid || wizard.leadErrors.badScore);
  const refusal =
    refused &&
    (wizard.leadErrors.dniInvalid ? (
      // spec §8.4 "DNI invalid: tax id not registered under the given name".
      <RetryFailure
        className="ov-contracting__failure"
        error="dniInvalid"
        title={t({ id: "contracting.refused.dni.title", message: "The tax id does not match the name" })}
      >
        {t({
          id: "contracting.refused.dni",
          message:
            "This tax id is not registered under the name given. To correct the owner's data, go back to the previous step and return here.",
        })}
      </RetryFailure>
    ) : (
      // spec §8.4 "Bad score: refusal plus thanks line".
      <RetryFailure
        className="ov-contracting__failure"
        error="badScore"
        title={t({ id: "contracting.refused.score.title", message: "We cannot offer you a contract online" })}
      >
        {t({ id: "contracting.refused.score", message: "Thank you for your interest in contracting with us." })}
      </RetryFailure>
    ));

  const interruption = snap.interrupted && !refused && !failure && (
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
    store,
    nav,
    steps: wizard.steps,
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
          onStepSelect={wizard.currentStep === lastIndex ? undefined : store.jumpTo}
          label={t({ id: "contracting.progress", message: "Contracting steps" })}
        />
      )}
      <section className="ov-contracting__step" aria-labelledby="ov-contracting-heading">
        <h2 id="ov-contracting-heading" ref={headingRef} tabIndex={-1}>
          {labels[wizard.currentStep]?.label}
        </h2>
        {stepId === "finish" ? (
          <Lazy key="finish" chunk={finishView} fallback={<Spinner label={t({ id: "contracting.loading", message: "Loading…" })} />}>
            {(FinishView) => (
              <>
                <FinishView status={wizard.confirmStatus} render={wizard.confirmResponse} />
                {nav}
              </>
            )}
          </Lazy>
        ) : (
          <Lazy key="step" chunk={STEP_FORMS[stepId]} fallback={<Spinner label={t({ id: "contracting.loading", message: "Loading…" })} />}>
            {(Step) => <Step key={`${stepId}:${snap.generation}`} {...stepProps} />}
          </Lazy>
        )}
      </section>
    </div>
  );
}
