/** Styles of `RadioGroup` (radio-group.tsx); the radios themselves share checkbox.styles.ts. */
export const radioGroupStyles = /* css */ `
.ov-radio-group { border: 0; padding: 0; margin-inline: 0; }
.ov-radio-group__legend { padding: 0; margin-block-end: calc(var(--_ov-space) / 2); }
.ov-radio-group__options { display: flex; flex-direction: column; gap: var(--_ov-space); }
.ov-radio-group--horizontal .ov-radio-group__options { flex-direction: row; flex-wrap: wrap; gap: var(--_ov-space) calc(var(--_ov-space) * 3); }
.ov-radio {
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: var(--_ov-space);
  align-items: start;
}
.ov-radio__hint { grid-column: 2; color: var(--_ov-color-muted); font-size: 0.875em; }
.ov-radio__input:disabled, .ov-radio__input:disabled + .ov-radio__label { cursor: not-allowed; color: var(--_ov-color-muted); }
`;
