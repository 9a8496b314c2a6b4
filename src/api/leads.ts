/** The leads of the comparators and of the power calculator (calls document §7.9). */
import * as v from "valibot";
import type { ApiClient } from "./types";

/** A lead (contact form, gas manual mode, power calculator): status OK marks success. */
export const ComparatorLeadAnswerSchema = /* @__PURE__ */ v.looseObject({
  status: v.string(),
  message: v.optional(v.string()),
});

/** The lead contact form (spec §3): telephone without +34. */
export interface ComparatorLeadForm {
  cups?: string;
  name: string;
  surname1: string;
  surname2?: string;
  email: string;
  telephone: string;
  contactHours: "9-13h" | "13-15h" | "15-19h" | "19-21h";
  consent: boolean;
}

/**
 * Electricity lead (price-compare/confirm); a FormData when the invoice file is attached.
 * @example await sendComparatorLead(api, form);
 */
export function sendComparatorLead(api: ApiClient, form: ComparatorLeadForm | FormData, signal?: AbortSignal) {
  return api.post("price-compare/confirm", { body: form, schema: ComparatorLeadAnswerSchema, signal });
}

/**
 * Gas lead: gas/price-compare in mode manual (spec §7.9). A FormData must carry `mode=manual` itself.
 * @example await sendGasComparatorLead(api, form);
 */
export function sendGasComparatorLead(api: ApiClient, form: ComparatorLeadForm | FormData, signal?: AbortSignal) {
  const body = form instanceof FormData ? form : { ...form, mode: "manual" };
  return api.post("gas/price-compare", { body, schema: ComparatorLeadAnswerSchema, signal });
}

/** The power calculator's result and lead data (spec §7.9). */
export interface PowerCalculatorLead extends Partial<ComparatorLeadForm> {
  cups: string;
  data: {
    optimalPower: number;
    appliances: Array<{ name: string; enabled: boolean; totalPower: number }>;
    area: number;
    numPersones: number;
    cofSimul: number;
    cups: string;
  };
}

/**
 * The spec does not give this path; the sandbox (and so the widget) uses `leads/power-calculator/`.
 * @example const { status } = await sendPowerCalculatorLead(api, lead);
 */
export function sendPowerCalculatorLead(api: ApiClient, lead: PowerCalculatorLead, signal?: AbortSignal) {
  return api.post("leads/power-calculator/", { body: lead, schema: ComparatorLeadAnswerSchema, signal });
}
