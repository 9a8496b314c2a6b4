/** Styles of `Switch` (switch.tsx): a track and thumb drawn with tokens; the state is also shown by position. */
export const switchStyles = /* css */ `
.ov-switch__row { display: flex; align-items: center; gap: calc(var(--_ov-space) * 1.5); }
.ov-switch__control {
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  padding: 0;
  border: 2px solid var(--_ov-color-border);
  border-radius: 999px;
  background: var(--_ov-color-surface-alt);
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease;
}
.ov-switch__thumb {
  position: absolute;
  top: 2px;
  inset-inline-start: 2px;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: var(--_ov-color-muted);
  transition: inset-inline-start 120ms ease;
}
.ov-switch__control[aria-checked="true"] { background: var(--_ov-color-primary); border-color: var(--_ov-color-primary); }
.ov-switch__control[aria-checked="true"] .ov-switch__thumb { inset-inline-start: 22px; background: var(--_ov-color-on-primary); }
.ov-switch__control:disabled, .ov-switch__control[aria-disabled="true"] { cursor: not-allowed; opacity: 0.6; }
.ov-switch__label { cursor: pointer; }
@media (forced-colors: active) {
  .ov-switch__control { border-color: ButtonText; }
  .ov-switch__thumb { background: ButtonText; }
  .ov-switch__control[aria-checked="true"] { background: Highlight; border-color: Highlight; }
  .ov-switch__control[aria-checked="true"] .ov-switch__thumb { background: HighlightText; }
  .ov-switch__control:disabled, .ov-switch__control[aria-disabled="true"] { border-color: GrayText; }
  .ov-switch__control:disabled .ov-switch__thumb, .ov-switch__control[aria-disabled="true"] .ov-switch__thumb { background: GrayText; }
}
`;
