/** Styles of `Checkbox` (checkbox.tsx) and the radios of `RadioGroup`: native controls tinted with the primary token. */
export const checkboxStyles = /* css */ `
.ov-checkbox__row { display: flex; align-items: flex-start; gap: var(--ov-space); }
.ov-checkbox__input, .ov-radio__input {
  flex: none;
  width: 1.25em;
  height: 1.25em;
  margin: 0.125em 0 0;
  accent-color: var(--ov-color-primary);
  cursor: pointer;
}
.ov-checkbox__label, .ov-radio__label { cursor: pointer; }
.ov-checkbox__input:disabled, .ov-checkbox__input:disabled + .ov-checkbox__label { cursor: not-allowed; color: var(--ov-color-muted); }
.ov-checkbox__input[aria-invalid="true"] { outline: 2px solid var(--ov-color-danger); outline-offset: 1px; }
.ov-checkbox__messages { padding-inline-start: calc(1.25em + var(--ov-space)); display: flex; flex-direction: column; gap: calc(var(--ov-space) / 2); }
`;
