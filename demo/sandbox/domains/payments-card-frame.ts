/**
 * The sandbox's card platform (issue 18 item 7): a small page of the sandbox, framed by the payment
 * dialog, that holds the card fields so that the widget never touches a card number. It talks to the
 * widget with `postMessage` (the protocol of widgets/portal/invoices/payment/card-frame-protocol.ts):
 * it posts only to the origin named by its `origin` query value and reads only messages of its parent
 * window from that origin. It turns the test card numbers below into the `payment_method_id`s of
 * ./payments.ts and shows the card's extra authentication (3-D Secure) step itself.
 *
 * - GET /sandbox/payments/card-frame?origin={the widget page's origin}&lang={ca|es|en|gl|fr|de}
 * - GET /sandbox/payments/card-frame.js (the page's script: no inline script, so a strict CSP holds)
 */
import { CARD_FRAME_MESSAGES } from "../../../widgets/portal/invoices/payment/card-frame-protocol.ts";
import { tr, type Texts } from "../i18n.ts";
import type { Route, RouteContext } from "../types.ts";

/** Test card numbers (demo/sandbox/README.md "Test cards") and the payment method each becomes. */
export const TEST_CARDS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "4000002760003184": "pm_card_threeDSecure",
  "4000008400001629": "pm_card_threeDSecureFail",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000000010": "pm_card_invalidNumber",
  "4242424242424241": "pm_card_incorrectNumber",
  "4000000000000028": "pm_card_invalidExpiryMonth",
  "4000000000000044": "pm_card_invalidExpiryYear",
  "4000000000000051": "pm_card_invalidCvc",
  "4000000000000127": "pm_card_incorrectCvc",
  "4000000000000069": "pm_card_expiredCard",
  "4000000000000036": "pm_card_incorrectZip",
  "4000000000000077": "pm_card_customerWithoutCard",
  "4000000000000119": "pm_card_processingError",
  "4000000000000085": "pm_card_rateLimit",
  "4000000000000093": "pm_card_notPayable",
  "4000000000000101": "pm_card_userNotEnabled",
  "4000000000000135": "pm_card_unexpectedState",
  "4000000000000143": "pm_card_summaryInternalError",
};

/** Any other complete card number pays (payments.ts: "any other non-empty id succeeds"). */
export const DEFAULT_TEST_METHOD = "pm_card_visa";

