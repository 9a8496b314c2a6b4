import { readableServerMessage } from "../../../src/api/errors";
import { sendComparatorLead, sendGasComparatorLead, sendManualComparatorLead } from "../../../src/api/leads";
import type { ApiClient } from "../../../src/api/types";
import { leadRequestBody, type LeadContactValues } from "../../../src/forms/lead/lead-request";
import type { Energy } from "../comparator";
import { registerCatalogs } from "../../../src/i18n/catalogs";

/**
 * Sends the comparator's lead through the call of `src/api/leads` that fits (calls §7.9): after a result,
 * electricity to price-compare/confirm and gas to gas/price-compare in manual mode; in mode manual,
 * price-compare/ or gas/price-compare with `mode: "manual"`. An answer other than status OK throws.
 * @param api the page's API client
 * @param lead the energy, the contact form's values, the CUPS when known, whether the mode is manual
 * @example await sendLead(api, { energy: "gas", values, cups, manual: false, signal });
 */
export async function sendLead(
  api: ApiClient,
  lead: { energy: Energy; values: LeadContactValues; cups?: string; manual: boolean; signal?: AbortSignal },
): Promise<void> {
  const { energy, values, cups, manual, signal } = lead;
  const send = energy === "gas" ? sendGasComparatorLead : manual ? sendManualComparatorLead : sendComparatorLead;
  await send(api, leadRequestBody(values, cups ? { cups } : {}), signal);
}

/** spec §8.4: a failed gas lead shows the server's message; electricity says "Invoice sending failed." (the form's default). */
export function describeLeadFailure(energy: Energy) {
  return (error: unknown) => (energy === "gas" ? readableServerMessage(error) : null);
}

/** The catalog area of the parts loaded on demand (the result and the contact forms), lingui.config.ts. */
export const RESULT_AREA = "comparator-result";
// The result's texts travel with the result's code (loaded on demand), not with the comparator's first chunk.
registerCatalogs(import.meta.glob("../../../locales/*/comparator-result.po"));
