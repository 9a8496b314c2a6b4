import type { ReactNode } from "react";
import type { ContractingOptions } from "../../../src/domain/contracting/rules";
import type { ContractingType, StepId } from "../../../src/domain/contracting/steps";
import type { WizardStore } from "../wizard-store";

/** What the wizard gives each step form. */
export interface StepProps {
  type: ContractingType;
  /** The contracting settings the rules depend on. */
  options: ContractingOptions;
  /**
   * The wizard's store: the step reads its data once (`readData`, its form's defaults), hands every
   * change to it (`draft`, through `useStepForm`), registers its form's submit (Next, Try again and the
   * stepper submit it), saves with `saveStep` and goes back to a step with `jumpTo`.
   */
  store: WizardStore;
  /** Previous / Next / Go home, rendered at the end of the step's form (Next submits it). */
  nav: ReactNode;
  /** The wizard's steps, in order (the confirmation's summary links to them). */
  steps: StepId[];
  /** While the step is being sent (the confirmation shows its loader). */
  submitting: boolean;
  /** The failure of the last send, shown above the navigation. */
  failure: ReactNode;
}
