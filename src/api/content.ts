/**
 * Server-driven content (calls document §7.3): dynamic page links and HTML blocks, banners, coupons.
 * Every HTML string here is untrusted: widgets pass it through the sanitiser before rendering.
 */
import * as v from "valibot";
import { safeHttpUrl } from "../domain/safe-url";
import { queryKey } from "../runtime/query-key";
import type { ApiClient } from "./types";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * @example const banner = useQuery(contentKeys.banner("home"), (signal) => getBanner(api, "home", signal));
 */
export const contentKeys = {
  all: queryKey("content"),
  /** The menu links of the dynamic pages, made of `getDynamicRoutes(api)` */
  menuLinks: queryKey("content", "menuLinks"),
  /** `getPageElements(api, pageId)` */
  page: (pageId: number | string) => queryKey("content", "page", pageId),
  /** `getGroupElements(api, group)` */
  group: (group: string) => queryKey("content", "group", group),
  /** `getBanner(api, code)` */
  banner: (code: string) => queryKey("content", "banner", code),
  /** `getCoupons(api)` */
  coupons: queryKey("content", "coupons"),
};

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);

export const DynamicRouteSchema = /* @__PURE__ */ v.looseObject({
  id,
  route_path: v.string(),
  btn_title: v.optional(v.nullable(v.string())),
  btn_description: v.optional(v.nullable(v.string())),
});
export const DynamicRoutesSchema = /* @__PURE__ */ v.array(DynamicRouteSchema);

export const DynamicElementSchema = /* @__PURE__ */ v.looseObject({
  id,
  name: v.optional(v.nullable(v.string())),
  group_name: v.optional(v.nullable(v.string())),
  html_block: v.string(),
  block_height: v.optional(v.nullable(v.number())),
  block_width: v.optional(v.nullable(v.number())),
  priority: v.optional(v.nullable(v.number())),
  page_id: v.optional(v.nullable(id)),
});
export const DynamicElementsSchema = /* @__PURE__ */ v.array(DynamicElementSchema);

/** spec §3 Banner: "code to value (base64 image or HTML)". */
export const BannerSchema = /* @__PURE__ */ v.record(v.string(), v.string());

/**
 * spec §7.3 "coupons in either shape of section 3": {code_url, campaign{name, description, url}} or
 * {shareURL, infoURL, campaign{name, description}}. Both are mapped here to one shape.
 */
const RawCouponSchema = /* @__PURE__ */ v.looseObject({
  title: v.string(),
  description: v.optional(v.nullable(v.string())),
  code_url: v.optional(v.nullable(v.string())),
  shareURL: v.optional(v.nullable(v.string())),
  infoURL: v.optional(v.nullable(v.string())),
  campaign: v.optional(
    v.nullable(
      v.looseObject({
        name: v.optional(v.nullable(v.string())),
        description: v.optional(v.nullable(v.string())),
        url: v.optional(v.nullable(v.string())),
      }),
    ),
  ),
});

export const CouponsSchema = /* @__PURE__ */ v.pipe(
  v.array(RawCouponSchema),
  v.transform((items) =>
    items.map((c) => ({
      title: c.title,
      description: c.description ?? "",
      // Addresses pass the one safe-URL rule here, so the coupon card never links a javascript: one (issue 36).
      shareUrl: safeHttpUrl(c.code_url ?? c.shareURL),
      infoUrl: safeHttpUrl(c.infoURL ?? c.campaign?.url),
      campaign: { name: c.campaign?.name ?? "", description: c.campaign?.description ?? "" },
    })),
  ),
);

export type DynamicRoute = v.InferOutput<typeof DynamicRouteSchema>;
export type DynamicElement = v.InferOutput<typeof DynamicElementSchema>;
export type Coupon = v.InferOutput<typeof CouponsSchema>[number];

/**
 * Links to the dynamic pages /d/{routePath}/{pageId} (signed in).
 * @example const links = await getDynamicRoutes(api);
 */
export function getDynamicRoutes(api: ApiClient, signal?: AbortSignal) {
  return api.get("ov_customize/html_dinamic_routes", { version: 2, schema: DynamicRoutesSchema, signal });
}

/**
 * HTML blocks of one dynamic page. The spec writes the path with a double slash; it is kept.
 * @example const blocks = await getPageElements(api, 1);
 */
export function getPageElements(api: ApiClient, pageId: number | string, signal?: AbortSignal) {
  return api.get(`ov_customize/html_dinamic_elements//${encodeURIComponent(String(pageId))}`, {
    version: 2,
    schema: DynamicElementsSchema,
    signal,
  });
}

/**
 * HTML blocks of a group shown before login (Login, Signup).
 * @example const blocks = await getGroupElements(api, "Login");
 */
export function getGroupElements(api: ApiClient, groupName: "Login" | "Signup" | (string & {}), signal?: AbortSignal) {
  return api.get("ov_customize/html_dinamic_elements/", {
    version: 2,
    query: { group_name: groupName },
    schema: DynamicElementsSchema,
    signal,
  });
}

/**
 * @returns `{[code]: value}`, value an HTML string or a base64 image data URL
 * @example const banner = (await getBanner(api, "home")).home;
 */
export function getBanner(api: ApiClient, code: string, signal?: AbortSignal) {
  return api.get(`banners/${encodeURIComponent(code)}`, { version: 2, schema: BannerSchema, signal });
}

/**
 * The signed-in customer's coupons in the active language, in one shape whatever the server sent.
 * @example const coupons = await getCoupons(api);
 */
export function getCoupons(api: ApiClient, signal?: AbortSignal) {
  return api.get("user/coupons", { schema: CouponsSchema, signal });
}
