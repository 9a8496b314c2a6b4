import { defineWidget } from "../../src/element/define-widget";
import { OvNewsletter } from "./newsletter";
import { newsletterStyles } from "./newsletter.styles";

/**
 * Newsletter subscriptions (spec §2 "Newsletter"): the reader comes from `params` (the `/butlleti`
 * page's encoded token, also read from `?params=` in the page address), an `email` attribute or a typed
 * email; lists can be selected, deselected, subscribed or all unsubscribed, and the email changed.
 *
 * @summary Newsletter lists with subscribe and unsubscribe.
 * @attr params - Encoded subscriber token (`{subscriber_id, email}`); when absent, `?params=` of the page is used.
 * @attr email - Email of the reader, skipping the email form.
 * @attr require-params - Boolean: a missing or invalid token shows the link error instead of the email form.
 * @attr disable-mail-edit - Boolean: the subscriber's email cannot be changed here.
 * @attr lang - Interface language of this tag.
 * @event ov-subscribed - `{newsletters}`: the ids saved (empty when the reader unsubscribed from all).
 * @cssproperty --ov-color-primary - Buttons and checkboxes.
 * @csspart newsletter - The section around the widget.
 * @csspart field - Each checkbox and email field.
 * @csspart button - Each button.
 * @csspart alert - Each message.
 */
export const OvNewsletterElement = defineWidget("ov-newsletter", OvNewsletter, {
  catalogs: import.meta.glob("../../locales/*/newsletter.po"),
  props: { params: "string", email: "string", requireParams: "boolean", disableMailEdit: "boolean" },
  styles: newsletterStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-newsletter": HTMLElement & { params?: string; email?: string; requireParams: boolean; disableMailEdit: boolean; lang: string };
  }
}
