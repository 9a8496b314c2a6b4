import type { MessageDescriptor } from "@lingui/core";
import type { ComponentType } from "react";
import type { ApiClient } from "../../../src/api/types";
import { AREA_ROUTES, areaCatalog, FIRST_SCREEN_AREA, type AreaName } from "../../../src/domain/portal/route-data";
import type { RouteName } from "../../../src/domain/portal/routes";
import type { CatalogFiles } from "../../../src/i18n/catalogs";
import type { Settings } from "../../../src/runtime/default-settings";
import type { QueryKey } from "../../../src/runtime/query-key";
import type { ScreenName } from "./router";
import type { PortalSlotPart } from "./slots";

/** A menu entry of an area: a link to one of its routes, shown when its gates allow. */
export interface PortalMenuEntry {
  /** The route the entry opens (its canonical path). */
  route: RouteName;
  /** The entry's text. Written in the area's `area.ts`, it lands in the shell's catalog: the menu shows on every page. */
  label: MessageDescriptor;
  /** A signed-in customer's menu or a visitor's. */
  audience: "customer" | "visitor";
  /** Place in the menu, lower first: the areas' entries interleave by it. */
  order: number;
  /** A feature or setting gate (the entry also needs its route to exist for the settings). */
  when?: (settings: Settings) => boolean;
  /**
   * A feature flag of the server (spec §3 "Feature flags") that hides the entry when it is explicitly
   * false; a flag not yet loaded shows it (spec §4), like `useFeature`.
   */
  flag?: string;
  /** When it gives an address, the entry links there (a page outside the portal) instead of to its route. */
  external?: (settings: Settings) => string | null;
  /** A write action: a read-only token shows the entry disabled with the read-only tooltip (spec §6). */
  modifies?: boolean;
}

/** A link of the menu as the shell shows it. */
export interface PortalMenuLink {
  /** Stable key: the route name, or what the area that gave it chose (`dynamic:4`). */
  id: string;
  to: string;
  label: string;
  order: number;
  /** `to` is an address outside the portal. */
  external?: boolean;
  /** Shown disabled, with this text as its tooltip (a write action in a read-only session). */
  disabledReason?: string;
}

/** Menu links known only from the server (the dynamic pages of spec §7.3), loaded once the customer is signed in. */
export interface PortalMenuSource {
  /** The query key of its links, from the factory of the `src/api` module it calls (e.g. `contentKeys.menuLinks`). */
  key: QueryKey;
  load: (api: ApiClient, signal: AbortSignal) => Promise<PortalMenuLink[]>;
}

/** What an area shows around every screen of some routes (banners, coupons), below the main region. */
export interface PortalPageWide {
  /** The screens it shows on: nothing of the area is downloaded on the others. */
  screens: readonly ScreenName[];
  load: () => Promise<ComponentType<{ screen: ScreenName }>>;
}

/**
 * One area of the portal (docs/architecture.md "The portal's areas"): everything the shell needs to know of it.
 * The descriptor (`<area>/area.ts`) is small and goes with the shell; the screens and their texts are
 * the area's own chunk and catalog, downloaded when one of its routes shows.
 */
export interface PortalArea {
  /** The folder's name (`auth`, `contracts`...). */
  name: string;
  /** The routes of `src/domain/portal/routes.ts` it renders; a route belongs to one area only. */
  routes: readonly RouteName[];
  /** The area's chunk: its screens by route. Each screen reads its route with `usePortalRoute()`. */
  screens: () => Promise<Partial<Record<RouteName, ComponentType>>>;
  /** Titles of its routes (the placeholder of an area not built yet shows them). */
  titles?: Partial<Record<RouteName, MessageDescriptor>>;
  menu?: readonly PortalMenuEntry[];
  menuSource?: PortalMenuSource;
  /**
   * The area's catalog, `locales/<locale>/<area>.po` (Lingui makes `portal-<folder>` of the folder's
   * screens): loaded with the screens, before they show. None for an area without texts of its own.
   */
  catalog?: { area: string; files: CatalogFiles };
  /**
   * Its screens are the first of a visitor without a session (the login): its texts load with the
   * portal's own (widgets/portal/index.ts), so that screen draws in the shell's first render. The CDN
   * build puts its screens in the portal's chunk. Set by defineArea for `FIRST_SCREEN_AREA`
   * (src/domain/portal/route-data.ts), which the build reads.
   */
  firstScreen?: boolean;
  pageWide?: PortalPageWide;
  /**
   * Parts it lends to other areas' screens (`shell/slots.tsx`): the consumption and battery sections
   * of a contract's detail. Shown with this area's catalog.
   */
  parts?: readonly PortalSlotPart[];
  /**
   * CSS of its screens and parts, from its screens chunk (`<area>-screens.ts` re-exports it): downloaded
   * with them, not with the shell, and added after the portal's own sheet when they first show
   * (area-view.tsx `areaStyles`). A login screen carries no other area's rules (issue 20).
   */
  styles?: () => Promise<string>;
}

/**
 * Declares an area: its routes, its catalog's name and its first-screen mark come from the portal's
 * route data (src/domain/portal/route-data.ts, which the CDN build reads too), and its chunk must give a
 * screen for each of those routes.
 * @param area - the descriptor, with `screens` importing the area's chunk and `catalog` its files
 * @returns the descriptor, for the shell's list (`shell/areas.ts`)
 * @example export const homeArea = defineArea({ name: "home", screens: () => import("./home-screens").then((m) => m.homeScreens) });
 */
export function defineArea<N extends AreaName, S extends Record<(typeof AREA_ROUTES)[N][number], ComponentType>>(
  area: Omit<PortalArea, "name" | "routes" | "screens" | "catalog" | "firstScreen"> & {
    name: N;
    screens: () => Promise<S>;
    /** Its catalog's files, `import.meta.glob("../../../locales/*\/portal-<area>.po")`. */
    catalog?: CatalogFiles;
  },
): PortalArea {
  const { name, catalog } = area;
  return {
    ...area,
    routes: AREA_ROUTES[name],
    catalog: catalog && { area: areaCatalog(name), files: catalog },
    firstScreen: name === FIRST_SCREEN_AREA,
  };
}
