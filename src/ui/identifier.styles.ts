/**
 * Styles of `Identifier` and `LinkValue` (identifier.tsx): issue 39 item 6, identifiers on one line,
 * never broken mid-token; cut with an ellipsis where they do not fit, the whole value in the title and a
 * copy button beside it. Inside a flex or grid cell the identifier shrinks (min-width 0), the button never.
 */
export const identifierStyles = /* css */ `
.ov-identifier { display: inline-flex; align-items: center; gap: calc(var(--_ov-space) / 2); max-width: 100%; min-width: 0; vertical-align: middle; }
.ov-identifier__text { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
a.ov-identifier__text { display: inline-block; max-width: 100%; vertical-align: bottom; color: var(--_ov-color-link); }
.ov-identifier__copy { flex: none; display: inline-grid; place-items: center; width: 32px; height: 32px; padding: 0; border: 1px solid transparent; border-radius: var(--_ov-radius); background: transparent; color: var(--_ov-color-primary); cursor: pointer; }
.ov-identifier__copy:hover { background: var(--_ov-color-surface-alt); border-color: var(--_ov-color-border); }
.ov-identifier__copied { font-size: 0.875em; font-weight: 600; color: var(--_ov-color-success); white-space: nowrap; }
/* Empty, the live region takes no room: its gap is taken back (it stays in the page, so what it says is announced). */
.ov-identifier__copied:empty { margin-inline-start: calc(var(--_ov-space) / -2); }
.ov-identifier__copied--failed { color: var(--_ov-color-danger); }
`;
