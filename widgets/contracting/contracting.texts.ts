import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { StepId } from "../../src/domain/contracting/steps";
import type { ContractingMessageId } from "../../src/domain/contracting/rules";
import { validationMessageValues } from "../../src/domain/validation/schemas";
import { fieldErrorText } from "../../src/forms/validation-messages";

/**
 * The translated form of the contracting rules' message ids (src/domain/contracting/rules.ts
 * `contractingMessages` holds the same English).
 */
const RULE_MESSAGES: Record<ContractingMessageId, MessageDescriptor> = {
  "contracting.cups.notAvailable": msg({ id: "contracting.cups.notAvailable", message: "CUPS not available: it cannot be contracted" }),
  "contracting.power.invalid": msg({ id: "contracting.power.invalid", message: "Enter a power in kW with up to 3 decimals" }),
  "contracting.power.min": msg({ id: "contracting.power.min", message: "At least 1 kW" }),
  "contracting.power.positive": msg({ id: "contracting.power.positive", message: "Enter a power above 0 kW" }),
  "contracting.power.lowerThanPrevious": msg({
    id: "contracting.power.lowerThanPrevious",
    message: "It cannot be lower than the previous period",
  }),
  "contracting.files.min": msg({
    id: "contracting.files.min",
    message: "{min, plural, one {Attach at least # file} other {Attach at least # files}}",
  }),
  "contracting.files.max": msg({
    id: "contracting.files.max",
    message: "{max, plural, one {Attach at most # file} other {Attach at most # files}}",
  }),
  "contracting.files.invalidType": msg({ id: "contracting.files.invalidType", message: "Invalid attachment type" }),
  "contracting.consent.required": msg({ id: "contracting.consent.required", message: "You must accept this to continue" }),
  "contracting.coupon.invalid": msg({ id: "contracting.coupon.invalid", message: "Promotional code invalid" }),
};

/** A react-hook-form field error (or a nested one, for a list of files). */
export interface FieldErrorLike {
  message?: string;
  type?: unknown;
}

/**
 * The translated text of a field error from the contracting rules or the shared validators.
 * @example <TextField error={ruleText(i18n, errors.cups)} />
 */
export function ruleText(i18n: I18n, error: FieldErrorLike | undefined): string | undefined {
  if (!error) return undefined;
  const descriptor = RULE_MESSAGES[error.message as ContractingMessageId] as MessageDescriptor | undefined;
  if (!descriptor) return fieldErrorText(i18n, error);
  // Built apart from the call: the Lingui extractor reads object literals inside i18n._() as messages.
  const withValues: MessageDescriptor = {
    ...descriptor,
    values: validationMessageValues({ expected: typeof error.type === "string" ? error.type : null }),
  };
  return i18n._(withValues);
}

/** The name of each step (stepper, progress bar, step heading). */
export const STEP_LABELS: Record<StepId, MessageDescriptor> = {
  installation: msg({ id: "contracting.step.installation", message: "Supply point" }),
  person: msg({ id: "contracting.step.person", message: "Owner" }),
  contract: msg({ id: "contracting.step.contract", message: "Electricity contract" }),
  gasContract: msg({ id: "contracting.step.gasContract", message: "Gas contract" }),
  payment: msg({ id: "contracting.step.payment", message: "Payment" }),
  confirmation: msg({ id: "contracting.step.confirmation", message: "Confirmation" }),
  finish: msg({ id: "contracting.step.finish", message: "Done" }),
};
