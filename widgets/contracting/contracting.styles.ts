/** The wizard's own layout; colours and spacing come from the theme's custom properties. */
export const contractingStyles = /* css */ `
.ov-contracting { display: grid; gap: calc(var(--_ov-space) * 2); }
.ov-contracting__step { display: grid; gap: calc(var(--_ov-space) * 2); }
.ov-contracting__step > h2 { margin: 0; }
.ov-contracting__step > h2:focus, .ov-contracting__failure:focus { outline: none; }
.ov-contracting__form { display: grid; gap: calc(var(--_ov-space) * 2); }
.ov-contracting__group { border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius); padding: calc(var(--_ov-space) * 2); margin: 0; min-width: 0; display: grid; gap: var(--_ov-space); }
.ov-contracting__group > legend { font-weight: 600; padding: 0 calc(var(--_ov-space) / 2); }
.ov-contracting__row { display: grid; column-gap: calc(var(--_ov-space) * 2); grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); }
.ov-contracting__row--small { grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr)); } /* 8rem: German labels such as "Treppenhaus" fit */
.ov-contracting__note { color: var(--_ov-color-muted); margin: 0; }
.ov-contracting__coupon { display: flex; flex-wrap: wrap; gap: var(--_ov-space); align-items: flex-start; }
.ov-contracting__coupon > .ov-field { flex: 1 1 14rem; }
.ov-contracting__coupon > button { margin-top: calc(var(--_ov-space) * 3); }
.ov-contracting__product :where(p, ul) { margin: 0; }
.ov-contracting__product :where(img) { max-width: 100%; height: auto; }
.ov-contracting__summary { border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius); padding: calc(var(--_ov-space) * 1.5) calc(var(--_ov-space) * 2); }
.ov-contracting__summary-head { display: flex; justify-content: space-between; align-items: center; gap: var(--_ov-space); }
.ov-contracting__summary h3 { margin: 0; font-size: 1em; }
.ov-contracting__summary dl { margin: var(--_ov-space) 0 0; display: grid; gap: calc(var(--_ov-space) / 2); }
.ov-contracting__summary dl > div { display: grid; grid-template-columns: minmax(8rem, 1fr) 2fr; gap: var(--_ov-space); }
.ov-contracting__summary dt { color: var(--_ov-color-muted); }
.ov-contracting__summary dd { margin: 0; overflow-wrap: anywhere; }
.ov-contracting__summary-files { margin: 0; padding: 0; list-style: none; }
@media (max-width: 480px) { .ov-contracting__summary dl > div { grid-template-columns: 1fr; gap: 0; } }
.ov-contracting__loading { display: flex; justify-content: center; padding: calc(var(--_ov-space) * 2) 0; }
.ov-contracting__finish :where(img) { max-width: 100%; height: auto; }
.ov-contracting__nav { display: flex; flex-wrap: wrap; gap: var(--_ov-space); align-items: center; }
.ov-contracting__spacer { flex: 1; }
/* spec §2: small screens have a fixed bottom bar. Sticky, not fixed: the host's \`contain: layout\`
   (src/ui/theme.ts) makes it the containing block of fixed descendants, so a fixed bar sat at the
   bottom of the widget instead of the window. Sticky holds it at the window's bottom while the step scrolls. */
/* A control the browser brings into view (Tab, a field's error) stops above the bar, never under it (issue 39 item 4). */
.ov-contracting--small :is(input, select, textarea, button, a) { scroll-margin-bottom: 5rem; }
.ov-contracting__nav--fixed { position: sticky; bottom: 0; z-index: 10; padding: var(--_ov-space) calc(var(--_ov-space) * 2); background: var(--_ov-color-surface); border-top: 1px solid var(--_ov-color-border); box-shadow: var(--_ov-shadow); }
`;
