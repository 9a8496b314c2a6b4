/** Comparators and the power calculator lead (calls document §7.9). */
import * as v from "valibot";
import type { ApiClient } from "./types";

/** spec §3: each line {name, price_unit, quantity, multi (days)}. */
export const CompareLineSchema = /* @__PURE__ */ v.looseObject({
  name: v.string(),
  price_unit: v.number(),
  quantity: v.number(),
  multi: v.optional(v.number(), 1),
});

const TaxItemSchema = /* @__PURE__ */ v.looseObject({ name: v.string(), amount: v.number() });

/** Electricity: lines potencia/energia/lloguer and taxes as a map; gas: lines fijo/variable and taxes as a list. */
export const CompareResultSchema = /* @__PURE__ */ v.looseObject({
  status: v.optional(v.string()),
  result: v.looseObject({
    header: v.optional(v.nullable(v.string()), ""),
    content: v.optional(v.nullable(v.string()), ""),
    total_amount: v.number(),
    operations: v.looseObject({
      lines: v.record(v.string(), v.array(CompareLineSchema)),
      taxes: v.union([v.record(v.string(), v.number()), v.array(TaxItemSchema)]),
    }),
  }),
});

/** A lead (contact form, gas manual mode, power calculator): status OK marks success. */
export const ComparatorLeadAnswerSchema = /* @__PURE__ */ v.looseObject({
  status: v.string(),
  message: v.optional(v.string()),
});

export type CompareLine = v.InferOutput<typeof CompareLineSchema>;
export type CompareResult = v.InferOutput<typeof CompareResultSchema>["result"];

export interface ElectricityCompareInput {
  cups: string;
  comerOrigin: number | string;
  accessTariff: number | string;
  /** kW */
  power: number;
  power2?: number;
  /** kWh per period */
  p1?: number;
  p2?: number;
  p3?: number;
  p4?: number;
  p5?: number;
  p6?: number;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  invoiceAmount: number;
  mode: "auto";
  consent: boolean;
}

export interface GasCompareInput {
  mode: "auto";
  cups: string;
  comerOrigin: number | string;
  access_tariff?: number | string;
  consumption: number;
  startDate: string;
  endDate: string;
  invoiceAmount: number;
}

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
 * @example const { result } = await compareElectricity(api, input); result.total_amount;
 */
export function compareElectricity(api: ApiClient, input: ElectricityCompareInput, signal?: AbortSignal) {
  return api.post("price-compare/", { body: input, schema: CompareResultSchema, signal });
}

/**
 * @example const { result } = await compareGas(api, input);
 */
export function compareGas(api: ApiClient, input: GasCompareInput, signal?: AbortSignal) {
  return api.post("gas/price-compare", { body: input, schema: CompareResultSchema, signal });
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
