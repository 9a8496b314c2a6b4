import type { WidgetSurface } from "../../src/element/surface";

/** `<ov-context>`'s public surface: see src/element/surface.ts for what derives from it. */
export const contextSurface = {
  tag: "ov-context",
  attributes: {
    languages: { type: "string", description: "Languages the partner enables, comma separated." },
    loginUrl: {
      type: "string",
      description: "Where tags send a visitor who must log in (the price alerts' Sign in, the exit of the session-expired dialog).",
    },
  },
  events: {},
  cssProperties: {},
  cssParts: {},
  // It renders nothing visible (`display: none`); its root and a failure message are still in its shadow root.
  uiParts: ["root", "error"],
} as const satisfies WidgetSurface;
