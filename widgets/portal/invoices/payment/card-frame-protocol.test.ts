import { describe, expect, it, vi } from "vitest";
import { runCardFrame, TEST_CARDS, type CardFrameConfig } from "../../../../demo/sandbox/domains/payments-card-frame";
import { CARD_ERRORS } from "../../../../demo/sandbox/domains/payments";
import { CARD_FRAME_MESSAGES, readCardFrameMessage } from "./card-frame-protocol";
import { createFrameCardPlatform } from "./frame-card-platform";

// Issue 18 item 7: the sandbox's card fields live in a frame that talks to the widget by postMessage,
// with origin checks on both sides, so the widget never touches a card number.

const WIDGET_ORIGIN = "https://portal.example";
const OPTIONS = { publishableKey: "pk_test_ovsandbox_x", locale: "es", apiBase: "https://api.example", frameTitle: "Card details" };

describe("readCardFrameMessage", () => {
  it("accepts the frame's messages and nothing else", () => {
    expect(readCardFrameMessage({ type: CARD_FRAME_MESSAGES.ready })).toEqual({ type: "ov-card:ready" });
    expect(readCardFrameMessage({ type: CARD_FRAME_MESSAGES.change, empty: false, complete: true, error: null, extra: 1 })).toEqual({
      type: "ov-card:change",
      empty: false,
      complete: true,
      error: null,
    });
    expect(readCardFrameMessage({ type: CARD_FRAME_MESSAGES.created, id: 1, paymentMethodId: "pm_card_visa", error: null })).not.toBeNull();
    expect(readCardFrameMessage({ type: CARD_FRAME_MESSAGES.change, empty: "no", complete: true, error: null })).toBeNull();
    expect(readCardFrameMessage({ type: CARD_FRAME_MESSAGES.resize, height: Number.NaN })).toBeNull();
    expect(readCardFrameMessage({ type: CARD_FRAME_MESSAGES.created, id: "1", paymentMethodId: "pm", error: null })).toBeNull();
    expect(readCardFrameMessage({ type: "ov-card:steal" })).toBeNull();
    expect(readCardFrameMessage("ov-card:ready")).toBeNull();
    expect(readCardFrameMessage(null)).toBeNull();
  });
});

