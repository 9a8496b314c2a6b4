/**
 * The leads of the comparators and of the power calculator (calls document §7.9): one function per
 * call, each with its answer schema and its failure rule, so widgets never post a lead themselves.
 */
import * as v from "valibot";
import { ApiError } from "./errors";
import type { ApiClient } from "./types";

/** A lead (contact form, gas manual mode, power calculator): status OK marks success. */
export const ComparatorLeadAnswerSchema = /* @__PURE__ */ v.looseObject({
  status: v.string(),
  message: v.optional(v.string()),
});

export type LeadAnswer = v.InferOutput<typeof ComparatorLeadAnswerSchema>;

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
 * A lead body as the lead contact form builds it (`leadRequestBody` of `src/forms/lead`): the fields as
 * JSON, or a FormData when the invoice file travels with them (spec §7.9 "invoice file").
 */
export type LeadBody = Readonly<Record<string, unknown>> | FormData;

/**
 * Posts a lead and applies spec §7.9 "status OK marks success": any other status is a failure
 * carrying the server's message (shown by the gas comparator, spec §8.4).
 */
async function postLead(api: ApiClient, path: string, body: unknown, signal: AbortSignal | undefined): Promise<LeadAnswer> {
  const answer = await api.post(path, { body, schema: ComparatorLeadAnswerSchema, signal });
  if (answer.status !== "OK") throw new ApiError({ status: 200, code: "validation", serverMessage: answer.message ?? null, body: answer });
  return answer;
}

/** The lead fields with `mode: "manual"` (spec §7.9: a comparator call with the lead fields is a lead). */
function inManualMode(body: ComparatorLeadForm | LeadBody): Readonly<Record<string, unknown>> | FormData {
  if (!(body instanceof FormData)) return { ...body, mode: "manual" };
  const form = new FormData();
  body.forEach((value, key) => form.append(key, value));
  form.set("mode", "manual");
  return form;
}

/**
 * Electricity lead after a result (price-compare/confirm); a FormData when the invoice file is attached.
 * @param api the page's API client
 * @param form the contact fields and the CUPS
 * @param signal aborts the call when the widget goes away
 * @returns the answer (status OK); a different status throws an `ApiError` with the server's message
 * @example await sendComparatorLead(api, leadRequestBody(values, { cups }), signal);
 */
export function sendComparatorLead(api: ApiClient, form: ComparatorLeadForm | LeadBody, signal?: AbortSignal): Promise<LeadAnswer> {
  return postLead(api, "price-compare/confirm", form, signal);
}

/**
 * Electricity lead of the manual mode (spec §7.9: price-compare/ "or the lead fields when mode is manual").
 * @param api the page's API client
 * @param form the contact fields (and the CUPS when typed); `mode: "manual"` is added here
 * @param signal aborts the call when the widget goes away
 * @returns the answer (status OK); a different status throws an `ApiError` with the server's message
 * @example await sendManualComparatorLead(api, leadRequestBody(values), signal);
 */
export function sendManualComparatorLead(api: ApiClient, form: ComparatorLeadForm | LeadBody, signal?: AbortSignal): Promise<LeadAnswer> {
  return postLead(api, "price-compare/", inManualMode(form), signal);
}

/**
 * Gas lead: gas/price-compare in mode manual (spec §7.9), after a result or in the manual mode.
 * @param api the page's API client
 * @param form the contact fields and the CUPS; `mode: "manual"` is added here, to a FormData too
 * @param signal aborts the call when the widget goes away
 * @returns the answer (status OK); a different status throws an `ApiError` with the server's message
 * @example await sendGasComparatorLead(api, leadRequestBody(values, { cups }), signal);
 */
export function sendGasComparatorLead(api: ApiClient, form: ComparatorLeadForm | LeadBody, signal?: AbortSignal): Promise<LeadAnswer> {
  return postLead(api, "gas/price-compare", inManualMode(form), signal);
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
 * Power calculator lead. The spec does not give its path; the sandbox (and so the widget) uses
 * `leads/power-calculator/`.
 * @param api the page's API client
 * @param lead the contact fields, the CUPS and the calculation (`data`)
 * @param signal aborts the call when the widget goes away
 * @returns the answer (status OK); a different status throws an `ApiError` with the server's message
 * @example await sendPowerCalculatorLead(api, leadRequestBody(values, { cups, data }), signal);
 */
export function sendPowerCalculatorLead(api: ApiClient, lead: PowerCalculatorLead | LeadBody, signal?: AbortSignal): Promise<LeadAnswer> {
  return postLead(api, "leads/power-calculator/", lead, signal);
}
