/**
 * A tag's public surface, declared once per tag in `widgets/<tag>/surface.ts` (issue 15 item 9):
 * its attributes with their types (string, boolean, number, JSON, or the values of an enum), the
 * events it fires, its CSS custom properties and its parts. Everything else derives from it:
 *
 * - `defineWidget(surface, …)` maps the attributes to props (src/element/define-widget.tsx);
 * - the element's type in `HTMLElementTagNameMap` is {@link SurfaceProperties} of it (each index.ts);
 * - the JSX typings are {@link SurfaceAttributes} of it (widgets/jsx.ts);
 * - `custom-elements.json` is written from it (scripts/custom-elements.mjs): IDEs, Storybook's web
 *   components docs and the Custom Elements Manifest tooling read that file (package.json
 *   "customElements"), so the manifest is generated from the surface instead of the analyzer reading
 *   JSDoc `@attr`/`@event` tags a second time. The JSDoc above each registration keeps the prose
 *   (`@summary` and the description), which the manifest script still reads from there;
 * - the demo's event log listens to the events of each tag's surface (demo/demo.ts);
 * - widgets/surface.test.ts fails when a tag's CSS or JSX uses a `--ov-*` property or a `part` its
 *   manifest lacks, or when a boolean attribute would be typed as a string.
 *
 * Surfaces are plain data (`as const satisfies WidgetSurface`, type imports only), so the build's
 * manifest script can load them without bundling and the demo imports them without a tag's chunk.
 */
import type { OvEventMap, OvEventName } from "../events/catalogue";

/** An attribute's type: a scalar type, `json`, or the values of an enum (its first value is the default). */
export type AttributeType = "string" | "number" | "boolean" | "json" | readonly [string, ...string[]];

export interface AttributeSpec {
  type: AttributeType;
  /** English description for the manifest. */
  description: string;
  /** The value when the attribute is absent, as written in markup. */
  default?: string;
}

/** The UI kit parts a tag can expose (their descriptions are in {@link UI_PARTS}). */
export type UiPart = keyof typeof UI_PARTS;

export interface WidgetSurface {
  tag: `ov-${string}`;
  /** Props by camelCase name; the attribute is its kebab-case form. The common ones are added. */
  attributes: Readonly<Record<string, AttributeSpec>>;
  /** Properties set from JavaScript only (tokens, callbacks, objects), never from markup. */
  properties?: Readonly<Record<string, { description: string }>>;
  /** Events of src/events/catalogue.ts this tag fires (the detail types live there), besides `ov-ready` and `ov-error`. */
  events: Readonly<Partial<Record<OvEventName, string>>>;
  /** Custom properties besides the theme's ({@link THEME_PROPERTIES}), or a theme property's meaning in this tag. */
  cssProperties: Readonly<Record<`--ov-${string}`, string>>;
  /** The tag's own parts. */
  cssParts: Readonly<Record<string, string>>;
  /** The UI kit's parts that show in this tag. */
  uiParts: readonly UiPart[];
}

/** Every tag's attributes (docs/architecture.md "The tags": `lang` on every tag; attribute > context > configure). */
export const COMMON_ATTRIBUTES = {
  lang: { type: "string", description: "Interface language (ca, es, en, gl, fr, de, or a full code such as es-ES)." },
  apiBase: { type: "string", description: "Origin (with optional path prefix) of the API, when not set on `<ov-context>`." },
  theme: { type: "string", description: "`light`, `dark` or a partner theme." },
} as const satisfies Record<string, AttributeSpec>;

/** Events every tag fires (src/element/widget-root.tsx). */
export const COMMON_EVENTS = {
  "ov-ready": "First render with the language loaded.",
  "ov-error":
    'The tag shows the visitor a failure: a failed call (`kind: "request"`, with `status` and `code`), a download of its code or texts (`"chunk"`) or a crash (`"render"`); `detail.retry()` does what its Try again does.',
  "ov-logout": "The customer logged out here (the portal's button, or the session-expired dialog's exit in the tag that shows it).",
} as const satisfies Partial<Record<OvEventName, string>>;

/**
 * The UI kit's parts of the session-expired dialog (src/ui/session-expired-dialog.tsx), which the
 * runtime shows in one tag of the page, whichever it is (spec §4 Session; issue 15 item 6): every tag
 * may carry them, so every manifest lists them.
 */
export const SESSION_DIALOG_PARTS = [
  "dialog",
  "dialog-title",
  "dialog-close",
  "button",
  "spinner",
  "tooltip",
  "hint",
] as const satisfies readonly UiPart[];

/** A theme property: what it colours or sizes, its default, and its default under `theme="dark"` when that differs. */
export interface ThemeProperty {
  description: string;
  light: string;
  dark?: string;
}

/**
 * The theme's custom properties, honoured by every tag, with their defaults: the one source of the
 * values src/ui/theme.ts falls back to, of custom-elements.json's defaults and of README "Theme".
 * A value the page sets on the tag or on any ancestor (`:root`, `body`, a wrapper) wins over both
 * palettes (issue 37 item 2).
 */
