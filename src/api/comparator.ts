/**
 * Comparators (calls document §7.9). Their leads and the power calculator's are in `./leads`, so that
 * the comparator's chunk does not share a chunk with the lead forms' callers.
 */
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
