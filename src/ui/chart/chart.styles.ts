/**
 * The chart's layout, adopted when a chart first renders (useComponentStyles): the figure, the drawing
 * box (Chart.js sizes its canvas to this box, `maintainAspectRatio: false`) and the caller's alternative.
 */
export const chartStyles = /* css */ `
.ov-chart { margin: 0; }
.ov-chart__box { position: relative; height: var(--ov-chart-height, 14rem); }
/* The legend buttons (chart-legend.tsx): a series turned off keeps its place, struck through and faded. */
.ov-chart__legend { list-style: none; margin: 0 0 var(--_ov-space); padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 4px 8px; }
.ov-chart__legend-button { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 2px 8px; border: 1px solid transparent; border-radius: 4px; background: none; color: var(--_ov-color-text); font: inherit; font-size: 0.875em; cursor: pointer; }
.ov-chart__legend-button:hover { border-color: var(--_ov-color-border); }
.ov-chart__legend-button:focus-visible { outline: 2px solid var(--_ov-color-primary); outline-offset: 2px; }
.ov-chart__legend-button[aria-pressed="false"] { color: var(--_ov-color-muted); text-decoration: line-through; }
.ov-chart__legend-button[aria-pressed="false"] .ov-chart__swatch { opacity: 0.3; }
.ov-chart__swatch { flex: none; width: 1.5em; height: 0.875em; border-radius: 2px; forced-color-adjust: none; }
/* Forced colours (high contrast): the canvas is not recoloured by the browser, so its axes and grid take
   the system colours (chart-canvas.tsx reads them again when the mode changes); the swatches keep
   their series' colour, outlined. */
@media (forced-colors: active) {
  .ov-chart { --_ov-color-text: CanvasText; --_ov-color-border: GrayText; }
  .ov-chart__swatch { border: 1px solid CanvasText; }
}
.ov-chart__alternative { font-size: 0.875em; color: var(--_ov-color-muted); margin-top: var(--_ov-space); }
`;
