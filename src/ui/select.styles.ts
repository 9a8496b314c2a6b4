/** Styles of `Select` (select.tsx): a native select with a token-coloured chevron. */
export const selectStyles = /* css */ `
.ov-select { position: relative; display: flex; align-items: center; }
.ov-select__control {
  appearance: none;
  padding-inline-end: calc(var(--_ov-space) * 5);
  cursor: pointer;
}
.ov-select__control option { background: var(--_ov-color-surface); color: var(--_ov-color-text); }
.ov-select__chevron {
  position: absolute;
  inset-inline-end: calc(var(--_ov-space) * 1.5);
  pointer-events: none;
  color: var(--_ov-color-text);
}
`;
