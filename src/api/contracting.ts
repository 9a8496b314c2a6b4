/**
 * Contracting calls (calls document §7.8). Catalan and Spanish field names (`descripcio`,
 * `autoconsumo_code`, `cups_availability`) are kept: they are the API's.
 */
import * as v from "valibot";
import { AccessTariffSchema } from "./tariff-lists";
import { queryKey } from "../runtime/query-key";
import type { ApiClient } from "./types";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * @example const cnaes = useQuery(contractingKeys.cnaes, (signal) => getCnaes(api, signal));
 */
export const contractingKeys = {
  all: queryKey("contracting"),
  /** `getContractingDefaults(api)` */
  defaults: queryKey("contracting", "defaults"),
  /** `getCnaes(api)` */
  cnaes: queryKey("contracting", "cnaes"),
  /**
   * What the installation step reads of a supply (its SIPS data and postal code), made of
   * `getCupsConfig` or `getGasCupsConfig`: another answer than the raw `gasCupsConfig`, so another key.
   */
  supply: (type: "electricity" | "gas", cups: string) => queryKey("contracting", "supply", type, cups),
  /** `getGasCupsConfig(api, cups)` */
  gasCupsConfig: (cups: string) => queryKey("contracting", "gasCupsConfig", cups),
  /** `getPricelist(api, params)` */
  pricelist: (params: { power?: number; atr: string | number; cups?: string; selfcons?: boolean; promocode?: string }) =>
    queryKey(
      "contracting",
      "pricelist",
      params.atr,
      params.power ?? "",
      params.cups ?? "",
      params.selfcons ? 1 : 0,
      params.promocode ?? "",
    ),
  /**
   * `getGasPricelist(api, { atr, cups })`, by the tariff alone: the gas step asks it with the CUPS typed
   * so far, and typing on does not reload the products.
   */
  gasPricelist: (atr: string | number) => queryKey("contracting", "gasPricelist", atr),
  /** `estimatePower(api, cups)`: the estimate of a supply from its own consumption */
  powerEstimate: (cups: string) => queryKey("contracting", "powerEstimate", cups),
};

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);
const kw = /* @__PURE__ */ v.optional(v.nullable(v.number()));
const available = /* @__PURE__ */ v.looseObject({ available: v.boolean() });

/** The CUPS lookups document only the supply's postal code (calls §7.8 `address.zipcode`). */
const CupsAddressSchema = /* @__PURE__ */ v.looseObject({
  zipcode: v.optional(v.nullable(v.string())),
});

/** GET contractacio/config/cups/{cups} (v1). */
export const CupsConfigSchema = /* @__PURE__ */ v.looseObject({
  cups_data_availability: v.optional(available, { available: false }),
  cups_availability: available,
  access_tariff: v.optional(v.nullable(AccessTariffSchema)),
  address: v.optional(v.nullable(CupsAddressSchema)),
  power_p1: kw,
  power_p2: kw,
  power_p3: kw,
  power_p4: kw,
  power_p5: kw,
  power_p6: kw,
  /** The `?old=0` variant. */
  power: kw,
  selfcons: v.optional(v.boolean(), false),
  autoconsumo_code: v.optional(v.nullable(v.string())),
});

/** GET gas/contractacio/config/cups/{cups} (v2). */
export const GasCupsConfigSchema = /* @__PURE__ */ v.looseObject({
  access_tariff: v.optional(v.nullable(AccessTariffSchema)),
  address: v.optional(v.nullable(CupsAddressSchema)),
  cups_availability: available,
});

export const CnaeSchema = /* @__PURE__ */ v.looseObject({ id, name: v.string(), descripcio: v.optional(v.nullable(v.string())) });
export const CnaesSchema = /* @__PURE__ */ v.array(CnaeSchema);

