/**
 * The comparison's layout (result.tsx, result-view.tsx), adopted when the result first renders: the
 * page's first load carries only the form's rules (docs/architecture.md "Quality bars": the comparator's
 * first load, loader + runtime + comparator + one locale, within 105 kB gzip, scripts/budgets.mjs).
 */
export const comparatorResultStyles = /* css */ `
.ov-comparator__result h2:focus { outline: none; }
.ov-comparator__result { display: grid; gap: calc(var(--_ov-space) * 2); }
.ov-comparator__totals { display: grid; gap: var(--_ov-space); grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr)); margin: 0; }
.ov-comparator__totals > div { background: var(--_ov-color-surface-alt); border-radius: var(--_ov-radius); padding: calc(var(--_ov-space) * 1.5); }
.ov-comparator__totals dt { font-size: 0.875em; color: var(--_ov-color-muted); }
.ov-comparator__totals dd { margin: 0; font-size: 1.5em; font-weight: 700; font-variant-numeric: tabular-nums; }
.ov-comparator__offer dd { color: var(--_ov-color-primary); }
.ov-comparator__saving dd { color: var(--_ov-color-success); }
.ov-comparator__operations tbody th[scope="row"] { font-weight: 400; }
.ov-comparator__html :where(img) { max-width: 100%; height: auto; }
.ov-comparator__lead { border-top: 1px solid var(--_ov-color-border); padding-top: calc(var(--_ov-space) * 2); }
`;