const TEXTS = {
  number: {
    ca: "Número de targeta",
    es: "Número de tarjeta",
    en: "Card number",
    gl: "Número de tarxeta",
    fr: "Numéro de carte",
    de: "Kartennummer",
  },
  expiry: {
    ca: "Caducitat (MM/AA)",
    es: "Caducidad (MM/AA)",
    en: "Expiry date (MM/YY)",
    gl: "Caducidade (MM/AA)",
    fr: "Date d'expiration (MM/AA)",
    de: "Ablaufdatum (MM/JJ)",
  },
  cvc: {
    ca: "Codi de seguretat (CVC)",
    es: "Código de seguridad (CVC)",
    en: "Security code (CVC)",
    gl: "Código de seguridade (CVC)",
    fr: "Code de sécurité (CVC)",
    de: "Prüfnummer (CVC)",
  },
  invalid_number: {
    ca: "El número de targeta no és vàlid.",
    es: "El número de tarjeta no es válido.",
    en: "The card number is not valid.",
    gl: "O número de tarxeta non é válido.",
    fr: "Le numéro de carte n'est pas valide.",
    de: "Die Kartennummer ist ungültig.",
  },
  invalid_expiry_month: {
    ca: "El mes de caducitat no és vàlid.",
    es: "El mes de caducidad no es válido.",
    en: "The expiry month is not valid.",
    gl: "O mes de caducidade non é válido.",
    fr: "Le mois d'expiration n'est pas valide.",
    de: "Der Ablaufmonat ist ungültig.",
  },
  invalid_expiry_year: {
    ca: "La targeta ja ha caducat.",
    es: "La tarjeta ya ha caducado.",
    en: "The card has already expired.",
    gl: "A tarxeta xa caducou.",
    fr: "La carte a déjà expiré.",
    de: "Die Karte ist bereits abgelaufen.",
  },
  invalid_cvc: {
    ca: "El codi de seguretat no és vàlid.",
    es: "El código de seguridad no es válido.",
    en: "The security code is not valid.",
    gl: "O código de seguridade non é válido.",
    fr: "Le code de sécurité n'est pas valide.",
    de: "Die Prüfnummer ist ungültig.",
  },
  authTitle: {
    ca: "Autenticació del banc (prova)",
    es: "Autenticación del banco (prueba)",
    en: "Bank authentication (test)",
    gl: "Autenticación do banco (proba)",
    fr: "Authentification bancaire (test)",
    de: "Bankauthentifizierung (Test)",
  },
  authBody: {
    ca: "El vostre banc us demana que confirmeu aquest pagament.",
    es: "Su banco le pide que confirme este pago.",
    en: "Your bank asks you to confirm this payment.",
    gl: "O seu banco pídelle que confirme este pagamento.",
    fr: "Votre banque vous demande de confirmer ce paiement.",
    de: "Ihre Bank bittet Sie, diese Zahlung zu bestätigen.",
  },
  authConfirm: {
    ca: "Confirma el pagament",
    es: "Confirmar el pago",
    en: "Confirm the payment",
    gl: "Confirmar o pagamento",
    fr: "Confirmer le paiement",
    de: "Zahlung bestätigen",
  },
  authCancel: { ca: "Cancel·la", es: "Cancelar", en: "Cancel", gl: "Cancelar", fr: "Annuler", de: "Abbrechen" },
  frameTitle: {
    ca: "Dades de la targeta",
    es: "Datos de la tarjeta",
    en: "Card details",
    gl: "Datos da tarxeta",
    fr: "Coordonnées de la carte",
    de: "Kartendaten",
  },
} satisfies Record<string, Texts>;

/** What the frame's script reads from its page (a JSON block: no inline script). */
export interface CardFrameConfig {
  /** The widget page's origin: the only one the frame talks to. */
  parentOrigin: string;
  texts: Record<keyof typeof TEXTS, string>;
  cards: Record<string, string>;
  defaultMethod: string;
  messages: typeof CARD_FRAME_MESSAGES;
  /** "Now" for the expiry check, as YYYY-MM (the sandbox's clock). */
  month: string;
}

/**
 * The frame's script: serialized with `Function.prototype.toString` into card-frame.js, so it must not
 * use anything from outside its body (no imports, no helpers of this module). Exported for the
 * protocol's unit tests, which run it in happy-dom with a fake parent window.
 * @param win - the frame's window
 * @param config - the origin to talk to, texts, test cards and message names
 */