describe("the widget's side (frame-card-platform.ts)", () => {
  /**
   * Mounts the platform in a page of WIDGET_ORIGIN (a fake window: happy-dom does not load frames);
   * returns the frame, what the widget posted to it and a way to answer from it.
   */
  async function mounted() {
    const frameWindow = { postMessage: vi.fn() };
    const listeners = new Set<(event: MessageEvent) => void>();
    const win = {
      location: { origin: WIDGET_ORIGIN, href: `${WIDGET_ORIGIN}/oficina/` },
      document: {
        createElement: (tag: string) => {
          const element = document.createElement(tag);
          Object.defineProperty(element, "contentWindow", { value: frameWindow });
          return element;
        },
      },
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
    } as unknown as Window;
    // Not in the document: happy-dom would try (and refuse) to load the frame's page.
    const container = document.createElement("div");
    const card = createFrameCardPlatform(OPTIONS, win);
    const statuses: unknown[] = [];
    const mounting = card.mount(container, (status) => statuses.push(status));
    const frame = container.querySelector("iframe")!;
    const posted = () => frameWindow.postMessage.mock.calls.map(([message, origin]) => ({ message, origin }));
    const fromFrame = (data: unknown, origin = "https://api.example", source: unknown = frameWindow) => {
      for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
    };
    return { card, frame, statuses, posted, fromFrame, mounting, listeners };
  }

  it("frames the sandbox's card page with the page's origin and the language, and names the frame", async () => {
    const { frame, fromFrame, mounting, card, listeners } = await mounted();
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe("https://api.example/sandbox/payments/card-frame");
    expect(src.searchParams.get("origin")).toBe(WIDGET_ORIGIN);
    expect(src.searchParams.get("lang")).toBe("es");
    expect(frame.title).toBe("Card details");
    fromFrame({ type: CARD_FRAME_MESSAGES.ready });
    await mounting;
    card.destroy();
    expect(frame.parentNode).toBeNull();
    expect(listeners.size).toBe(0);
  });

  it("reads only its own frame's messages from the sandbox's origin", async () => {
    const { fromFrame, statuses, frame } = await mounted();
    const change = { type: CARD_FRAME_MESSAGES.change, empty: false, complete: true, error: null };
    fromFrame(change, "https://evil.example");
    fromFrame(change, "https://api.example", null);
    fromFrame(change, "https://api.example", {});
    expect(statuses).toEqual([]);
    fromFrame(change);
    expect(statuses).toEqual([{ empty: false, complete: true, error: null }]);
    fromFrame({ type: CARD_FRAME_MESSAGES.resize, height: 301.2 });
    expect(frame.style.height).toBe("302px");
  });

  it("asks the frame for the payment method, posting only to the sandbox's origin", async () => {
    const { card, fromFrame, posted } = await mounted();
    const method = card.createPaymentMethod();
    expect(posted()).toEqual([{ message: { type: CARD_FRAME_MESSAGES.create, id: 1 }, origin: "https://api.example" }]);
    // A reply to another request, or from elsewhere, does not settle it.
    fromFrame({ type: CARD_FRAME_MESSAGES.created, id: 1, paymentMethodId: "pm_evil", error: null }, "https://evil.example");
    fromFrame({ type: CARD_FRAME_MESSAGES.created, id: 1, paymentMethodId: "pm_card_threeDSecure", error: null });
    await expect(method).resolves.toEqual({ ok: true, paymentMethodId: "pm_card_threeDSecure" });

    const refused = card.createPaymentMethod();
    fromFrame({ type: CARD_FRAME_MESSAGES.created, id: 2, paymentMethodId: null, error: "incomplete" });
    await expect(refused).resolves.toEqual({ ok: false, code: "incomplete" });
  });

  it("runs the extra authentication in the frame; a cancel is payment_intent_unexpected_state", async () => {
    const { card, fromFrame, posted } = await mounted();
    const confirmed = card.handleNextAction("pi_1_secret");
    expect(posted().at(-1)?.message).toEqual({ type: CARD_FRAME_MESSAGES.authenticate, id: 1, clientSecret: "pi_1_secret" });
    fromFrame({ type: CARD_FRAME_MESSAGES.authenticated, id: 1, ok: true });
    await expect(confirmed).resolves.toEqual({ ok: true, paymentIntentId: null });
    const cancelled = card.handleNextAction("pi_1_secret");
    fromFrame({ type: CARD_FRAME_MESSAGES.authenticated, id: 2, ok: false });
    await expect(cancelled).resolves.toEqual({ ok: false, code: "payment_intent_unexpected_state" });
  });
});

