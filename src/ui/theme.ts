/**
 * The public theme: CSS custom properties on `:host` (CONVENTIONS: custom properties are public API;
 * a renamed one keeps its old name working). Host pages override them on the tag or any ancestor;
 * custom properties inherit through the shadow boundary, everything else is reset below.
 */
export const themeStyles = /* css */ `
:host {
  --ov-color-primary: #00796b;
  --ov-color-primary-hover: #00695c;
  --ov-color-on-primary: #ffffff;
  --ov-color-surface: #ffffff;
  --ov-color-surface-alt: #f4f6f6;
  --ov-color-text: #1b2426;
  --ov-color-muted: #4f5b5e;
  --ov-color-border: #8a9699;
  --ov-color-danger: #b3261e;
  --ov-color-success: #1e6b34;
  --ov-color-warning: #8a5300;
  --ov-color-info: #0b57a4;
  --ov-color-focus: #1a73e8;
  --ov-radius: 6px;
  --ov-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --ov-font-size: 16px;
  --ov-line-height: 1.5;
  --ov-space: 8px;
  --ov-shadow: 0 1px 3px rgb(0 0 0 / 0.2);
  /* Modal dialog backdrop (UI kit dialog); ::backdrop inherits custom properties from its dialog. */
  --ov-color-backdrop: rgb(0 0 0 / 0.5);

  /* Reset what the host page could make us inherit (DESIGN: "nothing the host page sets leaks in").
     'all: initial' on :host beats inherited values even when the host sets them with !important on
     an ancestor; !important rules on the tag itself are answered by the inner root below. */
  all: initial;
  display: block;
  contain: layout style; /* not paint: focus rings at the edge must not be clipped */
}
:host([hidden]) { display: none; }

:host([theme="dark"]), :host([data-ov-theme="dark"]) {
  --ov-color-primary: #4db6ac;
  --ov-color-primary-hover: #80cbc4;
  --ov-color-on-primary: #0b1e1c;
  --ov-color-surface: #14191a;
  --ov-color-surface-alt: #1e2628;
  --ov-color-text: #e8eeee;
  --ov-color-muted: #b5c0c2;
  --ov-color-border: #6f7c7f;
  --ov-color-danger: #ffb4ab;
  --ov-color-success: #8fd19e;
  --ov-color-warning: #ffc46b;
  --ov-color-info: #9ecaff;
  --ov-color-focus: #9ecaff;
  --ov-color-backdrop: rgb(0 0 0 / 0.7);
}

/* The widget root: every inherited property set explicitly so host CSS cannot reach inside. */
.ov-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--ov-font-family) !important;
  font-size: var(--ov-font-size) !important;
  line-height: var(--ov-line-height) !important;
  color: var(--ov-color-text) !important;
  background: var(--ov-color-surface);
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
}
.ov-root *, .ov-root *::before, .ov-root *::after { box-sizing: border-box; }
.ov-root :where(h1, h2, h3, h4, p, ul, ol, figure) { margin: 0 0 calc(var(--ov-space) * 1.5); }
.ov-root :where(h1, h2, h3, h4) { line-height: 1.25; font-weight: 700; }
.ov-root :where(button, input, select, textarea) { font: inherit; color: inherit; letter-spacing: inherit; }
.ov-root :focus-visible { outline: 3px solid var(--ov-color-focus); outline-offset: 2px; }
.ov-root .ov-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  .ov-root *, .ov-root *::before, .ov-root *::after { animation: none !important; transition: none !important; }
}
`;
