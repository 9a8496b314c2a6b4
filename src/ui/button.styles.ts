/** Styles of `Button` (button.tsx). Colours, radius, spacing and fonts come only from `--ov-*` tokens. */
export const buttonStyles = /* css */ `
.ov-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--_ov-space);
  min-height: 44px;
  padding: calc(var(--_ov-space) * 1) calc(var(--_ov-space) * 2.5);
  border: 2px solid transparent;
  border-radius: var(--_ov-radius);
  font-family: var(--_ov-font-family);
  font-size: 1em;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  background: var(--_ov-color-primary);
  color: var(--_ov-color-on-primary);
  transition: background-color 120ms ease, border-color 120ms ease;
}
.ov-button--primary:hover:not(:disabled, [aria-disabled="true"]) { background: var(--_ov-color-primary-hover); }
.ov-button--secondary {
  background: var(--_ov-color-surface);
  color: var(--_ov-color-primary);
  border-color: var(--_ov-color-primary);
}
.ov-button--secondary:hover:not(:disabled, [aria-disabled="true"]) { background: var(--_ov-color-surface-alt); }
.ov-button--text {
  background: transparent;
  color: var(--_ov-color-primary);
  padding-inline: var(--_ov-space);
  text-decoration: underline;
  text-underline-offset: 0.2em;
}
/* A tint of its own colour: the portal's page is surface-alt, on which a grey hover showed nothing. */
.ov-button--text:hover:not(:disabled, [aria-disabled="true"]) { background: color-mix(in srgb, var(--_ov-color-primary) 10%, transparent); }
.ov-button--danger { background: var(--_ov-color-danger); color: var(--_ov-color-on-primary); }
.ov-button--danger:hover:not(:disabled, [aria-disabled="true"]) {
  background: color-mix(in srgb, var(--_ov-color-danger) 88%, var(--_ov-color-text));
}
.ov-button--small { min-height: 32px; padding: calc(var(--_ov-space) * 0.5) calc(var(--_ov-space) * 1.5); font-size: 0.875em; }
.ov-button--large { min-height: 52px; padding: calc(var(--_ov-space) * 1.5) calc(var(--_ov-space) * 3); font-size: 1.125em; }
.ov-button:disabled,
.ov-button[aria-disabled="true"]:not([aria-busy="true"]) {
  background: var(--_ov-color-surface-alt);
  border-color: var(--_ov-color-border);
  color: var(--_ov-color-muted);
  cursor: not-allowed;
}
.ov-button--text:disabled,
.ov-button--text[aria-disabled="true"]:not([aria-busy="true"]) { background: transparent; border-color: transparent; }
.ov-button[aria-busy="true"] { cursor: progress; }
.ov-button__label { display: inline-flex; align-items: center; gap: calc(var(--_ov-space) / 2); }
@media (forced-colors: active) {
  .ov-button { border-color: ButtonText; }
  .ov-button:disabled, .ov-button[aria-disabled="true"] { border-color: GrayText; color: GrayText; }
}
`;
