import { defineWidget } from "../../src/element/define-widget";
import type { SurfaceProperties } from "../../src/element/surface";
import { UI_PARTS_AREA } from "../../src/i18n/catalogs";
import { tokenStyles } from "../../src/ui/tokens";
import { uiPartsCatalogs } from "../../src/ui/ui-parts-catalogs";
import { AREAS } from "./shell/areas";
import { Portal } from "./shell/portal";
import { portalStyles } from "./shell/shell.styles";
import { portalSurface } from "./surface";

// Its attributes, events, custom properties and parts: ./surface.ts (the manifest and the types derive from it).
/**
 * The customer portal (spec §1, §2): routing with the three protection levels, the login, the header and
 * menu, the public widgets at their routes, and the private areas (those of later releases say so).
 * A login here signs in every other tag on the page; `OvWidgets.setToken` signs the portal in too.
 *
 * @summary The whole online office in one tag.
 */
export const OvPortalElement = defineWidget(portalSurface, Portal, {
  // The shell's texts load with the tag; each area's catalog is registered here and loads with its screens.
  catalogs: Object.assign(
    {},
    import.meta.glob("../../locales/*/portal.po"),
    uiPartsCatalogs,
    ...AREAS.map((area) => area.catalog?.files ?? {}),
  ),
  // The UI kit texts of the help dialog.
  areas: [UI_PARTS_AREA],
  // The texts of the area a visitor without a session starts at (the login: shell/area.ts `firstScreen`),
  // loaded with the portal's so that it draws with the shell's first render; if they fail, the portal
  // still shows, and the area's screens load them again (shell/area-view.tsx AreaTexts).
  partAreas: AREAS.flatMap((area) => (area.firstScreen && area.catalog ? [area.catalog.area] : [])),
  // The design tokens (src/ui/tokens.ts), which the shell's and the areas' sheets read, then the shell's
  // own; each area's CSS comes with its screens (shell/area.ts `styles`).
  styles: tokenStyles + portalStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-portal": HTMLElement & SurfaceProperties<typeof portalSurface>;
  }
}
