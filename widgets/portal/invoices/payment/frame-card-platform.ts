import type { CardFieldsStatus, CardPlatform, CardPlatformOptions, CardResult } from "./card-platform";
import { CARD_FRAME_MESSAGES, readCardFrameMessage, type CardFrameMessage, type CardWidgetMessage } from "./card-frame-protocol";
import { SANDBOX_CARD_FRAME_PATH } from "./payment.constants";

/** The frame's height before it reports its own (its three fields at 390 px). */
const INITIAL_FRAME_HEIGHT = 240;

/**
 * The framed card platform (today the sandbox's; the package ships no sandbox, only this client of its
 * frame protocol): the card fields live in a frame served by the API's origin, the sandbox
 * (`/sandbox/payments/card-frame`), which answers with the sandbox's test `payment_method_id`s and
 * shows the extra authentication step itself. Only messages of that frame's window and origin are
 * read, and messages go only to that origin (card-frame-protocol.ts).
 * @param options - the API base (the frame's origin), the language and the frame's accessible name
 * @param win - the page's window (tests pass happy-dom's)
 * @returns the platform
 * @example const card = createFrameCardPlatform({ publishableKey, locale: "ca", apiBase: "", frameTitle: "Card details" });
 */
export function createFrameCardPlatform(options: CardPlatformOptions, win: Window = window): CardPlatform {
  const pageOrigin = win.location.origin;
  const src = new URL(`${options.apiBase}${SANDBOX_CARD_FRAME_PATH}`, win.location.href);
  src.searchParams.set("origin", pageOrigin);
  src.searchParams.set("lang", options.locale);
  const frameOrigin = src.origin;
  let frame: HTMLIFrameElement | null = null;
  let nextId = 1;
  const waiting = new Map<number, (message: CardFrameMessage) => void>();
  let listener: ((event: MessageEvent) => void) | null = null;

  const post = (message: CardWidgetMessage) => frame?.contentWindow?.postMessage(message, frameOrigin);
  const request = (message: CardWidgetMessage): Promise<CardFrameMessage> =>
    new Promise((resolve) => {
      waiting.set(message.id, resolve);
      post(message);
    });

  return {
    mount(container, onChange: (status: CardFieldsStatus) => void) {
      frame = win.document.createElement("iframe");
      frame.src = src.href;
      frame.title = options.frameTitle;
      frame.className = "ov-payment__frame";
      frame.style.height = `${INITIAL_FRAME_HEIGHT}px`;
      const mounted = frame;
      return new Promise<void>((resolve) => {
        listener = (event: MessageEvent) => {
          // Only the frame this dialog mounted, from the sandbox's origin: never another frame's or tab's.
          if (event.source !== mounted.contentWindow || event.origin !== frameOrigin) return;
          const message = readCardFrameMessage(event.data);
          if (!message) return;
          if (message.type === CARD_FRAME_MESSAGES.ready) resolve();
          else if (message.type === CARD_FRAME_MESSAGES.change)
            onChange({ empty: message.empty, complete: message.complete, error: message.error });
          else if (message.type === CARD_FRAME_MESSAGES.resize) mounted.style.height = `${Math.ceil(message.height)}px`;
          else {
            waiting.get(message.id)?.(message);
            waiting.delete(message.id);
          }
        };
        win.addEventListener("message", listener);
        container.append(mounted);
      });
    },
    async createPaymentMethod(): Promise<CardResult<{ paymentMethodId: string }>> {
      const answer = await request({ type: CARD_FRAME_MESSAGES.create, id: nextId++ });
      if (answer.type !== CARD_FRAME_MESSAGES.created || !answer.paymentMethodId) {
        return { ok: false, code: (answer.type === CARD_FRAME_MESSAGES.created && answer.error) || "unknown" };
      }
      return { ok: true, paymentMethodId: answer.paymentMethodId };
    },
    async handleNextAction(clientSecret): Promise<CardResult<{ paymentIntentId: string | null }>> {
      // The frame shows its authentication step: keyboard users are taken into it.
      frame?.focus();
      const answer = await request({ type: CARD_FRAME_MESSAGES.authenticate, id: nextId++, clientSecret });
      // calls §8.3: a cancelled extra authentication is "payment intent in an unexpected state".
      if (answer.type !== CARD_FRAME_MESSAGES.authenticated || !answer.ok) return { ok: false, code: "payment_intent_unexpected_state" };
      return { ok: true, paymentIntentId: null };
    },
    destroy() {
      if (listener) win.removeEventListener("message", listener);
      listener = null;
      frame?.remove();
      frame = null;
      waiting.clear();
    },
  };
}
