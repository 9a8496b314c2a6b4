/**
 * Styles of `TextAreaField` (text-area-field.tsx), adopted when one renders: the field chrome and
 * `.ov-input` are the base sheet's (field.styles.ts), so only the multi-line part is here, out of the
 * runtime chunk every page downloads (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs).
 */
export const textAreaFieldStyles = /* css */ `
.ov-input--multiline { min-height: 7rem; resize: vertical; font: inherit; }
`;
