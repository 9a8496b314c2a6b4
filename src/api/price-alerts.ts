/** Price alerts on wholesale-market products (calls document §7.11). */
import * as v from "valibot";
import { queryKey } from "../runtime/query-key";
import type { ApiClient } from "./types";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * @example await invalidate(priceAlertKeys.alerts); // after saving an alert
 */
export const priceAlertKeys = {
  all: queryKey("priceAlerts"),
  /** `getOmipProducts(api)` */
  products: queryKey("priceAlerts", "products"),
  /** `getPriceAlerts(api)` */
  alerts: queryKey("priceAlerts", "alerts"),
};

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);

export const ALERT_TYPES = ["<", ">", "=="] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const OmipProductSchema = /* @__PURE__ */ v.looseObject({
  id,
  name: v.string(),
  description: v.optional(v.nullable(v.string())),
  unit: v.optional(v.string(), "€/MWh"),
  /** The recent settlement prices, oldest first. */
  prices: v.optional(v.array(v.looseObject({ date: v.string(), price: v.number() })), []),
});
export const OmipProductsSchema = /* @__PURE__ */ v.array(OmipProductSchema);

export const PriceAlertSchema = /* @__PURE__ */ v.looseObject({
  /** Read as given: a null id reaches the screen, whose delete reports it (spec §7.11 "a null id is an error"). */
  id: v.nullable(id),
  product: id,
  type: v.picklist(ALERT_TYPES),
  price: v.number(),
});
export const PriceAlertsSchema = /* @__PURE__ */ v.array(PriceAlertSchema);

export const SaveAlertAnswerSchema = /* @__PURE__ */ v.looseObject({ status: v.optional(v.number()), id });
export const DeleteAlertAnswerSchema = /* @__PURE__ */ v.looseObject({ status: v.optional(v.number()) });

export type OmipProduct = v.InferOutput<typeof OmipProductSchema>;
export type PriceAlert = v.InferOutput<typeof PriceAlertSchema>;

/**
 * @example const products = await getOmipProducts(api);
 */
export function getOmipProducts(api: ApiClient, signal?: AbortSignal) {
  return api.get("omip/products/", { schema: OmipProductsSchema, signal });
}

/**
 * The signed-in customer's alerts.
 * @example const alerts = await getPriceAlerts(api);
 */
export function getPriceAlerts(api: ApiClient, signal?: AbortSignal) {
  return api.get("omip/alerts/", { schema: PriceAlertsSchema, signal });
}

/**
 * Adds (id null) or updates an alert.
 * @returns `{status: 200, id}`
 * @example const { id } = await savePriceAlert(api, { id: null, product: 1, type: "<", price: 55 });
 */
export function savePriceAlert(
  api: ApiClient,
  alert: { id: number | string | null; product: number | string; type: AlertType; price: number },
  signal?: AbortSignal,
) {
  return api.post("omip/alerts/", { body: alert, schema: SaveAlertAnswerSchema, signal });
}

/**
 * @example await deletePriceAlert(api, 701);
 */
export function deletePriceAlert(api: ApiClient, alertId: number | string, signal?: AbortSignal) {
  return api.post("omip/delete/alerts/", { body: { id: alertId }, schema: DeleteAlertAnswerSchema, signal });
}