/** GET contractacio/config (v1): defaults for prefilling. */
export const ContractingDefaultsSchema = /* @__PURE__ */ v.looseObject({
  cnae: v.optional(v.nullable(CnaeSchema)),
  selfcons_code: v.optional(v.string()),
  residence_type: v.optional(v.nullable(v.string())),
  comms_language: v.optional(v.nullable(v.string())),
  owner: v.optional(
    v.nullable(
      v.looseObject({
        vat: v.optional(v.string()),
        name: v.optional(v.string()),
        email: v.optional(v.string()),
        mobile: v.optional(v.string()),
        company: v.optional(v.boolean()),
      }),
    ),
  ),
});

export const ProductSchema = /* @__PURE__ */ v.looseObject({
  id,
  name: v.string(),
  ov_description: v.optional(v.nullable(v.string()), ""),
  ov_link: v.optional(v.nullable(v.string())),
});
export const ProductsSchema = /* @__PURE__ */ v.array(ProductSchema);

export const CouponValidationSchema = /* @__PURE__ */ v.looseObject({ valid: v.boolean() });

/** POST leads / gas/leads: lead_id; step 5 adds status and result.render. */
export const LeadAnswerSchema = /* @__PURE__ */ v.looseObject({
  lead_id: v.optional(v.nullable(id)),
  status: v.optional(v.string()),
  result: v.optional(
    v.nullable(
      v.looseObject({
        render: v.optional(v.looseObject({ format: v.optional(v.string(), "html"), body: v.optional(v.nullable(v.string()), "") })),
      }),
    ),
  ),
});

export const SolvencySchema = /* @__PURE__ */ v.looseObject({
  scoring: v.optional(v.nullable(v.number())),
});
export const DniValidationSchema = /* @__PURE__ */ v.looseObject({ dni_valid: v.boolean() });

export const PowerEstimateSchema = /* @__PURE__ */ v.looseObject({
  status: v.optional(v.string()),
  power: v.optional(v.nullable(v.number())),
  power2: v.optional(v.nullable(v.number())),
  access_tariff: v.optional(v.nullable(AccessTariffSchema)),
});

export type CupsConfig = v.InferOutput<typeof CupsConfigSchema>;
export type GasCupsConfig = v.InferOutput<typeof GasCupsConfigSchema>;
export type Cnae = v.InferOutput<typeof CnaeSchema>;
export type Product = v.InferOutput<typeof ProductSchema>;
export type LeadAnswer = v.InferOutput<typeof LeadAnswerSchema>;

/** One wizard step of spec §7.8 (FormConfirm): step 1 has no lead_id yet. */
export interface LeadStepBody {
  step: 1 | 2 | 3 | 4 | 5;
  lead_id?: number | string | null;
  [field: string]: unknown;
}

/**
 * SIPS data of an electricity CUPS (fired only at 20 or 22 characters, spec §5).
 * @example const config = await getCupsConfig(api, "ES0031405412345678GK");
 */
export function getCupsConfig(api: ApiClient, cups: string, options: { old?: 0 | 1; signal?: AbortSignal } = {}) {
  return api.get(`contractacio/config/cups/${encodeURIComponent(cups)}`, {
    version: 1,
    query: { old: options.old },
    schema: CupsConfigSchema,
    signal: options.signal,
  });
}

/**
 * @example const { cups_availability } = await getGasCupsConfig(api, cups);
 */
export function getGasCupsConfig(api: ApiClient, cups: string, signal?: AbortSignal) {
  return api.get(`gas/contractacio/config/cups/${encodeURIComponent(cups)}`, { version: 2, schema: GasCupsConfigSchema, signal });
}

/**
 * Defaults for prefilling the wizard (the signed-in owner, default CNAE).
 * @example const defaults = await getContractingDefaults(api);
 */
export function getContractingDefaults(api: ApiClient, signal?: AbortSignal) {
  return api.get("contractacio/config", { version: 1, schema: ContractingDefaultsSchema, signal });
}

/**
 * Activity codes; the default is id 986, code 9820 (spec §9).
 * @example const cnaes = await getCnaes(api);
 */
export function getCnaes(api: ApiClient, signal?: AbortSignal) {
  return api.get("misc/cnaes/", { version: 1, cache: true, schema: CnaesSchema, signal });
}

