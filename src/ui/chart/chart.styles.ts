/**
 * The chart's layout, adopted when a chart first renders (useComponentStyles): the figure, the drawing
 * box (Chart.js sizes its canvas to this box, `maintainAspectRatio: false`) and the caller's alternative.
 */
export const chartStyles = /* css */ `
.ov-chart { margin: 0; }
.ov-chart__box { position: relative; height: var(--ov-chart-height, 14rem); }
.ov-chart__alternative { font-size: 0.875em; color: var(--ov-color-muted); margin-top: var(--ov-space); }
`;
