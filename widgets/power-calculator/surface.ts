import type { WidgetSurface } from "../../src/element/surface";

/** `<ov-power-calculator>`'s public surface: see src/element/surface.ts for what derives from it. */
export const powerCalculatorSurface = {
  tag: "ov-power-calculator",
  attributes: {
    cups: { type: "string", description: "A CUPS to start with (the visitor can change it)." },
  },
  events: {
    "ov-calculate": "A result is shown (`optimalPower` in kW).",
    "ov-lead-sent": "The visitor's contact request was accepted.",
  },
  cssProperties: {
    "--ov-color-primary": "Buttons, the icons and the border of the appliances switched on.",
  },
  cssParts: {},
  uiParts: [
    "root",
    "field",
    "label",
    "hint",
    "error",
    "input",
    "unit",
    "switch",
    "button",
    "alert",
    "spinner",
    "tooltip",
    "dropzone",
    "files",
    "table",
    "empty",
  ],
} as const satisfies WidgetSurface;
