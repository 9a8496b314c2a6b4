/**
 * The lists of companies of origin and of access tariffs (calls document §7.8), apart from
 * `./contracting` because the comparators need them too: a comparator page loads these two calls, not
 * the whole contracting client.
 */
import * as v from "valibot";
import { queryKey } from "../runtime/query-key";
import type { ApiClient } from "./types";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * Kept to four short entries: the comparator's first load carries them (bench `--sizes-only`).
 * @example const comers = useQuery(tariffListKeys.comers("gas"), (signal) => getGasComers(api, signal));
 */
export const tariffListKeys = {
  all: queryKey("tariffLists"),
  /** `getComers(api)` for electricity, `getGasComers(api)` for gas */
  comers: (type: "electricity" | "gas") => queryKey("tariffLists", "comers", type),
  /** `getTariffs(api, { power })` */
  tariffs: (power: number) => queryKey("tariffLists", "tariffs", power),
  /** `getGasTariffs(api)` */
  gasTariffs: queryKey("tariffLists", "gasTariffs"),
};

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);

export const AccessTariffSchema = /* @__PURE__ */ v.looseObject({ id, name: v.optional(v.string()) });
export const AccessTariffsSchema = /* @__PURE__ */ v.array(AccessTariffSchema);

export const ComerSchema = /* @__PURE__ */ v.looseObject({ id, name: v.string() });
export const ComersSchema = /* @__PURE__ */ v.array(ComerSchema);

export type AccessTariff = v.InferOutput<typeof AccessTariffSchema>;
export type Comer = v.InferOutput<typeof ComerSchema>;

/**
 * Electricity retailers of origin (cached 30 minutes).
 * @example const comers = await getComers(api);
 */
export function getComers(api: ApiClient, signal?: AbortSignal) {
  return api.get("leads/comers", { version: 1, cache: true, schema: ComersSchema, signal });
}

/**
 * @example const comers = await getGasComers(api);
 */
export function getGasComers(api: ApiClient, signal?: AbortSignal) {
  return api.get("gas/leads/comers", { version: 2, cache: true, schema: ComersSchema, signal });
}

/**
 * Access tariffs for a power in kW; an empty list shows the support-phone warning.
 * @example const tariffs = await getTariffs(api, { power: 5.75 });
 */
export function getTariffs(api: ApiClient, params: { power: number; old?: 0 | 1 }, signal?: AbortSignal) {
  return api.get("tariff", {
    version: 1,
    cache: true,
    query: { power: params.power, old: params.old },
    schema: AccessTariffsSchema,
    signal,
  });
}

/**
 * @example const tariffs = await getGasTariffs(api);
 */
export function getGasTariffs(api: ApiClient, signal?: AbortSignal) {
  return api.get("gas/tariff", { version: 2, cache: true, schema: AccessTariffsSchema, signal });
}
