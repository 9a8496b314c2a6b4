import type { WidgetSurface } from "../../src/element/surface";

/** `<ov-comparator>`'s public surface: see src/element/surface.ts for what derives from it. */
export const comparatorSurface = {
  tag: "ov-comparator",
  attributes: {
    energy: { type: ["electricity", "gas"], default: "electricity", description: "Which invoice is compared." },
    mode: {
      type: ["auto", "manual"],
      default: "auto",
      description: "`auto`: the visitor types the invoice data; `manual`: the visitor sends the invoice through the contact form.",
    },
  },
  events: {
    "ov-compare": "A comparison result is shown.",
    "ov-lead-sent": "The visitor's contact request was accepted.",
  },
  cssProperties: {
    "--ov-color-primary": "Buttons, the offer's total and its bar in the chart.",
    "--ov-color-muted": "The visitor's invoice bar and secondary text.",
    "--ov-chart-height": "Height of the result's chart (default 14rem).",
  },
  cssParts: {},
  uiParts: ["root", "field", "label", "hint", "error", "input", "unit", "button", "alert", "spinner", "tooltip", "dropzone", "files", "table", "empty"],
} as const satisfies WidgetSurface;
