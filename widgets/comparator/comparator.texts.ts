import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { comparatorMessageIds } from "../../src/domain/comparator";

/**
 * The comparator rules' messages (ids from src/domain/comparator.ts), for the catalogs: Lingui extracts
 * them into `comparator.po`. A rule's error is translated by its id, as every field error is
 * (`fieldErrorText` of src/forms/validation-messages.ts), so the forms do not carry this table: built, it
 * was an id-to-id map (a descriptor is only its id) of about 0.1 kB gzip in the comparator's first load.
 * Keyed by the ids written out, which `satisfies` checks against the rules' ids.
 */
export const RULE_MESSAGES = {
  "comparator.rule.notANumber": msg({ id: "comparator.rule.notANumber", message: "Enter a number" }),
  "comparator.rule.positive": msg({ id: "comparator.rule.positive", message: "Enter a number greater than zero" }),
  "comparator.rule.wholeNumber": msg({ id: "comparator.rule.wholeNumber", message: "Enter a whole number, without decimals" }),
  "comparator.rule.powerDecimals": msg({ id: "comparator.rule.powerDecimals", message: "Use at most 3 decimals" }),
  "comparator.rule.endBeforeStart": msg({ id: "comparator.rule.endBeforeStart", message: "The end date cannot be before the start date" }),
  "comparator.rule.dateInvalid": msg({ id: "comparator.rule.dateInvalid", message: "Enter a valid date" }),
  "comparator.rule.consumptionTooHigh": msg({
    id: "comparator.rule.consumptionTooHigh",
    message: "This consumption is too high for the contracted power in these dates. Check the kWh on your invoice.",
  }),
  "comparator.rule.consentRequired": msg({ id: "comparator.rule.consentRequired", message: "Accept the use of these data to compare" }),
} satisfies Record<(typeof comparatorMessageIds)[keyof typeof comparatorMessageIds], MessageDescriptor>;
