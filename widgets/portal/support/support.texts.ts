import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CaseState, SupportCase } from "../../../src/api/support";
import type { ChipTone } from "../../../src/ui/chip";

/** spec §4 "Support case states: accepted, denied, additional information required, being processed, in process". */
export const CASE_STATE_LABELS: Record<CaseState, MessageDescriptor> = {
  accepted: msg({ id: "portal.support.state.accepted", message: "Accepted" }),
  denied: msg({ id: "portal.support.state.denied", message: "Denied" }),
  additional_information_required: msg({ id: "portal.support.state.moreInfo", message: "Additional information required" }),
  being_processed: msg({ id: "portal.support.state.beingProcessed", message: "Being processed" }),
  in_process: msg({ id: "portal.support.state.inProcess", message: "In process" }),
};

/** The chip's colour of each state; the state's words say it too (never colour alone). */
export const CASE_STATE_TONES: Record<CaseState, ChipTone> = {
  accepted: "success",
  denied: "error",
  additional_information_required: "warning",
  being_processed: "info",
  in_process: "info",
};

/** spec §3 support case `section`: a request written to customer service, or a claim (ATC). */
export const SECTION_LABELS: Record<string, MessageDescriptor> = {
  crm: msg({ id: "portal.support.section.crm", message: "Request" }),
  atc: msg({ id: "portal.support.section.atc", message: "Claim" }),
};

/** The state a case needs a reply in (portal-spec §4 "additional information required"). */
export const NEEDS_REPLY_STATE: CaseState = "additional_information_required";

/**
 * Whether a wire state is one of spec §4's.
 * @param state - the case's `state`
 * @returns true for the five known states
 * @example isCaseState("in_process") // true
 */
export function isCaseState(state: string): state is CaseState {
  return Object.prototype.hasOwnProperty.call(CASE_STATE_LABELS, state);
}

/**
 * A case's section and state in the visitor's language (the server's own words for a state it adds).
 * @param i18n - the active i18n
 * @param item - the case
 * @returns the section's words (null without one), the state's words and its chip tone
 * @example const { section, state, tone } = describeCase(i18n, item);
 */
export function describeCase(i18n: I18n, item: SupportCase): { section: string | null; state: string; tone: ChipTone } {
  const sectionLabel = item.section ? SECTION_LABELS[item.section] : undefined;
  const known = isCaseState(item.state);
  return {
    section: sectionLabel ? i18n._(sectionLabel) : item.section,
    state: known ? i18n._(CASE_STATE_LABELS[item.state as CaseState]) : (item.stateLabel ?? item.state),
    tone: known ? CASE_STATE_TONES[item.state as CaseState] : "neutral",
  };
}
