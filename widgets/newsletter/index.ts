import { defineWidget } from "../../src/element/define-widget";
import type { SurfaceProperties } from "../../src/element/surface";
import { OvNewsletter } from "./newsletter";
import { newsletterStyles } from "./newsletter.styles";
import { newsletterSurface } from "./surface";

// Its attributes, events, custom properties and parts: ./surface.ts (the manifest and the types derive from it).
/**
 * Newsletter subscriptions (spec §2 "Newsletter"): the reader comes from `params` (the `/butlleti`
 * page's encoded token, also read from `?params=` in the page address), an `email` attribute or a typed
 * email; lists can be selected, deselected, subscribed or all unsubscribed, and the email changed.
 *
 * @summary Newsletter lists with subscribe and unsubscribe.
 */
export const OvNewsletterElement = defineWidget(newsletterSurface, OvNewsletter, {
  catalogs: import.meta.glob("../../locales/*/newsletter.po"),
  styles: newsletterStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-newsletter": HTMLElement & SurfaceProperties<typeof newsletterSurface>;
  }
}
