/** One portal area as its descriptor declares it (see portal-routes.mjs). */
export interface PortalRouteArea {
  area: string;
  catalog: string | null;
  firstScreen: boolean;
  routes: Array<{ name: string; paths: string[]; level: "private" | "public" | "unprotected" | null }>;
}
export declare function portalRouteAreas(root: string): { areas: PortalRouteArea[]; routes: PortalRouteArea["routes"] };
export declare function portalStartQuery(root: string): string[];
