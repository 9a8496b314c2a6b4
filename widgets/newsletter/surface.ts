import type { WidgetSurface } from "../../src/element/surface";

/** `<ov-newsletter>`'s public surface: see src/element/surface.ts for what derives from it. */
export const newsletterSurface = {
  tag: "ov-newsletter",
  attributes: {
    params: {
      type: "string",
      description: "Encoded subscriber token (`{subscriber_id, email}`); when absent, `?params=` of the page is used.",
    },
    email: { type: "string", description: "Email of the reader, skipping the email form." },
    requireParams: { type: "boolean", description: "A missing or invalid token shows the link error instead of the email form." },
    disableMailEdit: { type: "boolean", description: "The subscriber's email cannot be changed here." },
  },
  events: {
    "ov-subscribed": "The lists were saved (`newsletters`: the ids, empty when the reader unsubscribed from all).",
  },
  cssProperties: {
    "--ov-color-primary": "Buttons and checkboxes.",
  },
  cssParts: {
    newsletter: "The section around the widget.",
  },
  uiParts: ["root", "field", "label", "hint", "error", "input", "button", "alert", "spinner", "tooltip"],
} as const satisfies WidgetSurface;
