/**
 * Styles shared by the labelled controls: text-field, number-field, date-field, select, checkbox,
 * radio-group and switch use the `.ov-field*` chrome (label, hint, error) and `.ov-input`.
 */
export const fieldStyles = /* css */ `
.ov-field {
  display: flex;
  flex-direction: column;
  gap: calc(var(--_ov-space) / 2);
  margin: 0 0 calc(var(--_ov-space) * 2);
  min-width: 0;
}
.ov-field__label { font-weight: 600; color: var(--_ov-color-text); }
.ov-field__required { color: var(--_ov-color-danger); margin-inline-start: 0.25em; }
.ov-field__hint { margin: 0; color: var(--_ov-color-muted); font-size: 0.875em; }
.ov-field__error-region:empty { display: none; }
.ov-field__error { margin: 0; color: var(--_ov-color-danger); font-size: 0.875em; font-weight: 600; }
.ov-field__error p, .ov-field__error ul { margin: 0; }
.ov-field__error ul { padding-inline-start: 1.25em; }
.ov-field__control { display: flex; align-items: center; gap: var(--_ov-space); }
.ov-field__unit { color: var(--_ov-color-muted); white-space: nowrap; }

.ov-input {
  width: 100%;
  min-height: 44px;
  padding: var(--_ov-space) calc(var(--_ov-space) * 1.5);
  border: 1px solid var(--_ov-color-border);
  border-radius: var(--_ov-radius);
  background: var(--_ov-color-surface);
  color: var(--_ov-color-text);
  font-family: var(--_ov-font-family);
  font-size: 1em;
  line-height: var(--_ov-line-height);
}
.ov-input:hover:not(:disabled) { border-color: var(--_ov-color-text); }
.ov-input[aria-invalid="true"] {
  border-color: var(--_ov-color-danger);
  box-shadow: inset 0 0 0 1px var(--_ov-color-danger);
}
.ov-input:disabled, .ov-input[readonly] { background: var(--_ov-color-surface-alt); color: var(--_ov-color-muted); cursor: not-allowed; }
.ov-input::placeholder { color: var(--_ov-color-muted); opacity: 1; }
.ov-input--number { text-align: end; font-variant-numeric: tabular-nums; }
/* DateField: the calendar button is drawn as a box (.ov-input: border, hover, disabled), 44 px wide with
   its icon; the browser's picker is visually hidden (.ov-visually-hidden) along the box's bottom edge,
   where the browser opens its calendar. Its own calendar icon, never seen, is not drawn: Chromium's is an
   SVG image, and a page's first one costs an image document (about 25 ms of the comparator's first frame
   at 4x CPU, issue 20). showPicker() opens the calendar without it. */
.ov-date { position: relative; }
/* Two dates side by side on a phone leave each box about 110 px: a narrower padding keeps DD/MM/YYYY whole. */
.ov-date > input { padding-inline: var(--_ov-space); }
.ov-date__open { width: auto; cursor: pointer; }
.ov-date__picker { bottom: 0; }
.ov-date__picker::-webkit-calendar-picker-indicator { display: none; }
`;
