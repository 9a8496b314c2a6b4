import { THEME_PROPERTIES } from "../element/surface";

/**
 * The public theme: the CSS custom properties of THEME_PROPERTIES (src/element/surface.ts, their one
 * list with their defaults; CONVENTIONS: custom properties are public API, a renamed one keeps its old
 * name working). A host page sets them on the tag or on any ancestor (`:root`, `body`, a wrapper):
 * custom properties inherit through the shadow boundary, everything else is reset below.
 *
 * Issue 37 item 2: `:host` must not declare the public names, or its value would shadow what the page
 * set on an ancestor. It declares a private twin of each instead (`--_ov-radius` for `--ov-radius`):
 * the page's value when one arrives (on the tag or inherited), else the default of the tag's palette.
 * The tags' sheets read the private twins only (widgets/surface.test.ts fails on a sheet that reads a
 * theme property by its public name, which has no value when the page sets none); a public name
 * cannot be declared again inside from its twin, which would be circular where variables are not
 * resolved element by element (happy-dom, which the component tests run in).
 */
const entries = Object.entries(THEME_PROPERTIES) as Array<[string, { light: string; dark?: string }]>;
const privateName = (name: string) => name.replace(/^--ov-/, "--_ov-");
const fallbacks = (palette: "light" | "dark") =>
  entries
    .filter(([, spec]) => spec[palette] !== undefined)
    // A default may name another theme property (`var(--ov-color-primary)`): its twin, resolved here.
    .map(([name, spec]) => `  ${privateName(name)}: var(${name}, ${spec[palette]!.replace(/var\(--ov-/g, "var(--_ov-")});`)
    .join("\n");

export const themeStyles = /* css */ `
:host {
${fallbacks("light")}

  /* Reset what the host page could make us inherit (docs/architecture.md "The element wrapper": nothing the host page sets leaks in).
     'all: initial' on :host beats inherited values even when the host sets them with !important on
     an ancestor (custom properties are not reset by 'all'); !important rules on the tag itself are
     answered by the inner root below. */
  all: initial;
  display: block;
  contain: layout style; /* not paint: focus rings at the edge must not be clipped */
}
:host([hidden]) { display: none; }

:host([theme="dark"]), :host([data-ov-theme="dark"]) {
${fallbacks("dark")}
  /* The browser's own parts (select lists, scrollbars, checkboxes, date pickers) in its dark palette too. */
  color-scheme: dark;
}

/* The widget root: every inherited property set explicitly so host CSS cannot reach inside. */
.ov-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--_ov-font-family) !important;
  font-size: var(--_ov-font-size) !important;
  line-height: var(--_ov-line-height) !important;
  color: var(--_ov-color-text) !important;
  background: var(--_ov-color-surface);
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-transform: none !important;
  text-align: start !important;
  text-indent: 0 !important;
  font-style: normal !important;
  font-weight: 400 !important;
  white-space: normal !important;
  direction: ltr;
  visibility: visible;
  cursor: auto;
  color-scheme: inherit; /* the tag's own (dark with the dark theme), never the page's */
}
.ov-root *, .ov-root *::before, .ov-root *::after { box-sizing: border-box; }
.ov-root :where(h1, h2, h3, h4, p, ul, ol, figure) { margin: 0 0 calc(var(--_ov-space) * 1.5); }
.ov-root :where(h1, h2, h3, h4) { line-height: 1.25; font-weight: 700; }
.ov-root :where(button, input, select, textarea) { font: inherit; color: inherit; letter-spacing: inherit; }
/* Issue 37 item 7: no browser blue on the dark palette; the portal's own link rules come first. */
.ov-root :where(a) { color: var(--_ov-color-link); }
.ov-root :focus-visible { outline: 3px solid var(--_ov-color-focus); outline-offset: 2px; }
.ov-root .ov-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  .ov-root *, .ov-root *::before, .ov-root *::after { animation: none !important; transition: none !important; }
}
`;
