/** The consumption section's layout (added to the portal's sheet by the area). 390 px wide: everything wraps. */
export const consumptionStyles = /* css */ `
/* minmax(0, 1fr): the column never grows to its widest child (the tab list scrolls inside itself). */
.ov-consumption { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_ov-space, 1rem); min-width: 0; }
.ov-consumption__title { margin: 0; }
.ov-consumption__view { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_ov-space, 1rem); min-width: 0; }
.ov-consumption__range { display: flex; flex-wrap: wrap; gap: var(--_ov-space, 1rem); align-items: flex-end; }
/* 12rem: on a phone each date takes the row, its day whole beside its calendar button. */
.ov-consumption__range .ov-field { flex: 1 1 12rem; min-width: 0; }
.ov-consumption__range input { inline-size: 100%; min-inline-size: 0; box-sizing: border-box; }
.ov-consumption__range-actions, .ov-consumption__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.ov-consumption__options { display: flex; flex-wrap: wrap; gap: var(--_ov-space, 1rem); justify-content: space-between; align-items: flex-end; }
.ov-consumption__legend ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
.ov-consumption__legend li { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; align-items: baseline; }
.ov-consumption__legend-title { margin: 0 0 0.5rem; font-size: 1em; }
.ov-consumption__legend-total { margin-inline-start: auto; font-variant-numeric: tabular-nums; }
.ov-consumption__swatch { display: inline-block; inline-size: 0.9em; block-size: 0.9em; border-radius: 2px; align-self: center; }
.ov-consumption__swatch--danger { background: var(--_ov-color-danger); }
.ov-consumption__swatch--warning { background: var(--_ov-color-warning); }
.ov-consumption__swatch--success { background: var(--_ov-color-success); }
.ov-consumption__swatch--info { background: var(--_ov-color-info); }
.ov-consumption__swatch--primary { background: var(--_ov-color-primary); }
.ov-consumption__swatch--muted { background: var(--_ov-color-muted); }
`;
