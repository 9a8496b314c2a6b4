import { ComparatorLeadAnswerSchema } from "../../../src/api/leads";
import { ApiError, readableServerMessage } from "../../../src/api/errors";
import type { ApiClient } from "../../../src/api/types";
import { leadRequestBody, type LeadContactValues } from "../../../src/forms/lead/lead-request";
import type { Energy } from "../comparator";
import { registerCatalogs } from "../../../src/i18n/catalogs";

/**
 * Sends the comparator's lead (calls §7.9): after a result, electricity to price-compare/confirm and gas
 * to gas/price-compare in manual mode; in mode manual, price-compare/ or gas/price-compare with
 * `mode: "manual"`. An answer other than status OK is a failure.
 * @example await sendLead(api, { energy: "gas", values, cups, manual: false, signal });
 */
export async function sendLead(
  api: ApiClient,
  lead: { energy: Energy; values: LeadContactValues; cups?: string; manual: boolean; signal?: AbortSignal },
): Promise<void> {
  const { energy, values, cups, manual, signal } = lead;
  const extra: Record<string, unknown> = cups ? { cups } : {};
  const path = energy === "gas" ? "gas/price-compare" : manual ? "price-compare/" : "price-compare/confirm";
  if (energy === "gas" || manual) extra.mode = "manual";
  const answer = await api.post(path, { body: leadRequestBody(values, extra), schema: ComparatorLeadAnswerSchema, signal });
  if (answer.status !== "OK") throw new ApiError({ status: 200, code: "validation", serverMessage: answer.message ?? null, body: answer });
}

/** spec §8.4: a failed gas lead shows the server's message; electricity says "Invoice sending failed." (the form's default). */
export function describeLeadFailure(energy: Energy) {
  return (error: unknown) => (energy === "gas" ? readableServerMessage(error) : null);
}

/** The catalog area of the parts loaded on demand (the result and the contact forms), lingui.config.ts. */
export const RESULT_AREA = "comparator-result";
// The result's texts travel with the result's code (loaded on demand), not with the comparator's first chunk.
registerCatalogs(import.meta.glob("../../../locales/*/comparator-result.po"));
