import type { WidgetSurface } from "../../src/element/surface";

/**
 * `<ov-portal>`'s public surface: see src/element/surface.ts for what derives from it. The public
 * widgets it shows at their routes are tags of their own (their parts are theirs), but their events
 * bubble out of the portal, so a page listening on `<ov-portal>` receives them too.
 */
export const portalSurface = {
  tag: "ov-portal",
  attributes: {
    basePath: { type: "string", description: 'The path under which the portal lives with `routing="history"`, e.g. `/oficina`.' },
    routing: {
      type: ["history", "hash", "memory"],
      default: "history",
      description: "`history`: real URLs under the base path; `hash`: `#/factures`; `memory`: the page URL never changes.",
    },
    cookieConsent: {
      type: ["portal", "host"],
      default: "portal",
      description:
        "`portal`: the portal asks for cookie consent (its banner and a Cookie settings button); `host`: the page's own consent manager asks, and writes the visitor's choice in the `rcl_*` cookies the portal reads (README).",
    },
    help: {
      type: ["portal", "none"],
      default: "portal",
      description: "`portal`: the Help button among the header's tools; `none`: the page offers its own help.",
    },
    logo: {
      type: "string",
      description:
        "Address of the retailer's logo, shown at the start of the header (an http(s) address, or one relative to the page; any other is ignored). Without it the header shows `logo-alt` as text, or nothing.",
    },
    logoAlt: {
      type: "string",
      description: "The retailer's name: the logo's alternative text, and the text shown in its place without a logo.",
    },
  },
  events: {
    "ov-login": "A customer logged in here.",
    "ov-logout": "The customer logged out here.",
    "ov-navigate": "The customer went to another screen.",
    "ov-page-view":
      "A screen was shown (every route, on load and after each navigation), for the page's own analytics: only with the `analytics` feature on and the visitor's statistics consent.",
    "ov-compare": "From the comparators at their routes.",
    "ov-calculate": "From the power calculator at its route.",
    "ov-lead-sent": "From the comparators and the power calculator at their routes.",
    "ov-contracting-step": "From the contracting wizards at their routes.",
    "ov-contracting-finished": "From the contracting wizards at their routes.",
    "ov-subscribed": "From the newsletter at its route.",
  },
  cssProperties: {
    "--ov-color-primary": "Buttons, links and the current menu entry.",
    "--ov-portal-gutter":
      "Space between the portal's content and its edges (default 16 px on a phone growing to 32 px on wide screens); `0` on a page that already pads it.",
    "--ov-portal-background":
      'Colour of the page behind the portal\'s cards (default: `--ov-color-surface-alt`, a light grey the white cards and header stand out on; with `theme="dark"` the surface itself, the cards a step lighter).',
    "--ov-portal-max-width":
      "Widest the page's content grows on wide screens, centred (default `72rem`); the header's band still runs the portal's width.",
    "--ov-chart-height":
      "Height of the invoices and consumption charts (default 14rem; the invoices chart sets its own by the number of series).",
  },
  cssParts: {
    logo: "The retailer's logo (an `<img>`) or name (text) at the start of the header.",
  },
  uiParts: [
    "root",
    "dialog",
    "dialog-title",
    "dialog-close",
    "switch",
    "field",
    "label",
    "hint",
    "error",
    "input",
    "button",
    "alert",
    "spinner",
    "tooltip",
    // The private areas' UI kit parts: contract, invoice and request lists, the battery stepper, the
    // filter chips, the attachments and the consumption views.
    "chip",
    "chip-remove",
    "data-list",
    "menu",
    "menu-button",
    "dropzone",
    "empty",
    "files",
    "pagination",
    "progress",
    "skeleton",
    "step",
    "stepper",
    "tab",
    "table",
    "tablist",
    "tabpanel",
    "tabs",
    "unit",
  ],
} as const satisfies WidgetSurface;
