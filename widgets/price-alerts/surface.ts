import type { WidgetSurface } from "../../src/element/surface";

/** `<ov-price-alerts>`'s public surface: see src/element/surface.ts for what derives from it. */
export const priceAlertsSurface = {
  tag: "ov-price-alerts",
  attributes: {
    loginUrl: {
      type: "string",
      description: "Where the sign-in prompt links; default the `<ov-portal>` login when one is on the page.",
    },
  },
  events: {},
  cssProperties: {
    "--ov-color-primary": "Buttons and the price line.",
  },
  cssParts: {
    "price-alerts": "The section around the widget.",
    chart: "The recent-prices figure.",
  },
  uiParts: [
    "root",
    "table",
    "empty",
    "field",
    "label",
    "hint",
    "error",
    "input",
    "unit",
    "button",
    "alert",
    "spinner",
    "skeleton",
    "tooltip",
  ],
} as const satisfies WidgetSurface;
