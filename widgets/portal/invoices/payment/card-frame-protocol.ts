/**
 * The messages between the payment dialog and the sandbox's card frame (`window.postMessage`, issue 18
 * item 7). The frame holds the card fields, so the widget never touches a card number: it only learns
 * whether the fields are complete and gets a `payment_method_id`. Each side posts only to the other's
 * origin and reads only messages from the other's window and origin. This file imports nothing: the
 * sandbox's frame (demo/sandbox/domains/payments-card-frame.ts) reads the same names from it.
 *
 * Frame → widget: ready; change {empty, complete, error}; resize {height}; created {id,
 * paymentMethodId | error}; authenticated {id, ok}. Widget → frame: create {id}; authenticate {id,
 * clientSecret}.
 */
export const CARD_FRAME_MESSAGES = {
  ready: "ov-card:ready",
  change: "ov-card:change",
  resize: "ov-card:resize",
  create: "ov-card:create",
  created: "ov-card:created",
  authenticate: "ov-card:authenticate",
  authenticated: "ov-card:authenticated",
} as const;

/** A message the frame sends. */
export type CardFrameMessage =
  | { type: typeof CARD_FRAME_MESSAGES.ready }
  | { type: typeof CARD_FRAME_MESSAGES.change; empty: boolean; complete: boolean; error: string | null }
  | { type: typeof CARD_FRAME_MESSAGES.resize; height: number }
  | { type: typeof CARD_FRAME_MESSAGES.created; id: number; paymentMethodId: string | null; error: string | null }
  | { type: typeof CARD_FRAME_MESSAGES.authenticated; id: number; ok: boolean };

/** A message the widget sends. */
export type CardWidgetMessage =
  | { type: typeof CARD_FRAME_MESSAGES.create; id: number }
  | { type: typeof CARD_FRAME_MESSAGES.authenticate; id: number; clientSecret: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const stringOrNull = (value: unknown): value is string | null => value === null || typeof value === "string";

/**
 * Checks a message from the frame (anything may arrive on `message`: other frames, extensions).
 * @param data - `MessageEvent.data`
 * @returns the message, or null when it is not one of the frame's
 * @example const message = readCardFrameMessage(event.data);
 */
export function readCardFrameMessage(data: unknown): CardFrameMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case CARD_FRAME_MESSAGES.ready:
      return { type: data.type };
    case CARD_FRAME_MESSAGES.change:
      return typeof data.empty === "boolean" && typeof data.complete === "boolean" && stringOrNull(data.error)
        ? { type: data.type, empty: data.empty, complete: data.complete, error: data.error }
        : null;
    case CARD_FRAME_MESSAGES.resize:
      return typeof data.height === "number" && Number.isFinite(data.height) ? { type: data.type, height: data.height } : null;
    case CARD_FRAME_MESSAGES.created:
      return typeof data.id === "number" && stringOrNull(data.paymentMethodId) && stringOrNull(data.error)
        ? { type: data.type, id: data.id, paymentMethodId: data.paymentMethodId, error: data.error }
        : null;
    case CARD_FRAME_MESSAGES.authenticated:
      return typeof data.id === "number" && typeof data.ok === "boolean" ? { type: data.type, id: data.id, ok: data.ok } : null;
    default:
      return null;
  }
}
