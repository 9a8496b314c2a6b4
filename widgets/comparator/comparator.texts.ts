import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { comparatorMessageIds as ids } from "../../src/domain/comparator";
import { fieldErrorText } from "../../src/forms/validation-messages";

/** The comparator rules' messages (ids from src/domain/comparator.ts). */
const RULE_MESSAGES: Record<string, MessageDescriptor> = {
  [ids.notANumber]: msg({ id: "comparator.rule.notANumber", message: "Enter a number" }),
  [ids.positive]: msg({ id: "comparator.rule.positive", message: "Enter a number greater than zero" }),
  [ids.wholeNumber]: msg({ id: "comparator.rule.wholeNumber", message: "Enter a whole number, without decimals" }),
  [ids.powerDecimals]: msg({ id: "comparator.rule.powerDecimals", message: "Use at most 3 decimals" }),
  [ids.endBeforeStart]: msg({ id: "comparator.rule.endBeforeStart", message: "The end date cannot be before the start date" }),
  [ids.dateInvalid]: msg({ id: "comparator.rule.dateInvalid", message: "Enter a valid date" }),
  [ids.consumptionTooHigh]: msg({
    id: "comparator.rule.consumptionTooHigh",
    message: "This consumption is too high for the contracted power in these dates. Check the kWh on your invoice.",
  }),
  [ids.consentRequired]: msg({ id: "comparator.rule.consentRequired", message: "Accept the use of these data to compare" }),
};

/** The translated message of a comparator form field error. */
export function ruleText(i18n: I18n, error: { message?: string; type?: unknown } | undefined): string | undefined {
  if (!error) return undefined;
  const own = error.message ? RULE_MESSAGES[error.message] : undefined;
  return own ? i18n._(own) : fieldErrorText(i18n, error);
}
