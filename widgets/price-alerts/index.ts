import { defineWidget } from "../../src/element/define-widget";
import { OvPriceAlerts } from "./price-alerts";
import { priceAlertsStyles } from "./price-alerts.styles";

/**
 * Alerts on wholesale-market (OMIP) product prices (spec §2 "Price alerts"). Needs a session: without
 * one it shows a sign-in prompt (linking to `login-url`, `<ov-context login-url>`, `configure({ loginUrl })`
 * or the login of an `<ov-portal>` on the page, whose click fires the cancelable `ov-login-required`);
 * a token set later (portal login, `OvWidgets.setToken`) shows the customer's alerts at once.
 *
 * @summary Price alerts on market products (needs a session).
 * @attr login-url - Where the sign-in prompt links; default `<ov-context login-url>`, then `configure({ loginUrl })`, then the `<ov-portal>` login.
 * @event ov-login-required - Sign in was used; cancel it to show your own login instead of following the link.
 * @attr lang - Interface language of this tag.
 * @cssproperty --ov-color-primary - Buttons and the price line.
 * @csspart price-alerts - The section around the widget.
 * @csspart chart - The recent-prices figure.
 * @csspart table - The alerts table.
 * @csspart field - Each form field.
 * @csspart button - Each button.
 * @csspart alert - Each message.
 */
export const OvPriceAlertsElement = defineWidget("ov-price-alerts", OvPriceAlerts, {
  catalogs: import.meta.glob("../../locales/*/price-alerts.po"),
  props: { loginUrl: "string" },
  styles: priceAlertsStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-price-alerts": HTMLElement & { loginUrl?: string; lang: string };
  }
}
