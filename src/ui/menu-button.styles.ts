/** Styles of `MenuButton` (menu-button.tsx); its button wears the Button's classes. */
export const menuButtonStyles = /* css */ `
.ov-menu-button { display: inline-flex; }
.ov-menu-button__button { gap: calc(var(--_ov-space) / 2); min-width: 44px; padding-inline: var(--_ov-space); }
.ov-menu-button__chevron { width: 1em; height: 1em; transition: transform 120ms ease; }
.ov-menu-button__button[aria-expanded="true"] .ov-menu-button__chevron { transform: rotate(180deg); }
.ov-menu {
  position: fixed; inset: auto; margin: 0; z-index: 20;
  display: grid; min-width: 12rem; max-width: calc(100vw - 16px); padding: calc(var(--_ov-space) / 2);
  border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius);
  background: var(--_ov-color-surface); color: var(--_ov-color-text); box-shadow: var(--_ov-shadow);
}
.ov-menu:focus { outline: none; }
.ov-menu__item {
  display: flex; align-items: center; gap: var(--_ov-space); min-height: 44px; padding: 0 var(--_ov-space);
  border: 0; border-radius: calc(var(--_ov-radius) / 2); background: transparent; color: inherit;
  font: inherit; text-align: start; cursor: pointer;
}
.ov-menu__item:hover, .ov-menu__item:focus { background: var(--_ov-color-surface-alt); outline: none; }
.ov-menu__item:focus-visible { outline: 2px solid var(--_ov-color-focus); outline-offset: -2px; }
.ov-menu__item[aria-disabled="true"] { color: var(--_ov-color-muted); cursor: not-allowed; }
.ov-menu__item .ov-icon { width: 1.25em; height: 1.25em; }
/* A disabled entry with its reason sits in the tooltip's anchor: the anchor takes the menu's width. */
.ov-menu > .ov-tooltip-anchor { display: grid; }
@media (forced-colors: active) { .ov-menu { border-color: CanvasText; } .ov-menu__item:focus { outline: 2px solid Highlight; } }
`;
