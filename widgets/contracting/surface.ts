import type { WidgetSurface } from "../../src/element/surface";

/** `<ov-contracting>`'s public surface: see src/element/surface.ts for what derives from it. */
export const contractingSurface = {
  tag: "ov-contracting",
  attributes: {
    type: { type: ["electricity", "gas", "dual"], default: "electricity", description: "Which supply is contracted." },
    promocode: { type: "string", description: "A promotional code, validated on the contract step then forgotten." },
  },
  events: {
    "ov-contracting-step": "A step was saved.",
    "ov-contracting-finished": "The contract request was sent.",
    "ov-navigate": "Go home was chosen on the last step (cancelable: the page may take the navigation over).",
  },
  cssProperties: {
    "--ov-color-primary": "Buttons and the current step.",
    "--ov-color-border": "Step groups and the bottom bar on small screens.",
  },
  cssParts: {
    progress: 'The "n / total" progress bar on small screens.',
  },
  uiParts: [
    "root",
    "stepper",
    "step",
    "field",
    "label",
    "hint",
    "error",
    "input",
    "unit",
    "button",
    "alert",
    "spinner",
    "tooltip",
    "dropzone",
    "files",
  ],
} as const satisfies WidgetSurface;
