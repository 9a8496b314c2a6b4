/**
 * Styles of the lead form, adopted when the form first renders (useComponentStyles): the comparator
 * and the power calculator show it only after a result, so their first load does not carry them
 * (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs).
 */
export const leadContactFormStyles = /* css */ `
.ov-lead-form { display: grid; gap: calc(var(--_ov-space) * 2); }
.ov-lead-form__grid { display: grid; column-gap: calc(var(--_ov-space) * 2); grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); }
.ov-lead-form__failure:focus { outline: none; }
.ov-actions { display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) * 1.5); }
`;
