/** Newsletter calls (calls document §7.10) and the `params` token of the newsletter page. */
import * as v from "valibot";
import { queryKey } from "../runtime/query-key";
import type { ApiClient } from "./types";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * @example const lists = useQuery(newsletterKeys.lists(subscriberId, email), (signal) => loadLists(api, reader, signal));
 */
export const newsletterKeys = {
  all: queryKey("newsletter"),
  /** A reader's lists: `getSubscriber` (by id) then `getNewsletters` (by id or email) */
  lists: (subscriberId: number | string | null, email: string | null) => queryKey("newsletter", "lists", subscriberId ?? "", email ?? ""),
};

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);

export const SubscriberSchema = /* @__PURE__ */ v.looseObject({ id, emails: v.array(v.string()) });

export const NewsletterItemSchema = /* @__PURE__ */ v.looseObject({
  newsletter_id: id,
  name: v.string(),
  subscribed: v.boolean(),
  /** null: the reader is not a subscriber yet (spec §4: first-confirmation button). */
  subscriptor_id: v.optional(v.nullable(id), null),
  exported: v.optional(v.boolean(), false),
  newsletter_description: v.optional(v.nullable(v.string()), ""),
});
export const NewslettersSchema = /* @__PURE__ */ v.array(NewsletterItemSchema);

/** spec §7.10: "the list or the string removed". */
export const SetActiveNewslettersAnswerSchema = /* @__PURE__ */ v.union([v.literal("removed"), NewslettersSchema]);

export type Subscriber = v.InferOutput<typeof SubscriberSchema>;
export type NewsletterItem = v.InferOutput<typeof NewsletterItemSchema>;

/**
 * @example const { emails } = await getSubscriber(api, 501);
 */
export function getSubscriber(api: ApiClient, subscriberId: number | string, signal?: AbortSignal) {
  return api.get(`subscribers/${encodeURIComponent(String(subscriberId))}`, { schema: SubscriberSchema, signal });
}

/**
 * Newsletters with the reader's subscription state, by subscriber id or email.
 * @example const items = await getNewsletters(api, "marta.puig@example.com");
 */
export function getNewsletters(api: ApiClient, subscriberOrEmail: number | string, signal?: AbortSignal) {
  return api.get(`newsletters/${encodeURIComponent(String(subscriberOrEmail))}`, { schema: NewslettersSchema, signal });
}

/**
 * @returns the new list, or "removed" when nothing is selected (the subscriber is deleted)
 * @example const answer = await setActiveNewsletters(api, { subscriptor_or_email: 501, selected_newsletters: [1, 3] });
 */
export function setActiveNewsletters(
  api: ApiClient,
  body: { subscriptor_or_email: number | string; selected_newsletters: Array<number | string> },
  signal?: AbortSignal,
) {
  return api.post("subscriber/set_active_newsletters", { body, schema: SetActiveNewslettersAnswerSchema, signal });
}

/**
 * @example await setSubscriberEmails(api, { subscriberId: 501, emails: ["new@example.com"] });
 */
export function setSubscriberEmails(api: ApiClient, body: { subscriberId: number | string; emails: string[] }, signal?: AbortSignal) {
  return api.post("subscriber/set_mails", { body, schema: SubscriberSchema, signal });
}

export interface NewsletterParams {
  subscriberId: number | string | null;
  email: string | null;
}

const ParamsPayloadSchema = /* @__PURE__ */ v.looseObject({
  subscriber_id: v.optional(v.nullable(id), null),
  email: v.optional(v.nullable(v.string()), null),
});

/**
 * Reads the newsletter page's `params` value: a JWT-shaped token (its middle part) or a bare base64url
 * JSON, payload `{subscriber_id, email}`. Not verified (the server checks the calls).
 * @returns the subscriber data, or null when params is missing or invalid (spec §8.5: token error)
 * @example decodeNewsletterParams(new URLSearchParams(location.search).get("params"));
 */
export function decodeNewsletterParams(params: string | null | undefined): NewsletterParams | null {
  if (!params) return null;
  const parts = params.trim().split(".");
  const payload = parts.length === 3 ? parts[1] : parts.length === 1 ? parts[0] : undefined;
  if (!payload) return null;
  try {
    const padded = payload.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((payload.length + 3) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const parsed = v.safeParse(ParamsPayloadSchema, JSON.parse(new TextDecoder().decode(bytes)));
    if (!parsed.success) return null;
    const { subscriber_id, email } = parsed.output;
    if (subscriber_id === null && !email) return null;
    return { subscriberId: subscriber_id, email };
  } catch {
    return null;
  }
}
