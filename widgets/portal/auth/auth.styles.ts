/**
 * The signed-out screens' look (login, sign-up, password recovery) and the change of password (issue 39:
 * "a portal customers would choose"; issue 38 item 7: each area owns its CSS). Every size and colour is a
 * step of the design tokens (src/ui/tokens.ts, which the portal adopts before its own sheet).
 *
 * One family of layout (auth-layout.tsx): the screen is a band of the page's surface holding a centred
 * card (the title, the fields, a full-width primary action, its links), and the server's blocks of the
 * screen (the welcome or maintenance text of spec §2 Login, the sign-up's help) as a panel of the brand's
 * tint beside it on a wide portal, under it on a phone, where the card loses its frame and fills the
 * width. The card keeps its place when the blocks arrive (they load after the first screen is drawn): on
 * a wide portal it stays in the middle column and the panel takes the right-hand one. The layout reads
 * the screen's own width (a container), not the window's: the portal may sit in a column of the host page.
 *
 * In the login's links, the way in for a newcomer (sign-up) closes the card under a rule, as a second,
 * outlined action. Under forced colours, which draw no shadow or tint, the card and the panel keep an
 * edge. It travels in the portal's first load (the login is its first screen), so it has no comments.
 */
export const authStyles = /* css */ `
.ov-auth { container: ov-auth / inline-size; }
.ov-auth__layout { display: grid; grid-template-columns: minmax(0, 28rem); justify-content: center; gap: var(--_ov-space-5); }
.ov-auth--wide .ov-auth__layout { grid-template-columns: minmax(0, 34rem); }
.ov-auth__card { min-width: 0; display: grid; gap: var(--_ov-space-4); align-content: start; }
.ov-auth__card > * { margin: 0; }
.ov-auth__title { font-size: var(--_ov-text-xl); line-height: 1.2; }
.ov-auth__intro { color: var(--_ov-color-muted); }
.ov-auth__card .ov-alert { margin: 0; }
.ov-auth__submit { display: grid; margin-block-start: var(--_ov-space-2); }
.ov-auth__submit > .ov-button { width: 100%; }
.ov-auth__pair { display: flex; flex-wrap: wrap; gap: var(--_ov-space-2); }
.ov-auth__pair > .ov-button { flex: 1 1 auto; width: auto; }
.ov-auth__links { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_ov-space-3); justify-items: center; text-align: center; }
.ov-auth__links a { color: var(--_ov-color-link); font-weight: 600; }
.ov-auth__links .ov-auth__signup { justify-self: stretch; border-top: 1px solid var(--_ov-border-subtle); padding-block-start: var(--_ov-space-4); }
.ov-auth__signup a { display: flex; align-items: center; justify-content: center; min-height: 44px; padding: var(--_ov-space-2) var(--_ov-space-4); border: 2px solid var(--_ov-color-primary); border-radius: var(--_ov-radius-md); color: var(--_ov-color-primary); text-decoration: none; }
.ov-auth__signup a:hover { background: var(--_ov-surface-brand); }
.ov-auth__help { font-size: var(--_ov-text-sm); }
.ov-auth__exit { justify-content: center; }
.ov-auth__layout > .ov-portal__blocks { min-width: 0; align-content: start; gap: var(--_ov-space-3); padding: var(--_ov-space-5); background: var(--_ov-surface-brand); border-radius: var(--_ov-radius-lg); }
.ov-auth__layout > .ov-portal__blocks :where(h1, h2, h3, h4) { font-size: var(--_ov-text-lg); margin-block-end: var(--_ov-space-2); }
.ov-auth__layout .ov-portal__block > :last-child { margin-block-end: 0; }
@container ov-auth (min-width: 36rem) {
  .ov-auth__layout { padding: var(--_ov-space-7) var(--_ov-space-5); background: var(--_ov-surface-page); border-radius: var(--_ov-radius-lg); }
  .ov-auth__card { padding: var(--_ov-space-6); background: var(--_ov-surface-card); border: 1px solid var(--_ov-border-subtle); border-radius: var(--_ov-radius-lg); box-shadow: var(--_ov-elevation-2); }
  .ov-auth__layout > .ov-portal__blocks { padding: var(--_ov-space-6); }
}
@container ov-auth (min-width: 62rem) {
  .ov-auth__layout { grid-template-columns: 1fr minmax(0, 28rem) 1fr; justify-content: stretch; align-items: start; }
  .ov-auth--wide .ov-auth__layout { grid-template-columns: 1fr minmax(0, 34rem) 1fr; }
  .ov-auth__card { grid-column: 2; }
  .ov-auth__layout > .ov-portal__blocks { grid-column: 3; max-width: 22rem; }
}
@media (forced-colors: active) { .ov-auth__card, .ov-auth__layout > .ov-portal__blocks { border: 1px solid CanvasText; } }
.ov-auth__secret { display: grid; margin-block-end: var(--_ov-space-2); }
.ov-auth__secret > .ov-field { margin: 0; }
.ov-auth__secret-toggle { justify-self: end; }
.ov-auth__checklist { list-style: none; margin: 0; padding: var(--_ov-space-3); display: grid; gap: var(--_ov-space-1); background: var(--_ov-surface-page); border-radius: var(--_ov-radius-md); font-size: var(--_ov-text-sm); }
.ov-auth__rule { display: flex; gap: var(--_ov-space-1); align-items: center; color: var(--_ov-color-muted); }
.ov-auth__rule--met { color: var(--_ov-success-text); }
.ov-auth__errors { margin: 0; padding-inline-start: 1.25em; }
`;