/**
 * Products of an access tariff (ov_description is HTML).
 * @example const products = await getPricelist(api, { power: 4.6, atr: "2.0TD", cups });
 */
export function getPricelist(
  api: ApiClient,
  params: { power?: number; atr: string | number; cups?: string; selfcons?: boolean; promocode?: string },
  signal?: AbortSignal,
) {
  return api.get("pricelist", {
    version: 1,
    cache: true,
    query: { power: params.power, atr: params.atr, cups: params.cups, selfcons: params.selfcons, promocode: params.promocode },
    schema: ProductsSchema,
    signal,
  });
}

/**
 * @example const products = await getGasPricelist(api, { atr: "RL.1", cups });
 */
export function getGasPricelist(api: ApiClient, params: { atr: string | number; cups?: string }, signal?: AbortSignal) {
  return api.get("gas/pricelist", {
    version: 2,
    cache: true,
    query: { atr: params.atr, cups: params.cups },
    schema: ProductsSchema,
    signal,
  });
}

/**
 * @returns `{valid}`; false shows "promotional code invalid"
 * @example const { valid } = await validateCoupon(api, "BENVINGUDA10");
 */
export function validateCoupon(api: ApiClient, coupon: string, signal?: AbortSignal) {
  return api.get(`leads/validate-coupon/${encodeURIComponent(coupon)}/`, { version: 1, schema: CouponValidationSchema, signal });
}

/**
 * Saves one step of the electricity wizard (JSON, or FormData when it carries files).
 * @example const { lead_id } = await sendLeadStep(api, { step: 1, cups, address });
 */
export function sendLeadStep(api: ApiClient, body: LeadStepBody | FormData, signal?: AbortSignal) {
  return api.post("leads", { version: 1, body, schema: LeadAnswerSchema, signal });
}

/**
 * @example await sendGasLeadStep(api, { step: 2, lead_id, vat, name });
 */
export function sendGasLeadStep(api: ApiClient, body: LeadStepBody | FormData, signal?: AbortSignal) {
  return api.post("gas/leads", { version: 2, body, schema: LeadAnswerSchema, signal });
}

/**
 * Scoring of the lead's owner; the catalogue does not say how it maps to a refusal: the page's
 * `minScoring` does (src/domain/contracting/rules.ts `refusedByScoring`).
 * @example const { scoring } = await getSolvency(api, leadId);
 */
export function getSolvency(api: ApiClient, leadId: number | string, signal?: AbortSignal) {
  return api.get(`leads/solvencia/${encodeURIComponent(String(leadId))}`, { version: 1, schema: SolvencySchema, signal });
}

/**
 * Whether the tax id is registered under the given name.
 * @example const { dni_valid } = await getDniValidation(api, leadId);
 */
export function getDniValidation(api: ApiClient, leadId: number | string, signal?: AbortSignal) {
  return api.get(`leads/dni-validation/${encodeURIComponent(String(leadId))}`, { version: 1, schema: DniValidationSchema, signal });
}

/**
 * The power estimate for contracting (calls §7.8 `POST leads/potencia {cups, data}`). The catalogue
 * names the two body fields and says nothing of what `data` holds nor of the answer's shape, so the
 * body is the supply's CUPS and an empty `data` object: nothing we would have to guess (docs/api.md
 * §7.8 says what a real server may need). The answer is read for `power` (and `power2`), the only
 * thing the wizard uses; an answer without them proposes nothing.
 * @param api the tag's client
 * @param cups the supply whose power is estimated
 * @param signal aborts the call
 * @returns the server's estimate, checked loosely
 * @example const { power } = await estimatePower(api, "ES0031405831702001TX0F");
 */
export function estimatePower(api: ApiClient, cups: string, signal?: AbortSignal) {
  const body: PowerEstimateBody = { cups, data: {} };
  return api.post("leads/potencia", { version: 1, body, schema: PowerEstimateSchema, signal });
}

/** The body of `leads/potencia`: the catalogue's two fields, `data` with nothing we would invent. */
interface PowerEstimateBody {
  cups: string;
  data: Record<string, never>;
}
