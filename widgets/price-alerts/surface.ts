import type { WidgetSurface } from "../../src/element/surface";

/** `<ov-price-alerts>`'s public surface: see src/element/surface.ts for what derives from it. */
export const priceAlertsSurface = {
  tag: "ov-price-alerts",
  attributes: {
    loginUrl: {
      type: "string",
      description:
        "Where the sign-in prompt links; default `<ov-context login-url>`, then `configure({ loginUrl })`, then the `<ov-portal>` login.",
    },
  },
  events: {
    "ov-login-required": "Sign in was used; cancel it to show your own login instead of following the link.",
  },
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