export function runCardFrame(win: Window, config: CardFrameConfig): void {
  const doc = win.document;
  const m = config.messages;
  const parent = win.parent;
  const send = (message: Record<string, unknown>) => parent.postMessage(message, config.parentOrigin);

  const form = doc.createElement("form");
  form.noValidate = true;
  form.className = "fields";
  const field = (id: string, label: string, autocomplete: string, placeholder: string) => {
    const wrap = doc.createElement("div");
    wrap.className = "field";
    const labelEl = doc.createElement("label");
    labelEl.htmlFor = id;
    labelEl.textContent = label;
    const input = doc.createElement("input");
    input.id = id;
    input.name = id;
    input.inputMode = "numeric";
    input.setAttribute("autocomplete", autocomplete);
    input.placeholder = placeholder;
    input.setAttribute("aria-describedby", `${id}-error`);
    const error = doc.createElement("p");
    error.id = `${id}-error`;
    error.className = "error";
    wrap.append(labelEl, input, error);
    form.append(wrap);
    return { input, error };
  };
  const number = field("number", config.texts.number, "cc-number", "4242 4242 4242 4242");
  const expiry = field("expiry", config.texts.expiry, "cc-exp", "MM/YY");
  const cvc = field("cvc", config.texts.cvc, "cc-csc", "123");

  const auth = doc.createElement("section");
  auth.className = "auth";
  auth.hidden = true;
  auth.setAttribute("aria-labelledby", "auth-title");
  const authTitle = doc.createElement("h2");
  authTitle.id = "auth-title";
  authTitle.textContent = config.texts.authTitle;
  const authBody = doc.createElement("p");
  authBody.textContent = config.texts.authBody;
  const authButtons = doc.createElement("div");
  authButtons.className = "buttons";
  const confirmButton = doc.createElement("button");
  confirmButton.type = "button";
  confirmButton.textContent = config.texts.authConfirm;
  const cancelButton = doc.createElement("button");
  cancelButton.type = "button";
  cancelButton.className = "secondary";
  cancelButton.textContent = config.texts.authCancel;
  authButtons.append(confirmButton, cancelButton);
  auth.append(authTitle, authBody, authButtons);
  doc.body.append(form, auth);

  const digits = (value: string) => value.replace(/[\s-]/g, "");
  /** Each field: "" while empty, "incomplete", "ok", or its error code (calls §8.3 names). */
  const check = () => {
    const n = digits(number.input.value);
    const numberState =
      n === "" ? "" : /\D/.test(n) ? "invalid_number" : n.length < 16 ? "incomplete" : n.length > 16 ? "invalid_number" : "ok";
    const e = expiry.input.value.replace(/\s/g, "");
    const match = /^(\d{2})\/?(\d{2})$/.exec(e);
    let expiryState = e === "" ? "" : "incomplete";
    if (/[^\d/]/.test(e)) expiryState = "invalid_expiry_month";
    else if (match) {
      const month = Number(match[1]);
      const when = `20${match[2]}-${match[1]}`;
      expiryState = month < 1 || month > 12 ? "invalid_expiry_month" : when < config.month ? "invalid_expiry_year" : "ok";
    }
    const c = cvc.input.value.trim();
    const cvcState = c === "" ? "" : /\D/.test(c) || c.length > 4 ? "invalid_cvc" : c.length < 3 ? "incomplete" : "ok";
    return { numberState, expiryState, cvcState };
  };
  const isError = (state: string) => state !== "" && state !== "ok" && state !== "incomplete";
  const show = (target: { input: HTMLInputElement; error: HTMLElement }, state: string, final: boolean) => {
    const error = isError(state) || (final && state === "incomplete") ? state : "";
    const text = error === "" ? "" : (config.texts[error as keyof CardFrameConfig["texts"]] ?? config.texts.invalid_number);
    target.error.textContent =
      error === "incomplete"
        ? config.texts[target === number ? "invalid_number" : target === expiry ? "invalid_expiry_month" : "invalid_cvc"]
        : text;
    if (target.error.textContent) target.input.setAttribute("aria-invalid", "true");
    else target.input.removeAttribute("aria-invalid");
  };
  const report = (blurred: HTMLInputElement | null) => {
    const s = check();
    show(number, s.numberState, blurred === number.input);
    show(expiry, s.expiryState, blurred === expiry.input);
    show(cvc, s.cvcState, blurred === cvc.input);
    const states = [s.numberState, s.expiryState, s.cvcState];
    const error = states.find(isError) ?? null;
    send({ type: m.change, empty: states.every((x) => x === ""), complete: states.every((x) => x === "ok"), error });
  };
  for (const target of [number, expiry, cvc]) {
    target.input.addEventListener("input", () => report(null));
    target.input.addEventListener("blur", () => report(target.input));
  }
  // Enter in a field means Pay, which is the widget's button: nothing to submit here.
  form.addEventListener("submit", (event) => event.preventDefault());

  let pendingAuth: number | null = null;
  const endAuth = (ok: boolean) => {
    if (pendingAuth === null) return;
    send({ type: m.authenticated, id: pendingAuth, ok });
    pendingAuth = null;
    auth.hidden = true;
    form.hidden = false;
  };
  confirmButton.addEventListener("click", () => endAuth(true));
  cancelButton.addEventListener("click", () => endAuth(false));

  win.addEventListener("message", (event: MessageEvent) => {
    // Only the widget that framed this page, from the origin it named.
    if (event.source !== parent || event.origin !== config.parentOrigin) return;
    const data = event.data as { type?: unknown; id?: unknown; clientSecret?: unknown } | null;
    if (!data || typeof data.id !== "number") return;
    if (data.type === m.create) {
      const s = check();
      const states = [s.numberState, s.expiryState, s.cvcState];
      if (!states.every((x) => x === "ok")) {
        send({ type: m.created, id: data.id, paymentMethodId: null, error: states.find(isError) ?? "incomplete" });
        return;
      }
      const method = config.cards[digits(number.input.value)] ?? config.defaultMethod;
      send({ type: m.created, id: data.id, paymentMethodId: method, error: null });
    } else if (data.type === m.authenticate && typeof data.clientSecret === "string") {
      pendingAuth = data.id;
      form.hidden = true;
      auth.hidden = false;
      confirmButton.focus();
    }
  });

  // The body's own height (the document's is at least the frame's, so it would never shrink).
  const resize = () => send({ type: m.resize, height: Math.ceil(doc.body.getBoundingClientRect().height) });
  if (typeof ResizeObserver === "function") new ResizeObserver(resize).observe(doc.body);
  resize();
  send({ type: m.ready });
}

