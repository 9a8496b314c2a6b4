/**
 * Styles of `Stepper` and `StepperProgress` (stepper.tsx). The switch between the steps list and the
 * mobile bar is a container query on the stepper's own width (spec §9: mobile below 768 px), since a
 * widget may sit in a narrow column of a wide page.
 */
export const stepperStyles = /* css */ `
.ov-stepper { container-type: inline-size; margin: 0 0 calc(var(--_ov-space) * 3); }
.ov-stepper__list {
  display: flex;
  gap: var(--_ov-space);
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: none;
}
.ov-stepper__step { flex: 1 1 0; min-width: 0; position: relative; }
.ov-stepper__button, .ov-stepper__static {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: calc(var(--_ov-space) / 2);
  width: 100%;
  padding: calc(var(--_ov-space) / 2);
  border: 0;
  border-radius: var(--_ov-radius);
  background: transparent;
  color: var(--_ov-color-muted);
  font-family: var(--_ov-font-family);
  font-size: 0.875em;
  text-align: center;
}
.ov-stepper__button { cursor: pointer; color: var(--_ov-color-text); }
.ov-stepper__button:hover:not([aria-disabled="true"]) { background: var(--_ov-color-surface-alt); }
.ov-stepper__button .ov-stepper__name { text-decoration: underline; text-underline-offset: 0.2em; }
.ov-stepper__button[aria-disabled="true"] { cursor: progress; }
.ov-stepper__marker {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2em;
  height: 2em;
  border: 2px solid var(--_ov-color-border);
  border-radius: 50%;
  background: var(--_ov-color-surface);
  color: var(--_ov-color-muted);
  font-weight: 700;
}
.ov-stepper__step--complete .ov-stepper__marker { border-color: var(--_ov-color-primary); background: var(--_ov-color-primary); color: var(--_ov-color-on-primary); }
.ov-stepper__step--current .ov-stepper__marker { border-color: var(--_ov-color-primary); color: var(--_ov-color-primary); box-shadow: 0 0 0 2px var(--_ov-color-primary); }
.ov-stepper__step--current .ov-stepper__static { color: var(--_ov-color-text); font-weight: 700; }
.ov-stepper__step:not(:last-child)::after {
  content: "";
  position: absolute;
  top: calc(0.875em + var(--_ov-space) / 2 + 0.875em);
  inset-inline-start: calc(50% + 1.25em);
  inset-inline-end: calc(-50% + 1.25em - var(--_ov-space));
  height: 2px;
  background: var(--_ov-color-border);
}
.ov-stepper__step--complete:not(:last-child)::after { background: var(--_ov-color-primary); }
.ov-stepper__mobile { display: none; }
@container (max-width: 767px) {
  .ov-stepper__list { display: none; }
  .ov-stepper__mobile { display: block; }
}

.ov-stepper-progress__text { display: flex; gap: var(--_ov-space); align-items: baseline; margin: 0 0 calc(var(--_ov-space) / 2); }
.ov-stepper-progress__count { font-weight: 700; font-variant-numeric: tabular-nums; color: var(--_ov-color-primary); }
.ov-stepper-progress__name { font-weight: 600; }
.ov-stepper-progress__bar {
  appearance: none;
  display: block;
  width: 100%;
  height: 8px;
  border: 1px solid var(--_ov-color-border);
  border-radius: 999px;
  background: var(--_ov-color-surface-alt);
  overflow: hidden;
}
.ov-stepper-progress__bar::-webkit-progress-bar { background: var(--_ov-color-surface-alt); }
.ov-stepper-progress__bar::-webkit-progress-value { background: var(--_ov-color-primary); }
.ov-stepper-progress__bar::-moz-progress-bar { background: var(--_ov-color-primary); }
/* Forced colours turn backgrounds into the page's and drop shadows: the connectors, the done markers,
   the current step's ring and the progress would vanish; system colours draw them. */
@media (forced-colors: active) {
  .ov-stepper__step:not(:last-child)::after { background: GrayText; }
  .ov-stepper__step--complete:not(:last-child)::after { background: Highlight; }
  .ov-stepper__step--complete .ov-stepper__marker { border-color: Highlight; background: Highlight; color: HighlightText; }
  .ov-stepper__step--current .ov-stepper__marker { border-color: Highlight; outline: 2px solid Highlight; }
  .ov-stepper-progress__bar::-webkit-progress-value { background: Highlight; }
  .ov-stepper-progress__bar::-moz-progress-bar { background: Highlight; }
}
`;
