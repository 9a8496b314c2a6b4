/** Layout of `<ov-price-alerts>`; colours and spacing come from the theme's `--ov-*` properties. */
export const priceAlertsStyles = `
.ov-price-alerts { display: grid; gap: var(--_ov-space, 1rem); max-width: 56rem; }
.ov-price-alerts__title { margin: 0; font-size: 1.375rem; }
.ov-price-alerts__subtitle { margin: 0; font-size: 1.125rem; }
.ov-price-alerts__panel { display: grid; gap: var(--_ov-space, 1rem); min-width: 0; }
.ov-price-alerts__notice:focus { outline: none; }
.ov-price-alerts__notice:empty { display: none; }
.ov-price-alerts__signin { display: grid; gap: 0.75rem; justify-items: start; }
.ov-price-alerts__signin p { margin: 0; }
.ov-price-alerts__signin a { text-decoration: none; display: inline-flex; align-items: center; }
.ov-price-alerts__form { display: grid; gap: calc(var(--_ov-space, 1rem) * 0.75); justify-items: start; }
.ov-price-alerts__fields { display: grid; gap: calc(var(--_ov-space, 1rem) * 0.75); width: 100%; }
.ov-price-alerts__chart { margin: 0; display: grid; gap: 0.25rem; }
.ov-price-alerts__sparkline { width: 100%; max-width: 20rem; height: 4rem; stroke: var(--_ov-color-primary); }
.ov-price-alerts__chart-caption { color: var(--_ov-color-muted); font-size: 0.875rem; }
@media (min-width: 48rem) {
  .ov-price-alerts__fields { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
}
`;
