import { defineWidget } from "../../src/element/define-widget";
import type { SurfaceProperties } from "../../src/element/surface";
import { Portal } from "./portal";
import { homeStyles } from "./screens/home.styles";
import { portalStyles } from "./styles";
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
  catalogs: import.meta.glob("../../locales/*/portal.po"),
  styles: portalStyles + homeStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-portal": HTMLElement & SurfaceProperties<typeof portalSurface>;
  }
}
