/** The portal shell's layout; colours and spacing come from the theme's custom properties. */
export const portalStyles = /* css */ `
/* The portal lays its header out by its own width (the host page decides it), not the window's. Its page is the tokens' page level, below the cards (light: the grey of --ov-color-surface-alt; dark: the surface, the cards lighter) and the header's band. */
.ov-portal { display: grid; gap: calc(var(--_ov-space) * 2); container: ov-portal / inline-size; --_ov-gutter: var(--ov-portal-gutter, clamp(16px, 4%, 32px)); --_ov-frame: max(var(--_ov-gutter), (100% - var(--ov-portal-max-width, 72rem)) / 2); background: var(--ov-portal-background, var(--_ov-surface-page)); }
/* The page frame: rows within the gutters, content centred at most the max width; the header's band spans the portal. */
/* (--_ov-frame: a box of its own, such as a banner, takes it as its margin; 100% is resolved where it is used.) */
:where(.ov-portal) > * { padding-inline: var(--_ov-frame); }
.ov-portal--vertical { grid-template-columns: minmax(12rem, 16rem) 1fr; align-items: start; }
/* Wide: the tools on the first row, the menu alone on the second (header.tsx says why). */
.ov-portal__header { display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: "bar tools" "menu menu"; gap: var(--_ov-space); align-items: center; border-bottom: 1px solid var(--_ov-color-border); padding-block: var(--_ov-space); background: var(--_ov-surface-card); }
.ov-portal__bar { grid-area: bar; display: flex; align-items: center; gap: calc(var(--_ov-space) * 1.5); min-width: 0; }
/* The retailer's mark (header.tsx Brand): a logo held to the bar's height, or the name on one line. */
.ov-portal__logo { display: block; flex: none; max-width: min(10rem, 40%); }
img.ov-portal__logo { height: 40px; width: auto; object-fit: contain; object-position: left center; }
.ov-portal__logo--text { font-weight: 700; font-size: 1.125em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
/* The customer's name never wraps the bar: cut with an ellipsis, the whole name in its title. */
.ov-portal__customer { min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; color: var(--_ov-color-muted); }
.ov-portal__panel { display: contents; }
.ov-portal__panel > nav { grid-area: menu; min-width: 0; }
.ov-portal__header .ov-portal__tools { grid-area: tools; justify-content: flex-end; align-items: center; }
.ov-portal__header .ov-portal__menu { column-gap: calc(var(--_ov-space) * 1.25); row-gap: 0; }
/* The header's language list keeps its label for assistive technology, out of sight: the list shows the language. */
.ov-portal__header .ov-portal__lang .ov-field__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.ov-portal__menu-button { display: none; flex: none; margin-inline-start: auto; align-items: center; gap: calc(var(--_ov-space) / 2); font: inherit; font-weight: 600; color: var(--_ov-color-text); background: none; border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius); min-height: 44px; padding: 0 var(--_ov-space); cursor: pointer; }
.ov-portal__menu-button:focus-visible { outline: 2px solid var(--_ov-color-primary); outline-offset: 2px; }
.ov-portal--vertical .ov-portal__header { display: flex; flex-direction: column; align-items: stretch; border-bottom: 0; border-inline-end: 1px solid var(--_ov-color-border); }
.ov-portal--vertical .ov-portal__header .ov-portal__tools { flex-direction: column; align-items: stretch; margin-block-start: auto; }
/* A phone (or a narrow column): a bar with the Menu button; the menu and the tools open below it, in the flow. */
@container ov-portal (max-width: 40rem) {
  .ov-portal__header, .ov-portal--vertical .ov-portal__header { display: flex; flex-direction: column; align-items: stretch; gap: 0; border-inline-end: 0; border-bottom: 1px solid var(--_ov-color-border); padding-block: 0 calc(var(--_ov-space) / 2); }
  .ov-portal__bar { gap: var(--_ov-space); min-height: 48px; }
  .ov-portal__customer { flex: 1 1 auto; font-size: 0.875em; }
  .ov-portal__menu-button { display: inline-flex; }
  .ov-portal__panel { display: none; }
  .ov-portal__header[data-open] .ov-portal__panel { display: grid; gap: var(--_ov-space); padding-block: var(--_ov-space); }
  .ov-portal__panel .ov-portal__menu { flex-direction: column; gap: 0; }
  .ov-portal__panel .ov-portal__menu a { display: flex; align-items: center; min-height: 44px; padding: 0; border-bottom: 0; border-inline-start: 3px solid transparent; padding-inline-start: var(--_ov-space); }
  .ov-portal__panel .ov-portal__menu a[aria-current="page"] { border-inline-start-color: var(--_ov-color-primary); }
  .ov-portal__header .ov-portal__tools, .ov-portal--vertical .ov-portal__header .ov-portal__tools { grid-area: auto; flex-direction: column; align-items: stretch; margin: 0; }
  .ov-portal__panel > nav { grid-area: auto; }
}
.ov-portal__menu { display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) * 2); list-style: none; margin: 0; padding: 0; }
.ov-portal--vertical .ov-portal__menu { flex-direction: column; gap: var(--_ov-space); }
.ov-portal__menu a { color: var(--_ov-color-text); text-decoration: none; padding: calc(var(--_ov-space) / 2) 0; display: inline-block; border-bottom: 2px solid transparent; }
.ov-portal__menu a:hover { color: var(--_ov-color-primary); }
/* The current entry is marked by its bar and colour, not by weight: bold letters are wider, and the row would lay out differently on each page. */
.ov-portal__menu a[aria-current="page"] { border-bottom-color: var(--_ov-color-primary); color: var(--_ov-color-primary); }
/* The wide row: one line of whole entries, those that do not fit in "More" (menu-more.tsx, clipped until it loads). */
@container ov-portal (width > 40rem) { .ov-portal--horizontal .ov-portal__header .ov-portal__menu { flex-wrap: nowrap; white-space: nowrap; } }
.ov-portal--horizontal .ov-portal__menu:not([data-fit]) { overflow: hidden; }
/* Forced colours would draw every entry's transparent bar: only the current entry's shows. */
@media (forced-colors: active) {
  .ov-portal__menu a { border-bottom-color: Canvas; }
  .ov-portal__menu a[aria-current="page"] { border-bottom-color: Highlight; }
}
/* spec §2 Other "logout at the bottom": the side column runs the page's height, its logout last at its foot. */
.ov-portal--vertical .ov-portal__header { align-self: stretch; }
.ov-portal--vertical .ov-portal__logout { margin-block-start: auto; }
.ov-portal__menu-group { font: inherit; color: var(--_ov-color-text); background: none; border: 0; padding: calc(var(--_ov-space) / 2) 0; cursor: pointer; text-align: start; font-weight: 600; }
.ov-portal__menu-group::after { content: " ▾"; }
.ov-portal__menu-group[aria-expanded="true"]::after { content: " ▴"; }
.ov-portal__submenu { list-style: none; margin: 0; padding-inline-start: var(--_ov-space); display: grid; gap: calc(var(--_ov-space) / 2); }
.ov-portal__submenu[hidden] { display: none; }
.ov-portal__main:focus { outline: none; }
.ov-portal__title { font-size: 1.5em; }
.ov-portal__title:focus { outline: none; }
.ov-portal__page { display: grid; gap: calc(var(--_ov-space) * 1.5); }
.ov-portal__form { display: grid; gap: var(--_ov-space); }
/* Shared by the screens of every area (the shell's sheet holds them, not one area's). */
/* The areas' lists are cards on the page (data-list.styles.ts), set on each list so that a public tag the portal shows keeps its own palette. */
.ov-data-list { --_ov-list-card:var(--_ov-surface-card); --_ov-list-edge:var(--_ov-border-subtle); --_ov-list-lift:var(--_ov-elevation-2); }
/* Button rows of every portal screen (home, error pages, login). */
.ov-actions { display: flex; flex-wrap: wrap; gap: var(--_ov-space); }
.ov-portal__error-code { color: var(--_ov-color-muted); font-size: 0.9em; }
.ov-portal__blocks { display: grid; gap: var(--_ov-space); }
.ov-portal__block { overflow-x: auto; }
.ov-portal__readonly { margin-bottom: var(--_ov-space); }
@media (max-width: 767px) { .ov-portal--vertical { grid-template-columns: 1fr; } }
/* ---- portal-forms (issue 8): change password, sign-up, password recovery ---- */
.ov-portal__narrow { max-width: 32rem; }
@media (max-width: 480px) { .ov-portal__narrow .ov-actions > * { flex: 1 1 100%; } }
/* ---- Page-wide parts (issue 8: the shell's language, readings, footer, help, cookie consent; where the content area's banners and coupons sit: their look is content/content.styles.ts) ---- */
.ov-portal__tools { display: flex; flex-wrap: wrap; align-items: end; gap: var(--_ov-space); }
.ov-portal__lang { margin: 0; min-width: 9rem; }
.ov-portal__lang .ov-field__label { font-size: 0.875em; }
.ov-portal > .ov-portal__banner, .ov-portal > .ov-portal__coupons, .ov-portal > .ov-portal__footer, .ov-portal > .ov-portal__consent-room { grid-column: 1 / -1; }
.ov-portal__footer { border-top: 1px solid var(--_ov-color-border); padding-top: var(--_ov-space); }
.ov-portal__dock { position: fixed; inset-inline: 0; inset-block-end: 0; z-index: 20; display: flex; flex-direction: column; align-items: flex-end; gap: var(--_ov-space); padding: var(--_ov-space) calc(var(--_ov-space) * 2) calc(var(--_ov-space) * 2); pointer-events: none; }
.ov-portal__dock > * { pointer-events: auto; }
.ov-portal__dock[popover] { inset: auto 0 0 0; margin: 0; border: 0; background: transparent; color: inherit; width: auto; height: auto; max-height: 100vh; overflow: visible; }
.ov-portal__help-button { gap: calc(var(--_ov-space) / 2); }
.ov-portal__help-mark { display: inline-grid; place-items: center; width: 1.25em; height: 1.25em; border-radius: 50%; border: 2px solid currentColor; font-weight: 700; font-size: 0.8em; line-height: 1; }
.ov-portal__help-list { display: grid; grid-template-columns: auto 1fr; gap: calc(var(--_ov-space) / 2) calc(var(--_ov-space) * 2); margin: 0; }
.ov-portal__help-list dt { font-weight: 600; }
.ov-portal__help-list dd { margin: 0; overflow-wrap: anywhere; }
.ov-portal__help-list a { color: var(--_ov-color-primary); }
.ov-portal__consent { box-sizing: border-box; width: min(100%, 40rem); max-height: 75vh; overflow: auto; background: var(--_ov-color-surface); color: var(--_ov-color-text); border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius); box-shadow: 0 4px 16px rgb(0 0 0 / 0.25); padding: calc(var(--_ov-space) * 2); animation: ov-portal-rise 0.2s ease-out; }
.ov-portal__consent-title { font-size: 1.15em; }
.ov-portal__consent-title:focus { outline: 2px solid var(--_ov-color-focus); outline-offset: 2px; }
.ov-portal__consent-categories { border: 0; margin: 0 0 calc(var(--_ov-space) * 1.5); padding: 0; display: grid; gap: var(--_ov-space); }
.ov-portal__consent-actions { display: flex; flex-wrap: wrap; gap: var(--_ov-space); }
/* Transform only: a fading panel would fail contrast checks (and readers) while it fades. */
@keyframes ov-portal-rise { from { transform: translateY(1rem); } to { transform: none; } }
@media (max-width: 480px) {
  .ov-portal__dock { padding: var(--_ov-space); }
  .ov-portal__consent { width: 100%; max-height: 60vh; padding: calc(var(--_ov-space) * 1.5); }
  .ov-portal__consent-actions > * { flex: 1 1 100%; }
}
@media (prefers-reduced-motion: reduce) {
  .ov-portal__consent { animation: none; }
}
/* ---- end of page-wide parts ---- */
`;
