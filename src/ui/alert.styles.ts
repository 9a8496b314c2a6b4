/** Styles of `Alert` (alert.tsx): a tinted box; tints mix the tone token into the surface token. */
export const alertStyles = /* css */ `
.ov-alert {
  --ov-alert-tone: var(--_ov-color-info);
  display: flex;
  align-items: flex-start;
  gap: calc(var(--_ov-space) * 1.5);
  margin: 0 0 calc(var(--_ov-space) * 2);
  padding: calc(var(--_ov-space) * 1.5) calc(var(--_ov-space) * 2);
  border: 1px solid var(--ov-alert-tone);
  border-inline-start-width: 4px;
  border-radius: var(--_ov-radius);
  background: color-mix(in srgb, var(--ov-alert-tone) 10%, var(--_ov-color-surface));
  color: var(--_ov-color-text);
}
/* RetryFailure (retry-failure.tsx) takes the focus to be announced: the alert itself is what shows. */
.ov-retry-failure:focus { outline: none; }
.ov-alert--success { --ov-alert-tone: var(--_ov-color-success); }
.ov-alert--warning { --ov-alert-tone: var(--_ov-color-warning); }
.ov-alert--error { --ov-alert-tone: var(--_ov-color-danger); }
.ov-alert__icon { flex: none; color: var(--ov-alert-tone); margin-top: 0.1em; }
.ov-alert__content { flex: 1; min-width: 0; }
.ov-alert__title { margin: 0 0 calc(var(--_ov-space) / 2); font-weight: 700; }
.ov-alert__message > :last-child { margin-bottom: 0; }
.ov-alert__actions { display: flex; align-items: center; gap: var(--_ov-space); flex: none; }
.ov-alert__dismiss {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: var(--_ov-radius);
  background: transparent;
  color: var(--_ov-color-text);
  cursor: pointer;
}
.ov-alert__dismiss:hover { background: color-mix(in srgb, var(--ov-alert-tone) 20%, var(--_ov-color-surface)); }
@media (max-width: 480px) { .ov-alert { flex-wrap: wrap; } .ov-alert__actions { width: 100%; justify-content: flex-end; } }
`;
