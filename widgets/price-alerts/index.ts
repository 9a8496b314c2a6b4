import { defineWidget } from "../../src/element/define-widget";
import type { SurfaceProperties } from "../../src/element/surface";
import { uiPartsCatalogs } from "../../src/ui/ui-parts-catalogs";
import { OvPriceAlerts } from "./price-alerts";
import { priceAlertsStyles } from "./price-alerts.styles";
import { priceAlertsSurface } from "./surface";

// Its attributes, events, custom properties and parts: ./surface.ts (the manifest and the types derive from it).
/**
 * Alerts on wholesale-market (OMIP) product prices (spec §2 "Price alerts"). Needs a session: without
 * one it shows a sign-in prompt (linking to `login-url`, `<ov-context login-url>`, `configure({ loginUrl })`
 * or the login of an `<ov-portal>` on the page, whose click fires the cancelable `ov-login-required`);
 * a token set later (portal login, `OvWidgets.setToken`) shows the customer's alerts at once.
 *
 * @summary Price alerts on market products (needs a session).
 */
export const OvPriceAlertsElement = defineWidget(priceAlertsSurface, OvPriceAlerts, {
  // The UI kit texts of its alerts table: loaded when a session shows the table (./price-alerts.tsx),
  // not before the first paint: a visitor without a session sees only the Sign in link (issue 20
  // "the first screen carries only what it shows"; the loader's wave carries them for a stored session).
  catalogs: { ...import.meta.glob("../../locales/*/price-alerts.po"), ...uiPartsCatalogs },
  styles: priceAlertsStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-price-alerts": HTMLElement & SurfaceProperties<typeof priceAlertsSurface>;
  }
}