describe("the frame's side (demo/sandbox/domains/payments-card-frame.ts)", () => {
  const TEXTS = Object.fromEntries(
    [
      "number",
      "expiry",
      "cvc",
      "invalid_number",
      "invalid_expiry_month",
      "invalid_expiry_year",
      "invalid_cvc",
      "authTitle",
      "authBody",
      "authConfirm",
      "authCancel",
      "frameTitle",
    ].map((key) => [key, key]),
  ) as CardFrameConfig["texts"];

  /** Runs the frame's script in a document of its own, with a fake parent window. */
  function frame() {
    const doc = document.implementation.createHTMLDocument("frame");
    const sent: Array<{ message: Record<string, unknown>; origin: string }> = [];
    const parent = { postMessage: (message: Record<string, unknown>, origin: string) => sent.push({ message, origin }) };
    const listeners: Array<(event: MessageEvent) => void> = [];
    const win = {
      document: doc,
      parent,
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    } as unknown as Window;
    runCardFrame(win, {
      parentOrigin: WIDGET_ORIGIN,
      texts: TEXTS,
      cards: TEST_CARDS,
      defaultMethod: "pm_card_visa",
      messages: CARD_FRAME_MESSAGES,
      month: "2025-06",
    });
    const fromWidget = (data: unknown, origin = WIDGET_ORIGIN, source: unknown = parent) => {
      for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
    };
    const type = (id: string, value: string) => {
      const input = doc.getElementById(id) as HTMLInputElement;
      input.value = value;
      input.dispatchEvent(new Event("input"));
    };
    const last = () => sent.at(-1)!.message;
    return { doc, sent, fromWidget, type, last };
  }

  it("posts ready and every change to the widget's origin only, never the card number", () => {
    const { sent, type, last } = frame();
    expect(sent.map((entry) => entry.message.type)).toContain(CARD_FRAME_MESSAGES.ready);
    type("number", "4242 4242 4242 4242");
    expect(last()).toEqual({ type: CARD_FRAME_MESSAGES.change, empty: false, complete: false, error: null });
    type("expiry", "12/34");
    type("cvc", "123");
    expect(last()).toEqual({ type: CARD_FRAME_MESSAGES.change, empty: false, complete: true, error: null });
    expect(sent.every((entry) => entry.origin === WIDGET_ORIGIN)).toBe(true);
    expect(JSON.stringify(sent)).not.toContain("4242");
  });

  it("puts a field in error: letters in the number, a 13th month, a past expiry, a long CVC", () => {
    const { doc, type, last } = frame();
    type("number", "4242 abcd");
    expect(last()).toMatchObject({ error: "invalid_number", complete: false });
    expect(doc.getElementById("number")?.getAttribute("aria-invalid")).toBe("true");
    expect(doc.getElementById("number-error")?.textContent).toBe("invalid_number");
    type("number", "4242424242424242");
    type("expiry", "13/30");
    expect(last()).toMatchObject({ error: "invalid_expiry_month" });
    type("expiry", "05/25");
    expect(last()).toMatchObject({ error: "invalid_expiry_year" });
    type("expiry", "06/25");
    type("cvc", "12345");
    expect(last()).toMatchObject({ error: "invalid_cvc" });
  });

  it("turns each test card into its payment method, and refuses an incomplete card", () => {
    const { fromWidget, type, last } = frame();
    fromWidget({ type: CARD_FRAME_MESSAGES.create, id: 1 });
    expect(last()).toEqual({ type: CARD_FRAME_MESSAGES.created, id: 1, paymentMethodId: null, error: "incomplete" });
    type("expiry", "12/34");
    type("cvc", "123");
    // Every error code of the sandbox has its card.
    expect(new Set(Object.values(TEST_CARDS))).toEqual(
      new Set([
        ...Object.keys(CARD_ERRORS),
        "pm_card_visa",
        "pm_card_threeDSecure",
        "pm_card_threeDSecureFail",
        "pm_card_summaryInternalError",
      ]),
    );
    for (const [number, method] of Object.entries(TEST_CARDS)) {
      type("number", number);
      fromWidget({ type: CARD_FRAME_MESSAGES.create, id: 2 });
      expect(last()).toEqual({ type: CARD_FRAME_MESSAGES.created, id: 2, paymentMethodId: method, error: null });
    }
    type("number", "5555555555554444");
    fromWidget({ type: CARD_FRAME_MESSAGES.create, id: 3 });
    expect(last()).toMatchObject({ paymentMethodId: "pm_card_visa" });
  });

  it("ignores requests from another origin or window", () => {
    const { fromWidget, sent } = frame();
    const before = sent.length;
    fromWidget({ type: CARD_FRAME_MESSAGES.create, id: 1 }, "https://evil.example");
    fromWidget({ type: CARD_FRAME_MESSAGES.create, id: 1 }, WIDGET_ORIGIN, {});
    expect(sent.length).toBe(before);
  });

  it("shows the extra authentication and answers the widget's request with the customer's choice", () => {
    const { doc, fromWidget, last } = frame();
    fromWidget({ type: CARD_FRAME_MESSAGES.authenticate, id: 7, clientSecret: "pi_secret" });
    const buttons = [...doc.querySelectorAll("button")];
    expect((doc.querySelector("form") as HTMLFormElement).hidden).toBe(true);
    expect(doc.activeElement).toBe(buttons[0]);
    buttons[0]!.click();
    expect(last()).toEqual({ type: CARD_FRAME_MESSAGES.authenticated, id: 7, ok: true });
    fromWidget({ type: CARD_FRAME_MESSAGES.authenticate, id: 8, clientSecret: "pi_secret" });
    buttons[1]!.click();
    expect(last()).toEqual({ type: CARD_FRAME_MESSAGES.authenticated, id: 8, ok: false });
    expect((doc.querySelector("form") as HTMLFormElement).hidden).toBe(false);
  });
});
