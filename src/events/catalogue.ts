/**
 * Every event a tag fires to the host page (docs/architecture.md "Events"): `ov-` prefix, kebab-case, `bubbles`
 * and `composed`, fired on user action only. The detail type of each is part of the public API.
 */
export interface OvEventMap {
  /** A tag finished its first render with its language loaded. */
  "ov-ready": { tag: string };
  /**
   * A tag shows the visitor a failure (issue 37 item 6): a call that failed (`request`, where the tag
   * offers Try again; its HTTP `status` and the catalogue's `code`, none when the server was not reached),
   * code or texts that could not be downloaded (`chunk`), or a crash (`render`). `retry` does what the
   * tag's Try again does.
   */
  "ov-error": { tag: string; kind: "request" | "chunk" | "render"; status?: number; code?: string; retry: () => void };
  "ov-compare": { energy: "electricity" | "gas"; totalAmount: number | null };
  "ov-calculate": { optimalPower: number };
  "ov-lead-sent": { source: "comparator" | "power-calculator"; energy?: "electricity" | "gas" };
  "ov-contracting-step": { type: "electricity" | "gas" | "dual"; step: string; index: number };
  "ov-contracting-finished": { type: "electricity" | "gas" | "dual"; leadId: number | string | null };
  "ov-subscribed": { newsletters: Array<number | string> };
  "ov-login": { userId: string | null; readonly: boolean };
  "ov-logout": Record<string, never>;
  /**
   * A tag needs a login (its Sign in was used). Cancelable: a listener that calls `preventDefault()`
   * shows its own login (the portal does, for its login address); otherwise the tag follows `loginUrl`.
   */
  "ov-login-required": { tag: string; loginUrl: string | null };
  "ov-navigate": { path: string };
  /**
   * `<ov-portal>` showed a screen, for the host page's own analytics (spec §2 Other: "analytics only with
   * consent"; §6 the analytics flag): fired only with `features.analytics` on and the statistics consent
   * given. The path has no query (it may carry tokens or personal data); no tracker of ours is loaded.
   */
  "ov-page-view": { path: string; screen: string };
}

export type OvEventName = keyof OvEventMap;

export const OV_EVENTS = [
  "ov-ready",
  "ov-error",
  "ov-compare",
  "ov-calculate",
  "ov-lead-sent",
  "ov-contracting-step",
  "ov-contracting-finished",
  "ov-subscribed",
  "ov-login",
  "ov-logout",
  "ov-login-required",
  "ov-navigate",
  "ov-page-view",
] as const satisfies readonly OvEventName[];

/** Fails to compile when an event of OvEventMap is missing from OV_EVENTS. */
type MissingFromList = Exclude<OvEventName, (typeof OV_EVENTS)[number]>;
export const OV_EVENTS_COMPLETE: [MissingFromList] extends [never] ? true : MissingFromList = true;

/**
 * Fires one catalogue event from a tag: it bubbles and is composed, so it leaves the shadow root
 * and reaches `document` listeners of the host page. A `cancelable` event lets the page (or the
 * portal around the tag) take over what the tag would do by default, with `preventDefault()`.
 * @returns false when a listener cancelled the event
 * @example if (emit(host, "ov-navigate", { path: "/" }, { cancelable: true })) location.assign("/");
 */
export function emit<K extends OvEventName>(
  target: EventTarget,
  name: K,
  detail: OvEventMap[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable === true }));
}

/** Each catalogue event as the `CustomEvent` a listener receives. */
export type OvCustomEventMap = { [K in OvEventName]: CustomEvent<OvEventMap[K]> };

// `addEventListener("ov-compare", (event) => event.detail.totalAmount)` is typed from OvEventMap, the one
// declaration of the detail types (issue 15 item 9); which tag fires which event is in its surface.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merges into the DOM's map, a type alias cannot
  interface HTMLElementEventMap extends OvCustomEventMap {}
  // The events bubble out of the shadow root (composed) to the document and the window, where a page
  // listens once for every tag: `document.addEventListener("ov-lead-sent", (event) => event.detail.source)`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  interface DocumentEventMap extends OvCustomEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  interface WindowEventMap extends OvCustomEventMap {}
}
