/** Styles of `Checkbox` (checkbox.tsx) and the radios of `RadioGroup`: native controls tinted with the primary token. */
export const checkboxStyles = /* css */ `
.ov-checkbox__row { display: flex; align-items: flex-start; gap: var(--_ov-space); }
.ov-checkbox__input, .ov-radio__input {
  flex: none;
  width: 1.25em;
  height: 1.25em;
  margin: 0.125em 0 0;
  accent-color: var(--_ov-color-primary);
  cursor: pointer;
}
.ov-checkbox__label, .ov-radio__label { cursor: pointer; }
.ov-checkbox__input:disabled, .ov-checkbox__input:disabled + .ov-checkbox__label { cursor: not-allowed; color: var(--_ov-color-muted); }
.ov-checkbox__input[aria-invalid="true"] { outline: 2px solid var(--_ov-color-danger); outline-offset: 1px; }
.ov-checkbox__messages { padding-inline-start: calc(1.25em + var(--_ov-space)); display: flex; flex-direction: column; gap: calc(var(--_ov-space) / 2); }
`;
