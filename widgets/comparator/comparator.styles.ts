/**
 * The comparator's own layout; colours and spacing come from the theme's custom properties. The
 * result's rules travel with the result's chunk (result/result.styles.ts) and the lead form brings its
 * own: docs/architecture.md "Quality bars", the comparator's first load (loader + runtime + comparator + one
 * locale) within 105 kB gzip, scripts/budgets.mjs.
 */
export const comparatorStyles = /* css */ `
.ov-actions { display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) * 1.5); }
.ov-comparator__form { display: grid; gap: calc(var(--_ov-space) * 2); }
.ov-comparator__group { border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius); padding: calc(var(--_ov-space) * 2); margin: 0; min-width: 0; }
.ov-comparator__group > legend { font-weight: 600; padding: 0 calc(var(--_ov-space) / 2); }
.ov-comparator__row, .ov-comparator__periods { display: grid; column-gap: calc(var(--_ov-space) * 2); grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr)); }
.ov-comparator__note { color: var(--_ov-color-muted); margin: 0 0 var(--_ov-space); }
.ov-comparator__failure:focus, .ov-comparator__sent h2:focus { outline: none; }
.ov-comparator__loading { display: flex; justify-content: center; padding: calc(var(--_ov-space) * 4) 0; }
`;
