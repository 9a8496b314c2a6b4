/** The calculator's layout; colours and spacing come from the theme's custom properties (the lead form brings its own). */
export const powerCalculatorStyles = /* css */ `
.ov-actions { display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) * 1.5); }
.ov-power, .ov-power__form, .ov-power__result { display: grid; gap: calc(var(--_ov-space) * 2); }
.ov-power__group { border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius); padding: calc(var(--_ov-space) * 2); margin: 0; min-width: 0; }
.ov-power__group > legend { font-weight: 600; padding: 0 calc(var(--_ov-space) / 2); }
.ov-power__row { display: grid; column-gap: calc(var(--_ov-space) * 2); grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr)); }
.ov-power__appliances { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_ov-space); grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); }
.ov-power__appliance { display: flex; gap: calc(var(--_ov-space) * 1.5); align-items: flex-start; padding: calc(var(--_ov-space) * 1.5); border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius); }
.ov-power__appliance--on { border-color: var(--_ov-color-primary); background: var(--_ov-color-surface-alt); }
.ov-power__appliance-body { flex: 1; min-width: 0; display: grid; gap: var(--_ov-space); }
.ov-power__icon { width: 2rem; height: 2rem; color: var(--_ov-color-primary); margin-top: 2px; }
.ov-power__group-error { color: var(--_ov-color-danger); margin: 0 0 var(--_ov-space); }
.ov-power__result h2:focus, .ov-power__sent h2:focus { outline: none; }
.ov-power__result tbody th[scope="row"] { font-weight: 400; text-align: start; }
.ov-power__result tfoot th, .ov-power__result tfoot td { font-weight: 700; }
.ov-power__lead { border-top: 1px solid var(--_ov-color-border); padding-top: calc(var(--_ov-space) * 2); }
`;
