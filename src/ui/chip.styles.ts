/** Styles of `Chip` (chip.tsx): status colours are the tone token on a 12% tint (≥ 5:1 with the default tokens). */
export const chipStyles = /* css */ `
.ov-chip {
  --ov-chip-tone: var(--_ov-color-muted);
  display: inline-flex;
  align-items: center;
  gap: calc(var(--_ov-space) / 2);
  min-height: 28px;
  padding: 0 calc(var(--_ov-space) * 1.25);
  border: 1px solid var(--ov-chip-tone);
  border-radius: 999px;
  background: color-mix(in srgb, var(--ov-chip-tone) 12%, var(--_ov-color-surface));
  color: var(--ov-chip-tone);
  font-family: var(--_ov-font-family);
  font-size: 0.875em;
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
}
.ov-chip--info { --ov-chip-tone: var(--_ov-color-info); }
.ov-chip--success { --ov-chip-tone: var(--_ov-color-success); }
.ov-chip--warning { --ov-chip-tone: var(--_ov-color-warning); }
.ov-chip--error { --ov-chip-tone: var(--_ov-color-danger); }
button.ov-chip--toggle { min-height: 32px; cursor: pointer; background: var(--_ov-color-surface); }
button.ov-chip--toggle:hover:not(:disabled) { background: color-mix(in srgb, var(--ov-chip-tone) 12%, var(--_ov-color-surface)); }
button.ov-chip--toggle[aria-pressed="true"] { background: var(--ov-chip-tone); border-color: var(--ov-chip-tone); color: var(--_ov-color-surface); }
button.ov-chip--toggle:disabled { cursor: not-allowed; opacity: 0.6; }
.ov-chip--neutral.ov-chip--toggle[aria-pressed="true"] { --ov-chip-tone: var(--_ov-color-primary); }
.ov-chip--neutral.ov-chip--toggle { --ov-chip-tone: var(--_ov-color-text); }
.ov-chip--delete { padding-inline-end: 2px; }
.ov-chip__remove {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.ov-chip__remove:hover { background: color-mix(in srgb, var(--ov-chip-tone) 24%, var(--_ov-color-surface)); }
.ov-chip__remove .ov-icon, .ov-chip__check { width: 1em; height: 1em; }
/* Forced colours drop the tinted backgrounds: the border stays (the browser's colour), a pressed toggle is highlighted. */
@media (forced-colors: active) {
  button.ov-chip--toggle { border-color: ButtonText; }
  button.ov-chip--toggle[aria-pressed="true"] { background: Highlight; border-color: Highlight; color: HighlightText; }
  button.ov-chip--toggle:disabled { border-color: GrayText; color: GrayText; }
}
`;