export const THEME_PROPERTIES = {
  "--ov-color-primary": { description: "Brand colour: buttons, links, the current step or menu entry.", light: "#00796b", dark: "#4db6ac" },
  "--ov-color-primary-hover": { description: "Buttons under the pointer.", light: "#00695c", dark: "#80cbc4" },
  "--ov-color-on-primary": { description: "Text on the brand colour.", light: "#ffffff", dark: "#0b1e1c" },
  "--ov-color-surface": { description: "Background of the tag.", light: "#ffffff", dark: "#14191a" },
  "--ov-color-surface-alt": { description: "Background of groups, totals and table headers.", light: "#f4f6f6", dark: "#1e2628" },
  "--ov-color-text": { description: "Text, chart axes.", light: "#1b2426", dark: "#e8eeee" },
  "--ov-color-muted": { description: "Secondary text, hints, secondary chart series.", light: "#4f5b5e", dark: "#b5c0c2" },
  "--ov-color-border": { description: "Field borders, separators, chart grid.", light: "#8a9699", dark: "#6f7c7f" },
  "--ov-color-danger": { description: "Errors.", light: "#b3261e", dark: "#ffb4ab" },
  "--ov-color-success": { description: "Confirmations, savings.", light: "#1e6b34", dark: "#8fd19e" },
  "--ov-color-warning": { description: "Warnings.", light: "#8a5300", dark: "#ffc46b" },
  "--ov-color-info": { description: "Information messages.", light: "#0b57a4", dark: "#9ecaff" },
  // A value computed from another: the brand colour of the tag's palette unless the page sets its own.
  "--ov-color-link": { description: "Links in text, such as the privacy policy's.", light: "var(--ov-color-primary)" },
  "--ov-color-focus": { description: "Focus ring.", light: "#1a73e8", dark: "#9ecaff" },
  // ::backdrop inherits custom properties from its dialog.
  "--ov-color-backdrop": { description: "Backdrop behind dialogs.", light: "rgb(0 0 0 / 0.5)", dark: "rgb(0 0 0 / 0.7)" },
  "--ov-radius": { description: "Corner radius.", light: "6px" },
  "--ov-font-family": {
    description: "Font family.",
    light: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  "--ov-font-size": { description: "Base font size.", light: "16px" },
  "--ov-line-height": { description: "Base line height.", light: "1.5" },
  "--ov-space": { description: "Spacing unit.", light: "8px" },
  "--ov-shadow": { description: "Shadow of raised surfaces (menus, tooltips, dialogs).", light: "0 1px 3px rgb(0 0 0 / 0.2)" },
} as const satisfies Record<`--ov-${string}`, ThemeProperty>;

/** The UI kit's parts (src/ui), by name: a tag lists in `uiParts` those that show in it. */
export const UI_PARTS = {
  root: "The tag's root box.",
  field: "Each form field's wrapper.",
  label: "Each field's label.",
  hint: "Each field's hint.",
  error: "Each field's error message.",
  input: "Each input, select and text area.",
  unit: "The unit after a number field.",
  button: "Each button.",
  alert: "Each message.",
  spinner: "Each loading indicator.",
  skeleton: "Each placeholder while content loads.",
  tooltip: "Each tooltip bubble.",
  chip: "Each status chip.",
  "chip-remove": "The remove button of a removable chip.",
  switch: "Each on/off switch.",
  stepper: "The steps of a wizard.",
  progress: "The progress line of a stepper.",
  step: "Each step of a wizard.",
  table: "Each data table.",
  empty: "The message of an empty table.",
  pagination: "Each pagination bar.",
  tabs: "Each set of tabs.",
  tablist: "The tab buttons.",
  tab: "Each tab button.",
  tabpanel: "Each tab's content.",
  dialog: "Each dialog.",
  "dialog-title": "Each dialog's title.",
  "dialog-close": "Each dialog's close button.",
  "data-list": "Each responsive data list (a table on wide screens, cards on narrow ones).",
  "menu-button": "Each button that opens a menu of actions.",
  menu: "Each open menu of actions.",
  dropzone: "The file drop area.",
  files: "The list of chosen files.",
} as const satisfies Record<string, string>;

/** `requireParams` → `require-params`, at the type level (the attribute of a prop). */
export type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/** The value an attribute's type gives its property. */
export type AttributeValue<T extends AttributeType> = T extends "boolean"
  ? boolean
  : T extends "number"
    ? number
    : T extends "json"
      ? unknown
      : T extends readonly string[]
        ? T[number]
        : string;

type AllAttributes<S extends WidgetSurface> = S["attributes"] & typeof COMMON_ATTRIBUTES;

/**
 * The element's own properties, for `HTMLElementTagNameMap` (booleans always read as a boolean;
 * `lang` is HTMLElement's).
 */
export type SurfaceProperties<S extends WidgetSurface> = {
  -readonly [K in keyof AllAttributes<S> as K extends "lang" ? never : K]?: AttributeValue<AllAttributes<S>[K]["type"]>;
} & { -readonly [K in keyof S["attributes"] as S["attributes"][K]["type"] extends "boolean" ? K : never]: boolean } & {
  -readonly [K in keyof NonNullable<S["properties"]>]?: unknown;
};

/** The tag's attributes in JSX (kebab-case, as React 19 writes them on a custom element). */
export type SurfaceAttributes<S extends WidgetSurface> = {
  -readonly [K in keyof AllAttributes<S> & string as Kebab<K>]?: AttributeValue<AllAttributes<S>[K]["type"]>;
};

/** The events a tag fires: its surface's and every tag's ({@link COMMON_EVENTS}). */
export type SurfaceEvents<S extends WidgetSurface> = (keyof S["events"] | keyof typeof COMMON_EVENTS) & OvEventName;

/**
 * The tag's event handlers in JSX, typed by their detail (issue 37 item 5): React 19 adds a listener for
 * a custom element's `on<event name>` prop, so `onov-compare` hears `ov-compare`.
 */
export type SurfaceHandlers<S extends WidgetSurface> = {
  [K in SurfaceEvents<S> as `on${K}`]?: (event: CustomEvent<OvEventMap[K]>) => void;
};

/** How the element wrapper maps an attribute type (an enum is a string checked by the component). */
export function propTypeOf(type: AttributeType): "string" | "number" | "boolean" | "json" {
  return typeof type === "string" ? type : "string";
}
