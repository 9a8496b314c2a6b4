import { getDynamicRoutes } from "../../../src/api/content";
import type { ApiClient } from "../../../src/api/types";
import { pathOf } from "../../../src/domain/portal/routes";
import type { PortalMenuLink } from "../shell/area";

/** After the built-in entries of the signed-in menu. */
const DYNAMIC_ORDER = 70;

/**
 * The menu id of a dynamic page's link: the page finds its title there.
 * @param pageId - the page's id (the route's `:pageId`)
 * @returns the link's id
 * @example dynamicLinkId("4") // "dynamic:4"
 */
export const dynamicLinkId = (pageId: string): string => `dynamic:${pageId}`;

/**
 * spec §7.3: the dynamic pages' links of the signed-in menu (html_dinamic_routes), each to
 * `/d/{routePath}/{pageId}` with the server's button title.
 * @param api - the tag's API client
 * @param signal - aborts the call
 * @returns the menu links
 * @example const links = await dynamicMenuLinks(api, signal);
 */
export async function dynamicMenuLinks(api: ApiClient, signal: AbortSignal): Promise<PortalMenuLink[]> {
  const routes = await getDynamicRoutes(api, signal);
  return routes.map((route) => ({
    id: dynamicLinkId(String(route.id)),
    to: pathOf("dynamicPage", { routePath: route.route_path, pageId: String(route.id) }),
    label: route.btn_title ?? route.route_path,
    order: DYNAMIC_ORDER,
  }));
}
