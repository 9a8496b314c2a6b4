import { defineWidget } from "../../src/element/define-widget";
import { syncContextFromDom } from "../../src/runtime/context";
import { getRuntime } from "../../src/runtime/runtime";
import { OvContext } from "./context";

/**
 * Page-wide configuration. Renders nothing; every other tag on the page reads its attributes, below a
 * tag's own attributes and above `OvWidgets.configure()` (DESIGN "Shared-context bootstrapping").
 *
 * @summary Configures every OV widget on the page.
 * @attr api-base - Origin (with optional path prefix) under which `/api/v{n}/` lives.
 * @attr lang - Interface language (ca, es, en, gl, fr, de or a full code such as es-ES).
 * @attr languages - Languages the partner enables, comma separated.
 * @attr theme - `light`, `dark` or a partner theme name.
 * @attr login-url - Where tags send a visitor who must log in (the price alerts' Sign in, the exit of the session-expired dialog).
 */
export const OvContextElement = defineWidget("ov-context", OvContext, {
  props: { languages: "string", loginUrl: "string" },
  styles: ":host { display: none !important; }",
  lifecycle: {
    // Applied synchronously, not in a React effect, so tags started in the same task already see it.
    connected: () => syncContextFromDom(getRuntime()),
    attributeChanged: () => syncContextFromDom(getRuntime()),
    disconnected: () => queueMicrotask(() => syncContextFromDom(getRuntime())),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-context": HTMLElement & { apiBase?: string; lang: string; languages?: string; theme?: string; loginUrl?: string };
  }
}
