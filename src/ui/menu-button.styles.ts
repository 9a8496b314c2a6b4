/** Styles of `MenuButton` (menu-button.tsx): a popover list of actions under its button. Colours only from `--ov-*` tokens. */
export const menuButtonStyles = /* css */ `
.ov-menu-button { position: relative; display: inline-block; }
.ov-menu-button__chevron { transition: transform 120ms ease; }
.ov-menu-button__trigger[aria-expanded="true"] .ov-menu-button__chevron { transform: rotate(180deg); }
.ov-menu {
  position: absolute;
  z-index: 20;
  top: calc(100% + var(--_ov-space) / 2);
  inset-inline-end: 0;
  width: max-content;
  min-width: 12rem;
  max-width: min(22rem, calc(100vw - var(--_ov-space) * 4));
  margin: 0;
  padding: calc(var(--_ov-space) / 2) 0;
  background: var(--_ov-color-surface);
  color: var(--_ov-color-text);
  border: 1px solid var(--_ov-color-border);
  border-radius: var(--_ov-radius);
  box-shadow: var(--_ov-shadow);
}
.ov-menu--start { inset-inline-start: 0; inset-inline-end: auto; }
.ov-menu[hidden] { display: none; }
.ov-menu .ov-tooltip-anchor { display: flex; }
.ov-menu__item {
  display: flex;
  align-items: center;
  gap: var(--_ov-space);
  width: 100%;
  min-height: 44px;
  padding: var(--_ov-space) calc(var(--_ov-space) * 2);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
}
.ov-menu__item:hover, .ov-menu__item:focus { background: var(--_ov-color-surface-alt); }
.ov-menu__item:focus-visible { outline-offset: -3px; }
.ov-menu__item[aria-disabled="true"] { color: var(--_ov-color-muted); cursor: not-allowed; }
.ov-menu__item .ov-icon { color: var(--_ov-color-primary); }
.ov-menu__item[aria-disabled="true"] .ov-icon { color: inherit; }
@media (forced-colors: active) { .ov-menu { border-color: CanvasText; } .ov-menu__item:focus { outline: 2px solid Highlight; } }
`;
