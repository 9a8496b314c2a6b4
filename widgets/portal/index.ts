import { defineWidget } from "../../src/element/define-widget";
import { AREAS } from "./shell/areas";
import { Portal } from "./shell/portal";
import { portalStyles } from "./shell/styles";

/**
 * The customer portal (spec §1, §2): routing with the three protection levels, the login, the header and
 * menu, the public widgets at their routes, and the private areas (those of later releases say so).
 * A login here signs in every other tag on the page; `OvWidgets.setToken` signs the portal in too.
 *
 * @summary The whole online office in one tag.
 * @attr base-path - The path under which the portal lives with `routing="history"`, e.g. `/oficina`.
 * @attr routing - `history` (default: real URLs under the base path), `hash` (`#/factures`) or `memory` (the page URL never changes).
 * @attr lang - Interface language (ca, es, en, gl, fr, de).
 * @attr api-base - Origin of the API, when not set on `<ov-context>`.
 * @attr theme - `light`, `dark` or a partner theme.
 * @event ov-login - A customer logged in here. `detail: {userId, readonly}`.
 * @event ov-logout - The customer logged out here.
 * @event ov-navigate - The customer went to another screen. `detail: {path}`.
 * @event ov-ready - First render with the language loaded.
 * @cssproperty --ov-color-primary - Buttons, links and the current menu entry.
 */
export const OvPortalElement = defineWidget("ov-portal", Portal, {
  // The shell's texts load with the tag; each area's catalog is registered here and loads with its screens.
  catalogs: Object.assign({}, import.meta.glob("../../locales/*/portal.po"), ...AREAS.map((area) => area.catalog?.files ?? {})),
  props: { basePath: "string", routing: "string" },
  styles: portalStyles + AREAS.map((area) => area.styles ?? "").join(""),
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-portal": HTMLElement & { basePath?: string; routing?: "history" | "hash" | "memory"; lang: string };
  }
}
