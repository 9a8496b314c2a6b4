import { defineWidget } from "../../src/element/define-widget";
import type { SurfaceProperties } from "../../src/element/surface";
import { syncContextFromDom } from "../../src/runtime/context";
import { getRuntime } from "../../src/runtime/runtime";
import { OvContext } from "./context";
import { contextSurface } from "./surface";

// Its attributes, events, custom properties and parts: ./surface.ts (the manifest and the types derive from it).
/**
 * Page-wide configuration. Renders nothing; every other tag on the page reads its attributes, below a
 * tag's own attributes and above `OvWidgets.configure()` (docs/architecture.md "Shared-context bootstrapping").
 *
 * @summary Configures every OV widget on the page.
 */
export const OvContextElement = defineWidget(contextSurface, OvContext, {
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
    "ov-context": HTMLElement & SurfaceProperties<typeof contextSurface>;
  }
}