/** The page's style (a `<style>` element; the page's CSP allows its inline styles, not inline scripts). */
const FRAME_CSS = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933}
.fields{display:grid;grid-template-columns:1fr 1fr;gap:8px 12px;padding:2px}
.field:first-child{grid-column:1/-1}
label{display:block;font-weight:600;margin-bottom:4px;font-size:14px}
input{width:100%;min-height:44px;padding:8px 10px;border:1px solid #6b7280;border-radius:6px;font:inherit;color:inherit;background:#fff}
input:focus{outline:3px solid #0f766e;outline-offset:1px}
input[aria-invalid=true]{border-color:#b42318}
.error{margin:4px 0 0;min-height:0;color:#b42318;font-size:14px}
.error:empty{display:none}
.auth{padding:8px;border:1px solid #6b7280;border-radius:8px}
.auth h2{font-size:18px;margin:0 0 8px}
.buttons{display:flex;flex-wrap:wrap;gap:8px}
button{min-height:44px;padding:8px 16px;border-radius:6px;border:1px solid #0f766e;background:#0f766e;color:#fff;font:inherit;cursor:pointer}
button.secondary{background:#fff;color:#0f766e}
button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
[hidden]{display:none!important}
`;

/** An origin the frame may talk to: scheme, host and optional port, nothing else. */
function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

/** `<`, `>` and `&` escaped, so the JSON block cannot close its `<script>` element. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

function framePage(ctx: RouteContext): Response {
  const parentOrigin = originOf(ctx.query.get("origin"));
  if (!parentOrigin)
    return new Response("origin query value required", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  const lang = ctx.lang;
  const texts = Object.fromEntries(Object.entries(TEXTS).map(([key, value]) => [key, tr(lang, value)])) as CardFrameConfig["texts"];
  const config: CardFrameConfig = {
    parentOrigin,
    texts,
    cards: TEST_CARDS,
    defaultMethod: DEFAULT_TEST_METHOD,
    messages: CARD_FRAME_MESSAGES,
    month: ctx.db.now.toISOString().slice(0, 7),
  };
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.frameTitle}</title><style>${FRAME_CSS}</style>
<script type="application/json" id="config">${jsonInHtml(config)}</script>
<script src="card-frame.js" defer></script></head><body></body></html>`;
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      // The frame runs only its own script; it may be framed by any page (the demo, a partner's site).
      "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'none'",
      "cache-control": "no-store",
    },
  });
}

function frameScript(): Response {
  const source = `"use strict";(${runCardFrame.toString()})(window, JSON.parse(document.getElementById("config").textContent));`;
  return new Response(source, { headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" } });
}

/** The frame's routes, under `/sandbox/` (registered by ./payments.ts `sandboxRoutes`). */
export const cardFrameRoutes: Route[] = [
  { method: "GET", path: "payments/card-frame", versions: [0], handler: framePage },
  { method: "GET", path: "payments/card-frame.js", versions: [0], handler: frameScript },
];
