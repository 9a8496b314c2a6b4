import type { ReactNode } from "react";
import type { ContractingOptions } from "../../../src/domain/contracting/rules";
import type { ContractingData, DataStep } from "../../../src/domain/contracting/state";
import type { ContractingType, StepId } from "../../../src/domain/contracting/steps";

/** What the wizard gives each step form. */
export interface StepProps {
  type: ContractingType;
  /** The contracting settings the rules depend on. */
  options: ContractingOptions;
  /** Every step's data as last typed; a step reads its own once, as its form's defaults. */
  readData: () => ContractingData;
  /** Called on every change, so a reload finds everything typed (issue 7 item 7). */
  onDraft: <K extends DataStep>(step: K, values: ContractingData[K]) => void;
  /**
   * Saves the step with these lead fields and advances; resolves with the error when the send failed
   * (the wizard shows the failure with a retry), else null.
   */
  onSave: (fields: Record<string, unknown>, extra?: SaveExtra) => Promise<unknown>;
  /** Previous / Next / Go home, rendered at the end of the step's form (Next submits it). */
  nav: ReactNode;
  /** The wizard's steps, in order (the confirmation's summary links to them). */
  steps: StepId[];
  /** Goes back to a completed step to change it (the confirmation's edit links). */
  onEdit: (index: number) => void;
  /** While the step is being sent (the confirmation shows its loader). */
  submitting: boolean;
  /** The failure of the last send, shown above the navigation. */
  failure: ReactNode;
}

/** What a step may add to its save. */
export interface SaveExtra {
  /** The dual wizard's gas lead: the bodies of gas/leads steps 1 and 2, sent first when there is no gas lead yet. */
  gasLeadPrelude?: Array<Record<string, unknown>>;
}
