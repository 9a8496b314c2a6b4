/** Geography lookups of the address forms (calls document §7.3, v1, cached 30 minutes). */
import * as v from "valibot";
import { queryKey } from "../runtime/query-key";
import type { ApiClient } from "./types";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * @example const zip = useQuery(geoKeys.zip("08013"), (signal) => getZip(api, "08013", signal));
 */
export const geoKeys = {
  all: queryKey("geo"),
  /** `getZip(api, zip)` */
  zip: (zip: string) => queryKey("geo", "zip", zip),
  /** `getProvince(api, ine)` */
  province: (ine: string) => queryKey("geo", "province", ine),
  /** `getStreetTypes(api)` */
  streetTypes: queryKey("geo", "streetTypes"),
};

const code = /* @__PURE__ */ v.pipe(v.union([v.string(), v.number()]), v.transform(String));

export const LocalitySchema = /* @__PURE__ */ v.looseObject({ city: v.string(), ine: code });
export const ZipSchema = /* @__PURE__ */ v.array(LocalitySchema);
export const ProvinceSchema = /* @__PURE__ */ v.looseObject({ id: code, name: v.string() });
export const StreetTypeSchema = /* @__PURE__ */ v.looseObject({ id: code, name: v.string() });
export const StreetTypesSchema = /* @__PURE__ */ v.array(StreetTypeSchema);

export type Locality = v.InferOutput<typeof LocalitySchema>;
export type Province = v.InferOutput<typeof ProvinceSchema>;
export type StreetType = v.InferOutput<typeof StreetTypeSchema>;

/**
 * Localities of a postal code (several for some codes, none for an unknown one).
 * @example const [only] = await getZip(api, "08001");
 */
export function getZip(api: ApiClient, zip: string, signal?: AbortSignal) {
  return api.get(`geo/zipcode/${encodeURIComponent(zip)}/`, { version: 1, cache: true, schema: ZipSchema, signal });
}

/**
 * The province of an INE municipality code (its first 2 digits).
 * @example const { id, name } = await getProvince(api, "08019");
 */
export function getProvince(api: ApiClient, ine: string, signal?: AbortSignal) {
  return api.get(`geo/provincies/${encodeURIComponent(ine)}/`, { version: 1, cache: true, schema: ProvinceSchema, signal });
}

/**
 * Street types (`tv` of an address), names in the active language.
 * @example const types = await getStreetTypes(api);
 */
export function getStreetTypes(api: ApiClient, signal?: AbortSignal) {
  return api.get("geo/tipovias/", { version: 1, cache: true, schema: StreetTypesSchema, signal });
}
